import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, createApi, errorMessage, getLatestPosition, resetApiState, serverMessage } from './api';

type Call = { url: string; init: RequestInit };

function stubFetch(responses: Response[]): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error('unexpected fetch');
      return next;
    }),
  );
  return calls;
}

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });

function header(call: Call | undefined, name: string): string | undefined {
  return (call?.init.headers as Record<string, string> | undefined)?.[name];
}

describe('api client', () => {
  beforeEach(() => resetApiState());
  afterEach(() => vi.unstubAllGlobals());

  it("sends the bearer token, asks the server every time (cache: 'no-cache', so the browser revalidates its copy by ETag) and a JSON body", async () => {
    const calls = stubFetch([json({ id: '1' }, { status: 201 })]);
    const api = createApi(async () => 'tok');
    await expect(api.post('/api/gear', { name: 'Rod' })).resolves.toEqual({ id: '1' });
    expect(calls[0]?.init.method).toBe('POST');
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    expect(calls[0]?.init.cache).toBe('no-cache');
    // A Cache-Control request header would make the browser skip its copy instead of revalidating it.
    expect(header(calls[0], 'Cache-Control')).toBeUndefined();
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(calls[0]?.init.body).toBe('{"name":"Rod"}');
  });

  it('remembers the highest X-Tackle-Position and sends it on later requests', async () => {
    const calls = stubFetch([
      json({}, { headers: { 'X-Tackle-Position': '17' } }),
      json({}, { headers: { 'X-Tackle-Position': '9' } }),
      json([]),
    ]);
    const api = createApi(null);
    await api.post('/api/gear', {});
    await api.get('/api/gear');
    expect(getLatestPosition()).toBe('17');
    await api.get('/api/gear');
    expect(header(calls[0], 'X-Tackle-Position')).toBeUndefined();
    expect(header(calls[1], 'X-Tackle-Position')).toBe('17');
    expect(header(calls[2], 'X-Tackle-Position')).toBe('17');
    expect(header(calls[2], 'Authorization')).toBeUndefined();
  });

  it('uses status and status text for server errors', async () => {
    stubFetch([new Response('boom', { status: 503, statusText: 'Service Unavailable' })]);
    const err = await apiRequest(null, '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).message).toBe('503: Service Unavailable');
    expect((err as ApiError).status).toBe(503);
  });

  it("uses the body's message and code for client errors, or the text", async () => {
    stubFetch([
      json({ message: 'Name is required', code: 'validation' }, { status: 400 }),
      new Response('Nope', { status: 404 }),
    ]);
    const a = (await apiRequest(null, '/api/x').catch((e: unknown) => e)) as ApiError;
    expect([a.message, a.status, a.code]).toEqual(['Name is required', 400, 'validation']);
    const b = (await apiRequest(null, '/api/y').catch((e: unknown) => e)) as ApiError;
    expect([b.message, b.status]).toEqual(['Nope', 404]);
  });

  it('parses with a schema and returns undefined for 204', async () => {
    stubFetch([json({ n: 2 }), new Response(null, { status: 204 })]);
    const api = createApi(null);
    await expect(api.get('/api/n', { parse: (d: unknown) => (d as { n: number }).n * 10 })).resolves.toBe(20);
    await expect(api.del('/api/n/1')).resolves.toBeUndefined();
  });

  it('uploads FormData without a JSON content type', async () => {
    const calls = stubFetch([json({ url: '/u/1.jpg' })]);
    const form = new FormData();
    form.append('image', new Blob(['x']), 'a.jpg');
    await createApi(null).upload('/api/upload', form);
    expect(calls[0]?.init.body).toBe(form);
    expect(header(calls[0], 'Content-Type')).toBeUndefined();
  });
});

describe('errorMessage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("says the server's own sentence, 5xx included", async () => {
    stubFetch([
      json(
        { code: 'bad_gateway', message: 'The weather service is having trouble (502). Please try again in a moment.' },
        { status: 502, statusText: 'Bad Gateway' },
      ),
    ]);
    const err = await apiRequest(null, '/api/weather').catch((e: unknown) => e);
    expect(serverMessage(err)).toBe('The weather service is having trouble (502). Please try again in a moment.');
    expect(errorMessage(err, 'fallback')).toBe(
      'The weather service is having trouble (502). Please try again in a moment.',
    );
  });

  it("falls back to the screen's sentence when the server sent none (a proxy page, the network, a parse error)", async () => {
    stubFetch([new Response('<html>Bad Gateway</html>', { status: 502, statusText: 'Bad Gateway' })]);
    const proxied = await apiRequest(null, '/api/weather').catch((e: unknown) => e);
    expect(errorMessage(proxied, 'The weather service is not answering right now.')).toBe(
      'The weather service is not answering right now.',
    );
    expect(errorMessage(new TypeError('Failed to fetch'), 'Try again.')).toBe('Try again.');
    expect(errorMessage(undefined, 'Try again.')).toBe('Try again.');
  });
});

describe('errorMessage', () => {
  it('shows what the server said when it refused the request', () => {
    expect(errorMessage(new ApiError('This gear was changed by someone else', 409), 'Failed to update gear')).toBe(
      'This gear was changed by someone else',
    );
    expect(errorMessage(new ApiError('Name is required', 400), 'Failed to add gear')).toBe('Name is required');
  });

  it("says the server's own sentence for a fault when it wrote one", () => {
    const fault = new ApiError('500: Internal Server Error', 500, 'internal', {
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
    });
    expect(errorMessage(fault, 'Failed to add gear')).toBe('Something went wrong on our side. Please try again.');
  });

  it('falls back for bare server faults, network errors and anything else', () => {
    expect(errorMessage(new ApiError('500: Internal Server Error', 500), 'Failed to add gear')).toBe('Failed to add gear');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to delete gear')).toBe('Failed to delete gear');
    expect(errorMessage(new ApiError('  ', 404), 'Failed to delete gear')).toBe('Failed to delete gear');
    expect(errorMessage(undefined, 'Failed to update gear')).toBe('Failed to update gear');
  });


  it('answers a page of a list with its X-Total-Count and X-Next-Cursor (decision 133)', async () => {
    const calls = stubFetch([
      json([{ id: 'a' }, { id: 'b' }], { headers: { 'X-Total-Count': '250', 'X-Next-Cursor': 'next-1' } }),
      json([{ id: 'c' }], { headers: { 'X-Total-Count': '1' } }),
      json({ message: 'sort must be one of name, type' }, { status: 400 }),
    ]);
    const api = createApi(async () => 'tok');
    const items = { parse: (data: unknown) => data as Array<{ id: string }> };
    await expect(api.getPage('/api/gear?limit=2', items)).resolves.toEqual({ items: [{ id: 'a' }, { id: 'b' }], total: 250, nextCursor: 'next-1' });
    expect(header(calls[0], 'Authorization')).toBe('Bearer tok');
    await expect(api.getPage('/api/gear?q=x&limit=2', items)).resolves.toEqual({ items: [{ id: 'c' }], total: 1, nextCursor: null });
    await expect(api.getPage('/api/gear?sort=colour&limit=2', items)).rejects.toMatchObject({ status: 400, message: 'sort must be one of name, type' });
  });
});
