import { vi } from 'vitest';
import { checkAnswer } from './api-contract';
import { startProductProcess } from './product-process';
import { startTestIssuer, tempDataDir, type TestIssuer } from './test-issuer';

export interface TestUser {
  id: string;
  username: string;
}

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

/**
 * The real product, started as the single-machine process (`services/gateway/src/main.ts`) on a
 * fresh data dir, with a test token issuer as its OIDC provider: what the features' API tests
 * drive over HTTP. Calls carry a bearer token for the given user (null: none). `env` adds or
 * overrides the product's configuration (fake upstream URLs, keys).
 */
export async function startApiHarness(env: Record<string, string> = {}) {
  const issuer: TestIssuer = await startTestIssuer();
  const data = tempDataDir();
  const product = await startProductProcess({
    DATA_DIR: data.dir,
    OIDC_ISSUER: issuer.issuer,
    OIDC_AUDIENCE: issuer.audience,
    ...env,
  });
  const base = product.base;

  const parse = async (res: Response): Promise<Answer> => {
    const text = await res.text();
    let body: any = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    return { status: res.status, body, headers: res.headers };
  };

  const authorization = async (user: TestUser | null): Promise<Record<string, string>> =>
    user ? { authorization: `Bearer ${await issuer.token(user)}` } : {};

  async function call(user: TestUser | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(await authorization(user)),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = await parse(res);
    // Every answer must be what docs/api/openapi.json documents for the route.
    checkAnswer(method, path, answer.status, answer.body);
    return answer;
  }

  /** A multipart POST with one file in `field` (default 'image'). */
  async function upload(
    user: TestUser | null,
    path: string,
    file: { bytes: Buffer; name?: string; type?: string } | null,
    field = 'image',
  ) {
    const form = new FormData();
    if (file) form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'image/jpeg' }), file.name ?? 'photo.jpg');
    else form.append('note', 'no file here');
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: await authorization(user), body: form });
    const answer = await parse(res);
    checkAnswer('POST', path, answer.status, answer.body);
    return answer;
  }

  /** Newest position each user has written, per user, as the shell's API client remembers it. */
  const seen = new Map<string, number>();

  /**
   * A call made the way the shell makes it: it sends the newest position the user has written
   * (read-your-writes) and remembers the position of every successful command.
   */
  async function shellCall(user: TestUser | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const position = user ? seen.get(user.id) : undefined;
    const answer = await call(user, method, path, body, {
      ...(position ? { 'x-tackle-position': String(position) } : {}),
      ...headers,
    });
    if (user && method !== 'GET' && answer.status < 300 && typeof answer.body?.position === 'number') {
      seen.set(user.id, Math.max(seen.get(user.id) ?? 0, answer.body.position));
    }
    return answer;
  }

  /** A GET that waits for the read models to include `position` (as the shell does after a write). */
  const getAfter = (user: TestUser, path: string, position: number) =>
    call(user, 'GET', path, undefined, { 'x-tackle-position': String(position) });

  /** Adds gear and answers its id and the command's position. */
  async function addGear(user: TestUser, input: Record<string, unknown>) {
    const created = await call(user, 'POST', '/api/gear', input);
    if (created.status !== 201) throw new Error(`add gear failed: ${created.status} ${JSON.stringify(created.body)}`);
    return created.body as { id: string; position: number; revision: number };
  }

  /** The built-in catalog is appended at start-up; wait until the read side has it. */
  async function catalogReady(user: TestUser) {
    await vi.waitFor(
      async () => {
        const brands = await call(user, 'GET', '/api/brands?query=shimano');
        if (!Array.isArray(brands.body) || !brands.body.some((b: { id: string }) => b.id === 'shimano')) throw new Error('no catalog yet');
        const models = await call(user, 'GET', '/api/models?query=jackall');
        // Jackall's lure types are the last facts the seed records (decision 039).
        if (!Array.isArray(models.body) || !models.body.some((m: { specs?: unknown }) => m.specs)) throw new Error('models not projected yet');
      },
      { timeout: 15_000, interval: 50 },
    );
  }

  return {
    base,
    issuer,
    dataDir: data.dir,
    call,
    shellCall,
    upload,
    getAfter,
    addGear,
    catalogReady,
    async close() {
      await product.stop();
      await issuer.close();
      data.remove();
    },
  };
}

export type ApiHarness = Awaited<ReturnType<typeof startApiHarness>>;
