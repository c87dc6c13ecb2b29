import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';
import { packagingPhoto } from './packaging';

/** The product with the analyser `env` configures, and a signed-in angler. */
function analysisHarness(env: () => Record<string, string> = () => ({})) {
  const h = apiHarness(() => ({ env: env() }));
  const [alice] = signedIn(h, 'alice');
  /** POST /api/analyze-product as alice (or signed out). */
  const analyse = (body: unknown, signedOut = false) => h.call(signedOut ? null : alice, 'POST', '/api/analyze-product', body);
  return { h, analyse, alice };
}

const dataUrl = (bytes: Buffer, type = 'image/jpeg') => `data:${type};base64,${bytes.toString('base64')}`;

/** A local stand-in for an OpenAI-compatible /v1/chat/completions endpoint, speaking its wire format. */
interface FakeVision {
  url: string;
  requests: Array<{ path: string; auth: string | undefined; body: any }>;
  answer: (body: any) => { status: number; json: unknown };
  server: Server;
}

async function startFakeVision(): Promise<FakeVision> {
  const fake: FakeVision = { url: '', requests: [], answer: () => ({ status: 500, json: {} }), server: null as never };
  const readBody = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  };
  fake.server = createServer((req, res) => {
    void readBody(req).then((body) => {
      fake.requests.push({ path: req.url ?? '', auth: req.headers.authorization, body });
      const { status, json } = fake.answer(body);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}/v1`;
  return fake;
}

const chatCompletion = (content: string) => ({
  id: 'chatcmpl-1',
  object: 'chat.completion',
  created: 1_700_000_000,
  model: 'test-vision',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
});

describe('POST /api/analyze-product (offline analyser)', () => {
  const { h, analyse, alice } = analysisHarness();

  it('identifies a pack of hooks from its packaging text and barcode', async () => {
    const photo = await packagingPhoto({ lines: ['GAMAKATSU', 'EWG OFFSET WORM HOOK 3/0'], ean13: '4549018123456' });
    const { status, body } = await analyse({ imageData: dataUrl(photo) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'consumable', brand: 'Gamakatsu', consumableCategory: 'hook', size: '3/0' });
    expect(body.notes).toContain('4549018123456');
  }, 60_000);

  it('matches catalog gear seeded in the event store', async () => {
    const photo = await packagingPhoto({ lines: ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL'] });
    const { status, body } = await analyse({ imageData: dataUrl(photo) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'gear', brand: 'Shimano', model: 'Stradic FL', gearType: 'reel' });
  }, 60_000);

  it('POST /api/gear/analyze-image reads the text on the photo too', async () => {
    const photo = await packagingPhoto({ lines: ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL'] });
    const res = await h.upload(alice, '/api/gear/analyze-image', { bytes: photo, name: 'IMG_0001.jpg' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      suggestedName: 'Shimano Stradic FL',
      suggestedBrand: 'Shimano',
      suggestedModel: 'Stradic FL',
      suggestedType: 'reel',
      suggestedNotes: null,
    });
  }, 60_000);

  it('refuses anonymous callers, missing or broken data, non-images and oversized bodies', async () => {
    expect((await analyse({ imageData: 'aGVsbG8=' }, true)).status).toBe(401);
    expect(await analyse({})).toMatchObject({ status: 400, body: { message: 'Please select an image file.' } });
    expect((await analyse({ imageData: 'not base64 at all!' })).status).toBe(400);
    expect((await analyse({ imageData: dataUrl(Buffer.from('hello world'), 'text/plain') })).status).toBe(415);
    expect((await analyse({ imageData: dataUrl(Buffer.from('hello world')) })).status).toBe(415);
    expect((await analyse({ imageData: 'A'.repeat(9 * 1024 * 1024) })).status).toBe(413);
  });
});

describe('POST /api/analyze-product (vision provider)', () => {
  let fake: FakeVision;
  beforeAll(async () => {
    fake = await startFakeVision();
  });
  afterAll(async () => {
    await new Promise((resolve) => fake.server.close(resolve));
  });
  const { analyse } = analysisHarness(() => ({ VISION_API_URL: fake.url, VISION_API_KEY: 'sk-test', VISION_MODEL: 'test-vision' }));

  const visionAnswer = {
    type: 'gear',
    name: 'Shimano Stradic FL 2500',
    brand: 'Shimano',
    model: 'Stradic FL',
    category: 'spinning reel',
    gearType: 'reel',
    consumableCategory: null,
    unit: null,
    description: 'A spinning reel',
    size: '2500',
    color: null,
    notes: null,
    price: null,
    quantity: 1,
    confidence: 0.92,
  };

  it('asks the configured model with the photo as an image part and a JSON schema, and returns its answer', async () => {
    fake.answer = () => ({ status: 200, json: chatCompletion(JSON.stringify(visionAnswer)) });
    const photo = await packagingPhoto({ lines: ['REEL'] });
    const { status, body } = await analyse({ imageData: dataUrl(photo) });
    expect(status).toBe(200);
    expect(body).toEqual(visionAnswer);
    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer sk-test');
    expect(request.body.model).toBe('test-vision');
    expect(request.body.response_format.type).toBe('json_schema');
    expect(request.body.response_format.json_schema.schema.properties.confidence).toBeTruthy();
    const image = request.body.messages[1].content.find((part: any) => part.type === 'image_url');
    expect(image.image_url.url).toMatch(/^data:image\/jpeg;base64,\/9j\//);
  });

  it('falls back to the offline analyser when the provider fails or answers nonsense, and says so', async () => {
    const photo = await packagingPhoto({ lines: ['GAMAKATSU', 'OFFSET WORM HOOK 2/0'] });
    fake.answer = () => ({ status: 503, json: { error: { message: 'overloaded' } } });
    const failed = await analyse({ imageData: dataUrl(photo) });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ brand: 'Gamakatsu', consumableCategory: 'hook' });
    expect(failed.body.notes).toContain('Vision service unavailable (the vision service answered 503)');

    fake.answer = () => ({ status: 200, json: chatCompletion(JSON.stringify({ ...visionAnswer, confidence: 7 })) });
    const invalid = await analyse({ imageData: dataUrl(photo) });
    expect(invalid.body.notes).toContain('unexpected shape');
    expect(invalid.body.brand).toBe('Gamakatsu');
  }, 60_000);
});
