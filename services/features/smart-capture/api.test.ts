import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiHarness, type ApiHarness } from '@tackle/test-support';
import { packagingPhoto } from './packaging';

const alice = { id: randomUUID(), username: 'alice' };

async function analyse(h: ApiHarness, body: unknown, user: typeof alice | null = alice) {
  const token = user ? await h.issuer.token(user) : null;
  const res = await fetch(`${h.base}/api/analyze-product`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
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
  let h: ApiHarness;
  beforeAll(async () => {
    h = await startApiHarness();
  });
  afterAll(() => h?.close());

  it('identifies a pack of hooks from its packaging text and barcode', async () => {
    const photo = await packagingPhoto({ lines: ['GAMAKATSU', 'EWG OFFSET WORM HOOK 3/0'], ean13: '4549018123456' });
    const { status, body } = await analyse(h, { imageData: dataUrl(photo) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'consumable', brand: 'Gamakatsu', consumableCategory: 'hook', size: '3/0' });
    expect(body.notes).toContain('4549018123456');
  }, 60_000);

  it('matches catalog gear seeded in the event store', async () => {
    const photo = await packagingPhoto({ lines: ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL'] });
    const { status, body } = await analyse(h, { imageData: dataUrl(photo) });
    expect(status).toBe(200);
    expect(body).toMatchObject({ type: 'gear', brand: 'Shimano', model: 'Stradic FL', gearType: 'reel' });
  }, 60_000);

  it('POST /api/gear/analyze-image reads the text on the photo too', async () => {
    const photo = await packagingPhoto({ lines: ['SHIMANO', 'STRADIC FL 2500', 'SPINNING REEL'] });
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0001.jpg');
    const res = await fetch(`${h.base}/api/gear/analyze-image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await h.issuer.token(alice)}` },
      body: form,
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      suggestedName: 'Shimano Stradic FL',
      suggestedBrand: 'Shimano',
      suggestedModel: 'Stradic FL',
      suggestedType: 'reel',
      suggestedNotes: null,
    });
  }, 60_000);

  it('refuses anonymous callers, missing or broken data, non-images and oversized bodies', async () => {
    expect((await analyse(h, { imageData: 'aGVsbG8=' }, null)).status).toBe(401);
    expect(await analyse(h, {})).toMatchObject({ status: 400, body: { message: 'Please select an image file.' } });
    expect((await analyse(h, { imageData: 'not base64 at all!' })).status).toBe(400);
    expect((await analyse(h, { imageData: dataUrl(Buffer.from('hello world'), 'text/plain') })).status).toBe(415);
    expect((await analyse(h, { imageData: dataUrl(Buffer.from('hello world')) })).status).toBe(415);
    expect((await analyse(h, { imageData: 'A'.repeat(9 * 1024 * 1024) })).status).toBe(413);
  });
});

describe('POST /api/analyze-product (vision provider)', () => {
  let h: ApiHarness;
  let fake: FakeVision;
  beforeAll(async () => {
    fake = await startFakeVision();
    h = await startApiHarness({ VISION_API_URL: fake.url, VISION_API_KEY: 'sk-test', VISION_MODEL: 'test-vision' });
  });
  afterAll(async () => {
    await h?.close();
    await new Promise((resolve) => fake.server.close(resolve));
  });

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
    const { status, body } = await analyse(h, { imageData: dataUrl(photo) });
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
    const failed = await analyse(h, { imageData: dataUrl(photo) });
    expect(failed.status).toBe(200);
    expect(failed.body).toMatchObject({ brand: 'Gamakatsu', consumableCategory: 'hook' });
    expect(failed.body.notes).toContain('Vision service unavailable (the vision service answered 503)');

    fake.answer = () => ({ status: 200, json: chatCompletion(JSON.stringify({ ...visionAnswer, confidence: 7 })) });
    const invalid = await analyse(h, { imageData: dataUrl(photo) });
    expect(invalid.body.notes).toContain('unexpected shape');
    expect(invalid.body.brand).toBe('Gamakatsu');
  }, 60_000);
});
