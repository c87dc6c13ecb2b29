import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATCH_PHOTO_FIELD, GEAR_IMAGE_FIELD } from '@tackle/contracts';
import { apiHarness, signedIn } from '@tackle/test-support';
import { apiRoutes, fillPath, openEventCounter, type ApiRoute } from './security-harness';

/**
 * The input suite (issue 10): thousands of generated malformed requests across every API route.
 * Zero 5xx, the process keeps answering, and no rejected request appends anything: every event
 * written during the run carries (as its correlation id) the request id of a request answered 2xx.
 */

let events: Awaited<ReturnType<typeof openEventCounter>>;
let upstream: Server;

interface Own {
  rodId: string;
  lureId: string;
  consumableId: string;
  locationId: string;
  setupId: string;
  catchId: string;
}
let own: Own;

interface Attempt {
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer> | FormData;
  /** Upstream-backed routes (weather, geocoding) may answer 502 when the fake outside service refuses. */
  upstream?: boolean;
  /** A bad photo must be refused with one of these statuses (oversized 413, not an image 415/422). */
  refusedWith?: number[];
}

/** The analysis routes (Smart Capture): a photo in, never a write. */
const ANALYSIS_UPLOAD = '/api/gear/analyze-image';
const ANALYSIS_JSON = '/api/analyze-product';
/** A small real JPEG as a data URL: the base body of POST /api/analyze-product. */
let photoDataUrl = '';

const consumableInput = { name: 'Worms', brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 };

/** A body each write route accepts from its owner: the base the generator breaks field by field. */
function validBody(route: ApiRoute): Record<string, unknown> | null {
  const bodies: Record<string, Record<string, unknown>> = {
    'POST /api/gear': { name: 'Rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 10, notes: 'n' },
    'PUT /api/gear/:id': { name: 'Rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 10, notes: 'n' },
    'POST /api/brands': { name: 'Brand', category: 'fishing' },
    'POST /api/brands/:brandId/models': { name: 'Model', gearTypeId: 2 },
    'POST /api/consumables': consumableInput,
    'PUT /api/consumables/:id': consumableInput,
    'POST /api/gear/:id/consumables': { consumableId: own.consumableId, quantityUsed: 1, notes: 'n' },
    'POST /api/gear/:id/spool': { consumableId: own.consumableId, lineType: 'braid', amountUsed: 1, spooledAt: '2026-01-01T00:00:00.000Z', leader: 'l', notes: 'n' },
    'POST /api/storage-locations': { name: 'Box', capacity: 3, isPortable: true, description: 'd' },
    'PUT /api/storage-locations/:id': { name: 'Box', capacity: 3, isPortable: true, description: 'd' },
    'POST /api/storage-locations/:id/gear': { gearId: own.lureId, quantity: 2, notes: 'n' },
    'POST /api/setups': { name: 'Setup', rodId: own.rodId, lureId: own.lureId, notes: 'n' },
    'PUT /api/setups/:id': { name: 'Setup', rodId: own.rodId, lureId: own.lureId, notes: 'n' },
    'POST /api/catches': { species: 'Bass', date: '2026-05-01', weight: 2, length: 40, location: 'Cove', coordinates: { lat: 45, lon: 7 }, notes: 'n', gearId: own.rodId },
    'PUT /api/catches/:id': { species: 'Bass', date: '2026-05-01', weight: 2, length: 40, location: 'Cove', notes: 'n' },
    'POST /api/catches/import': { rows: [{ species: 'Bass', date: '2026-05-01' }] },
    [`POST ${ANALYSIS_JSON}`]: { imageData: photoDataUrl },
    // Wrong passwords: every variation is refused (422), so the run changes and deletes nothing.
    'POST /api/account/password': { currentPassword: 'not-the-password', newPassword: 'another-secret-1' },
    'POST /api/account/delete': { password: 'not-the-password', confirmation: 'mallory' },
  };
  return bodies[`${route.method} ${route.path}`] ?? null;
}

function ownId(route: ApiRoute, param: string): string {
  if (param === 'brandId') return 'shimano';
  if (param === 'typeId') return '1';
  if (param === 'gearId') return own.lureId;
  const byResource: Record<string, string> = {
    gear: own.rodId,
    consumables: own.consumableId,
    'storage-locations': own.locationId,
    setups: own.setupId,
    catches: own.catchId,
  };
  return byResource[route.path.split('/')[2] ?? ''] ?? randomUUID();
}

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

/** Values of the wrong type or shape for any field. */
const BAD_VALUES: unknown[] = [
  null, true, false, 0, -1, 1.5, -1e308, 1e308, 2 ** 53 + 1, '', ' ', 'x'.repeat(100_000), '\u0000', '\uD800', '<script>alert(1)</script>',
  '../../etc/passwd', "' OR 1=1 --", '{"$gt":""}', { $gt: '' }, [], [1, 2], {}, { nested: { deeper: [1] } }, 'NaN', '1e999', '2026-13-45',
  '0x10', ' 1 ', '١٢٣', '🎣'.repeat(300), 'null', Array.from({ length: 2000 }, (_, i) => i),
];

/** Path parameter values: traversal, encodings, huge, odd. */
const BAD_IDS = [
  '..', '..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2f', '....//....//', '%00', 'a%00b', '%FF%FE', '%C3%28', 'x'.repeat(5000), "'%20OR%201=1",
  '-1', '0', 'null', 'undefined', '__proto__', 'constructor', '%F0%9F%8E%A3', 'NaN', '1e999', '00000000-0000-0000-0000-000000000000',
  randomUUID().toUpperCase(), `${randomUUID()}x`, '%252e%252e%252f', 'C:%5CWindows', '%20',
];

/** Raw bodies that are not the JSON object the route wants. */
const RAW_BODIES: Array<{ label: string; body: string | Uint8Array<ArrayBuffer>; type?: string }> = [
  { label: 'truncated JSON', body: '{"name": ' },
  { label: 'JSON null', body: 'null' },
  { label: 'JSON number', body: '42' },
  { label: 'JSON string', body: '"x"' },
  { label: 'JSON array', body: '[]' },
  { label: 'JSON array of objects', body: '[{"name":"x"}]' },
  { label: 'deep array 10k', body: deep(10_000) },
  { label: 'deep object 5k', body: deepObject(5_000) },
  { label: 'deep array 100', body: deep(100) },
  { label: 'proto pollution', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}},"name":"x","typeId":1}' },
  { label: 'bad UTF-8 bytes', body: new Uint8Array([0x7b, 0x22, 0x6e, 0x61, 0x6d, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]) },
  { label: 'lone surrogate escape', body: '{"name":"\\ud800","typeId":1}' },
  { label: 'NUL bytes', body: '{"name":"a\u0000b","typeId":1}' },
  { label: 'huge string > body limit', body: JSON.stringify({ name: 'x'.repeat(400_000) }) },
  { label: 'many keys', body: JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))) },
  { label: 'duplicate keys', body: '{"name":"a","name":{"x":1},"typeId":1,"typeId":"1"}' },
  { label: 'BOM', body: '\uFEFF{"name":"x"}' },
  { label: 'empty', body: '' },
  { label: 'whitespace', body: '   ' },
  { label: 'text/plain', body: '{"name":"x","typeId":1}', type: 'text/plain' },
  { label: 'xml', body: '<gear><name>x</name></gear>', type: 'application/xml' },
  { label: 'form', body: 'name=x&typeId=1', type: 'application/x-www-form-urlencoded' },
  { label: 'bogus multipart', body: '--b\r\nContent-Disposition: form-data; name="image"; filename="x.jpg"\r\n\r\nnot an image\r\n--b--', type: 'multipart/form-data; boundary=b' },
  { label: 'multipart without boundary', body: 'abc', type: 'multipart/form-data' },
  { label: 'json charset latin1', body: '{"name":"x","typeId":1}', type: 'application/json; charset=latin1' },
  { label: 'json charset bogus', body: '{"name":"x","typeId":1}', type: 'application/json; charset=utf-99' },
  { label: 'gzip lie', body: '{"name":"x"}', type: 'application/json+gzip' },
];

/** Query strings for reads: wrong types, repeated keys, huge, bad encodings. */
const BAD_QUERIES = [
  'query=%FF', 'query=%C3%28', `query=${'x'.repeat(20_000)}`, 'query=a&query=b', 'query[]=a', 'query[a]=b', 'q=%00', 'lat=abc&lon=1', 'lat=1e999&lon=1', 'lat=91&lon=0',
  'lat=0&lon=181', 'lat=&lon=', 'lat=1&lat=2&lon=3', 'lat[]=1&lon=2', 'limit=-1', 'limit=1e9', 'limit=abc', 'page=-5', 'from=notadate&to=2026-99-99',
  'gearTypeId=abc', 'typeId=%27', 'sort=__proto__', 'x-tackle-position=abc', '__proto__[admin]=1', 'constructor[prototype][admin]=1', 'date=2026-02-30',
  'year=abc', 'search=%2e%2e%2f', `species=${'🎣'.repeat(500)}`, 'a=%', '%', '%%%', 'lat=0x10&lon=0b1', 'q=a&limit=0', 'q=&limit=5', 'expectedRevision=abc',
  'expectedRevision=-1', 'expectedRevision=1.5', 'expectedRevision[]=1',
];

/** Headers that break read-your-writes or the API's content negotiation. */
const BAD_HEADERS: Array<Record<string, string>> = [
  { 'x-tackle-position': 'abc' },
  { 'x-tackle-position': '-1' },
  { 'x-tackle-position': '1e999' },
  { 'x-tackle-position': '99999999999999999999' },
  { 'x-tackle-position': '9007199254740993' },
  { 'x-request-id': 'x'.repeat(500) },
  { 'x-request-id': '../../etc' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'br;q=bogus, *;q=nan' },
  { 'if-match': '"bogus"' },
];

async function jpeg(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: '#3a7d44' } }).jpeg().toBuffer();
}

function multipart(field: string, bytes: Uint8Array, type: string, name: string): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** Refusals a bad photo may get: too large (413), not an image we take (415), unreadable (422). */
const PHOTO_REFUSALS = [413, 415, 422];

/** Files that are not a photo we take, or too large; `refusedWith` unless the default fits. */
async function badFiles(): Promise<Array<{ label: string; bytes: Uint8Array; type: string; name: string; refusedWith?: number[] }>> {
  const valid = await jpeg(40, 30);
  const oversized = new Uint8Array(11 * 1024 * 1024);
  oversized.set(valid.subarray(0, 3));
  return [
    { label: 'text as jpeg', bytes: Buffer.from('not an image at all'), type: 'image/jpeg', name: 'x.jpg' },
    { label: 'svg with script', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), type: 'image/svg+xml', name: 'x.svg' },
    { label: 'html', bytes: Buffer.from('<html><script>alert(1)</script></html>'), type: 'text/html', name: 'x.html' },
    // An empty file is a malformed upload (400) or "not an image" (415).
    { label: 'empty file', bytes: new Uint8Array(0), type: 'image/jpeg', name: 'x.jpg', refusedWith: [400, 415] },
    { label: 'truncated jpeg', bytes: valid.subarray(0, 200), type: 'image/jpeg', name: 'x.jpg' },
    { label: 'jpeg header only', bytes: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]), type: 'image/jpeg', name: 'x.jpg' },
    { label: 'oversized', bytes: oversized, type: 'image/jpeg', name: 'big.jpg', refusedWith: [413] },
    { label: 'exe', bytes: Buffer.from('MZ\x90\x00'), type: 'application/octet-stream', name: 'x.exe' },
    { label: 'gif polyglot', bytes: Buffer.from('GIF89a/*<script>alert(1)</script>*/'), type: 'image/gif', name: 'x.gif' },
    { label: 'pixel bomb header', bytes: Buffer.from('89504e470d0a1a0a0000000d49484452000fffff000fffff0802000000', 'hex'), type: 'image/png', name: 'x.png' },
    // A well-formed PNG claiming 100 000 x 100 000 pixels: refused from its header, never decoded.
    {
      label: 'pixel bomb',
      bytes: Buffer.from('89504e470d0a1a0a0000000d49484452000186a0000186a0080200000027309c9f0000000b49444154789c6360800100000a00017f80745e0000000049454e44ae426082', 'hex'),
      type: 'image/png',
      name: 'x.png',
      refusedWith: [413],
    },
    { label: 'pdf', bytes: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), type: 'application/pdf', name: 'x.pdf' },
  ];
}

/** POST /api/analyze-product takes the photo as a data URL in JSON: the same bad files, plus bad data URLs. */
async function dataUrlAttempts(path: string): Promise<Attempt[]> {
  const json = { 'content-type': 'application/json' };
  const attempt = (label: string, imageData: string, refusedWith?: number[]): Attempt => ({
    label: `data URL ${label}`,
    method: 'POST',
    path,
    headers: json,
    body: JSON.stringify({ imageData }),
    ...(refusedWith ? { refusedWith } : {}),
  });
  const attempts = (await badFiles()).map((f) =>
    attempt(f.label, `data:${f.type};base64,${Buffer.from(f.bytes).toString('base64')}`, f.refusedWith ?? PHOTO_REFUSALS),
  );
  const text = Buffer.from('not an image at all').toString('base64');
  attempts.push(
    attempt('bare base64 of text', text, PHOTO_REFUSALS),
    attempt('no type', `data:;base64,${text}`, PHOTO_REFUSALS),
    attempt('not base64', 'data:image/jpeg,<svg onload=alert(1)>'),
    attempt('type with parameters', `data:image/jpeg;charset=utf-8;base64,${text}`),
    attempt('javascript URL', 'javascript:alert(1)'),
    attempt('remote URL', 'https://example.invalid/photo.jpg'),
    attempt('file URL', 'file:///etc/passwd'),
    attempt('just the prefix', 'data:image/jpeg;base64,'),
    attempt('padding only', '===='),
    attempt('upper-case type', `DATA:IMAGE/JPEG;BASE64,${text}`, PHOTO_REFUSALS),
    // Over the 8 MB photo cap: refused by the schema (413) or, beyond the body limit, by the body parser (413).
    attempt('just over the cap', `data:image/jpeg;base64,${'A'.repeat(8 * 1024 * 1024 + 1)}`, [413]),
  );
  attempts.push({ label: 'data URL as multipart', method: 'POST', path, body: multipart('image', await jpeg(40, 30), 'image/jpeg', 'x.jpg') });
  return attempts;
}

async function uploadAttempts(route: ApiRoute, path: string): Promise<Attempt[]> {
  const field = route.path === '/api/catches/photos' ? CATCH_PHOTO_FIELD : GEAR_IMAGE_FIELD;
  const valid = await jpeg(40, 30);
  const files = await badFiles();
  // Earlier attempts may have deleted the owned thing a route names (a DELETE with an ignored body): 404 then.
  const gone = route.params.length > 0 ? [404] : [];
  const attempts: Attempt[] = files.map((f) => ({
    label: `upload ${f.label}`,
    method: 'POST',
    path,
    body: multipart(field, f.bytes, f.type, f.name),
    refusedWith: [...(f.refusedWith ?? PHOTO_REFUSALS), ...gone],
  }));
  attempts.push({ label: 'upload traversal filename', method: 'POST', path, body: multipart(field, valid, 'image/jpeg', '../../../etc/passwd') });
  attempts.push({ label: 'upload wrong field', method: 'POST', path, body: multipart('other', valid, 'image/jpeg', 'x.jpg') });
  attempts.push({ label: 'upload two files', method: 'POST', path, body: (() => { const f = multipart(field, valid, 'image/jpeg', 'a.jpg'); f.append(field, new Blob([new Uint8Array(valid)]), 'b.jpg'); return f; })() });
  attempts.push({ label: 'upload as JSON', method: 'POST', path, body: '{"image":"data:image/jpeg;base64,AAAA"}', headers: { 'content-type': 'application/json' } });
  return attempts;
}

/** The generated set: every route times every applicable kind of malformation. */
async function generate(): Promise<Attempt[]> {
  const attempts: Attempt[] = [];
  for (const route of apiRoutes()) {
    const upstreamBacked = route.path.startsWith('/api/weather') || route.path.startsWith('/api/geocode');
    const ownPath = fillPath(route.path, Object.fromEntries(route.params.map((p) => [p, ownId(route, p)])));
    const json = { 'content-type': 'application/json' };
    const base = validBody(route);
    const isUpload = route.path.endsWith('/image') || route.path === '/api/catches/photos' || route.path === ANALYSIS_UPLOAD;

    // Path parameters: every bad id in every position.
    for (const param of route.params) {
      for (const bad of BAD_IDS) {
        const path = route.path.replace(`:${param}`, bad).replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => ownId(route, name));
        attempts.push({ label: `${param}=${bad.slice(0, 30)}`, method: route.method, path, headers: base ? json : {}, body: base ? JSON.stringify(base) : undefined });
      }
    }
    if (isUpload) attempts.push(...(await uploadAttempts(route, ownPath)));
    if (route.path === ANALYSIS_JSON) attempts.push(...(await dataUrlAttempts(ownPath)));
    if (route.method === 'GET' || route.method === 'DELETE') {
      for (const query of BAD_QUERIES) attempts.push({ label: `?${query.slice(0, 40)}`, method: route.method, path: `${ownPath}?${query}`, upstream: upstreamBacked });
      for (const headers of BAD_HEADERS) attempts.push({ label: `header ${JSON.stringify(headers).slice(0, 40)}`, method: route.method, path: `${ownPath}?lat=1&lon=1&q=x`, headers, upstream: upstreamBacked });
      // A body on a delete is ignored or refused, never a crash (fetch sends none on GET).
      if (route.method === 'DELETE') for (const raw of RAW_BODIES) attempts.push({ label: `body ${raw.label}`, method: route.method, path: ownPath, headers: { 'content-type': raw.type ?? 'application/json' }, body: raw.body, upstream: upstreamBacked });
      continue;
    }
    // Writes: raw malformed bodies, then every field of a valid body replaced by every bad value.
    for (const raw of RAW_BODIES) attempts.push({ label: `body ${raw.label}`, method: route.method, path: ownPath, headers: { 'content-type': raw.type ?? 'application/json' }, body: raw.body });
    for (const headers of BAD_HEADERS.slice(0, 5)) attempts.push({ label: `header ${JSON.stringify(headers)}`, method: route.method, path: ownPath, headers: { ...json, ...headers }, body: '{"bad":' });
    if (!base) continue;
    for (const field of [...Object.keys(base), 'expectedRevision', 'id', 'userId']) {
      for (const value of BAD_VALUES) {
        attempts.push({ label: `${field}=${JSON.stringify(value)?.slice(0, 30)}`, method: route.method, path: ownPath, headers: json, body: JSON.stringify({ ...base, [field]: value }) });
      }
    }
    for (const field of Object.keys(base)) {
      const { [field]: _dropped, ...rest } = base;
      attempts.push({ label: `without ${field}`, method: route.method, path: ownPath, headers: json, body: JSON.stringify(rest) });
    }
  }
  return attempts;
}

/** A fake outside world that always fails, so nothing leaves this machine and failures are quick. */
const fakeUrl = () => `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

beforeAll(async () => {
  upstream = createServer((_, res) => {
    res.statusCode = 500;
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => (upstream ? upstream.close(() => resolve()) : resolve()));
});

const h = apiHarness(() => ({ env: { OPEN_METEO_URL: fakeUrl(), NOMINATIM_URL: fakeUrl(), OPENWEATHER_URL: fakeUrl() } }));
const [mallory] = signedIn(h, 'mallory');

beforeAll(async () => {
  events = await openEventCounter(h.dataDir);
  await h.catalogReady(mallory);
  const { id: rodId } = await h.addGear(mallory, { name: 'Rod', typeId: 1 });
  const { id: lureId } = await h.addGear(mallory, { name: 'Lure', typeId: 3 });
  const { id: consumableId } = await h.addConsumable(mallory, consumableInput);
  const { id: locationId } = await h.addStorageLocation(mallory, { name: 'Box', capacity: 50 });
  const { id: setupId } = await h.addSetup(mallory, { name: 'Setup', rodId });
  const { id: catchId } = await h.addCatch(mallory, { species: 'Bass', date: '2026-05-01' });
  own = { rodId, lureId, consumableId, locationId, setupId, catchId };
  photoDataUrl = `data:image/jpeg;base64,${(await jpeg(40, 30)).toString('base64')}`;
}, 60_000);

afterAll(async () => {
  await events?.close();
});

describe('input suite: generated malformed requests across every endpoint', () => {
  it('answers every one without a 5xx, keeps running, and writes only for accepted requests', async () => {
    const attempts = await generate();
    expect(attempts.length).toBeGreaterThanOrEqual(5000);
    const startPosition = await events.head();
    const accepted = new Set<string>();
    const serverErrors: string[] = [];
    const wrongRefusals: string[] = [];
    const statusCounts = new Map<number, number>();
    let next = 0;
    const worker = async () => {
      while (next < attempts.length) {
        const index = next++;
        const attempt = attempts[index]!;
        const requestId = `input-${index}`;
        let status: number;
        let text = '';
        try {
          const res = await fetch(`${h.base}${attempt.path}`, {
            method: attempt.method,
            headers: { authorization: `Bearer ${mallory.token}`, 'x-request-id': requestId, ...attempt.headers },
            body: attempt.body,
          });
          status = res.status;
          text = await res.text();
        } catch (error) {
          // The server hanging up on an oversized upload is a refusal, not a crash: checked below.
          status = -1;
          text = String(error);
        }
        statusCounts.set(status, (statusCounts.get(status) ?? 0) + 1);
        if (status >= 200 && status < 300) accepted.add(requestId);
        const upstreamFailure = attempt.upstream && (status === 502 || status === 503) && /bad_gateway|unavailable/.test(text);
        if ((status >= 500 && !upstreamFailure) || status === -1) serverErrors.push(`${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label}] -> ${status} ${text.slice(0, 120)}`);
        else if (attempt.refusedWith && !attempt.refusedWith.includes(status)) wrongRefusals.push(`${attempt.method} ${attempt.path.slice(0, 80)} [${attempt.label}] -> ${status} ${text.slice(0, 120)}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));

    expect(serverErrors).toEqual([]);
    expect(wrongRefusals).toEqual([]);
    // Still alive and answering.
    expect((await h.call(mallory, 'GET', '/api/gear')).status).toBe(200);
    // No partial writes: every event of the run belongs to a request that was answered 2xx.
    const written = await events.store.readAll(startPosition, 1_000_000);
    const orphans = written.filter((e) => !accepted.has(e.metadata.correlationId)).map((e) => `${e.type} by ${e.metadata.correlationId}`);
    expect(orphans).toEqual([]);
    console.info(`input suite: ${attempts.length} requests, statuses ${JSON.stringify(Object.fromEntries(statusCounts))}, ${written.length} events from ${accepted.size} accepted`);
  }, 180_000);
});
