import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, vi } from 'vitest';
import { checkAnswer } from './api-contract';
import { decodeJwt, signIn } from './oidc-client';
import { startProductProcess } from './product-process';
import { startTestIssuer, tempDataDir, type TestIssuer } from './test-issuer';

/** A signed-in user: the account's id (the token's `sub`), its username and its access token. */
export interface TestUser {
  id: string;
  username: string;
  token: string;
}

export interface Answer {
  status: number;
  body: any;
  /** The answer as text (the body before parsing). */
  text: string;
  headers: Headers;
}

/** What every command answers: the new stream's id, the event's position and the stream's revision. */
export interface Created {
  id: string;
  position: number;
  revision: number;
}

export interface ApiHarnessOptions {
  /** Adds or overrides the product's configuration (fake upstream URLs, keys, PUBLIC_URL). */
  env?: Record<string, string>;
  /**
   * Who issues the tokens. 'embedded' (the default): the product's own identity provider; users
   * register and sign in through the API. 'test-issuer': an outside test token issuer
   * (`h.issuer`) whose tokens tests can forge (wrong audience, expired, missing claims).
   */
  identity?: 'embedded' | 'test-issuer';
}

/** An answer's status, body (JSON when it parses) and headers. */
export async function parseAnswer(res: Response): Promise<Answer> {
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body, text, headers: res.headers };
}

const PASSWORD = 'tight-lines-42';

/**
 * The real product, started as the single-machine process (`services/gateway/src/main.ts`) on a
 * fresh data dir: what the API tests drive over HTTP. By default it runs its embedded identity
 * provider and `user(name)` registers an account through the authorization code + PKCE flow, as
 * the shell does; with `identity: 'test-issuer'` a test token issuer is its OIDC provider instead.
 * Calls carry the user's bearer token (null: none).
 */
export async function startApiHarness(options: ApiHarnessOptions = {}) {
  const mode = options.identity ?? 'embedded';
  const testIssuer: TestIssuer | null = mode === 'test-issuer' ? await startTestIssuer() : null;
  const data = tempDataDir();
  const env = {
    DATA_DIR: data.dir,
    ...(testIssuer ? { OIDC_ISSUER: testIssuer.issuer, OIDC_AUDIENCE: testIssuer.audience } : {}),
    ...options.env,
  };
  let product = await startProductProcess(env);
  const base = product.base;
  const publicUrl = (options.env?.PUBLIC_URL ?? base).replace(/\/+$/, '');

  /**
   * A new user named `name` plus a short suffix (usernames are unique), signed in: through the
   * embedded provider's register flow, or with a token of the test issuer.
   */
  async function user(name: string): Promise<TestUser> {
    const username = `${name}-${randomBytes(3).toString('hex')}`;
    if (testIssuer) {
      const id = randomUUID();
      return { id, username, token: await testIssuer.token({ id, username }) };
    }
    const { tokens } = await signIn({ url: base }, { username, password: PASSWORD }, 'register', publicUrl);
    const sub = decodeJwt(tokens.access_token).payload.sub;
    if (typeof sub !== 'string' || !sub) throw new Error(`the access token of ${username} carries no sub`);
    return { id: sub, username, token: tokens.access_token };
  }

  /** Several users at once: `const [alice, bob] = await h.users('alice', 'bob')`. */
  const users = <const Names extends readonly string[]>(...names: Names) =>
    Promise.all(names.map(user)) as Promise<{ -readonly [K in keyof Names]: TestUser }>;

  const authorization = (user: TestUser | null): Record<string, string> => (user ? { authorization: `Bearer ${user.token}` } : {});

  async function call(user: TestUser | null, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...authorization(user),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = await parseAnswer(res);
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
    const res = await fetch(`${base}${path}`, { method: 'POST', headers: authorization(user), body: form });
    const answer = await parseAnswer(res);
    checkAnswer('POST', path, answer.status, answer.body);
    return answer;
  }

  /** Newest position each user has written, per user, as the shell's API client remembers it. */
  const seen = new Map<string, number>();
  const remember = (user: TestUser, position: unknown) => {
    if (typeof position === 'number') seen.set(user.id, Math.max(seen.get(user.id) ?? 0, position));
  };

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
    if (user && method !== 'GET' && answer.status < 300) remember(user, answer.body?.position);
    return answer;
  }

  /** A GET that waits for the read models to include `position` (as the shell does after a write). */
  const getAfter = (user: TestUser, path: string, position: number) =>
    call(user, 'GET', path, undefined, { 'x-tackle-position': String(position) });

  /**
   * Every page of a paged list (`path` with its `limit` and parameters; each next page adds the
   * `X-Next-Cursor` cursor), read after `position`: the items in order and the distinct
   * `X-Total-Count` values the pages gave.
   */
  async function pages<T>(user: TestUser, path: string, position: number): Promise<{ items: T[]; totals: string[] }> {
    const items: T[] = [];
    const totals = new Set<string>();
    let url: string | null = path;
    for (let page = 0; url; page += 1) {
      if (page > 100) throw new Error('the pages never end');
      const answer = await getAfter(user, url, position);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status} ${answer.text}`);
      items.push(...(answer.body as T[]));
      totals.add(answer.headers.get('x-total-count') ?? 'none');
      const cursor = answer.headers.get('x-next-cursor');
      url = cursor ? `${path}&cursor=${cursor}` : null;
    }
    return { items, totals: [...totals] };
  }

  /** The item with `id` in the list at `path`, read after `position` (or after the user's newest write). */
  async function item(user: TestUser, path: string, id: string, position = seen.get(user.id)) {
    const list = position ? await getAfter(user, path, position) : await call(user, 'GET', path);
    if (!Array.isArray(list.body)) throw new Error(`GET ${path} answered ${list.status} ${list.text}`);
    return list.body.find((entry: { id: string }) => entry.id === id);
  }

  /** POSTs through the API; throws with the answer unless it is 201; remembers the position. */
  async function create(user: TestUser, path: string, input: unknown): Promise<Created> {
    const created = await shellCall(user, 'POST', path, input);
    if (created.status !== 201) throw new Error(`POST ${path} answered ${created.status} ${created.text}`);
    return created.body as Created;
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
    dataDir: data.dir,
    /** The test token issuer (identity: 'test-issuer' only): for tests about tokens themselves. */
    get issuer(): TestIssuer {
      if (!testIssuer) throw new Error("the harness runs the embedded identity provider: start it with identity: 'test-issuer' to forge tokens");
      return testIssuer;
    },
    user,
    users,
    call,
    shellCall,
    upload,
    getAfter,
    pages,
    item,
    addGear: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/gear', input),
    addConsumable: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/consumables', input),
    addCatch: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/catches', input),
    addStorageLocation: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/storage-locations', input),
    addSetup: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/setups', input),
    addTrip: (user: TestUser, input: Record<string, unknown>) => create(user, '/api/trips', input),
    catalogReady,
    /** Stops the product (SIGTERM: it drains and closes its stores) and starts it again on the same data and port. */
    async restart() {
      await product.stop();
      product = await startProductProcess(env, { port: Number(new URL(base).port) });
    },
    async close() {
      await product.stop();
      await testIssuer?.close();
      data.remove();
    },
  };
}

export type ApiHarness = Awaited<ReturnType<typeof startApiHarness>>;

/**
 * Starts the harness before the file's (or describe block's) tests and closes it after them. The
 * handle answers like the harness once it has started: `const h = apiHarness();` at the top,
 * then `h.call(...)` in hooks and tests. Options known only later (a fake upstream's URL, started
 * in an earlier `beforeAll`) come from a function called at start.
 */
export function apiHarness(options: ApiHarnessOptions | (() => ApiHarnessOptions) = {}): ApiHarness {
  let started: ApiHarness | undefined;
  beforeAll(async () => {
    started = await startApiHarness(typeof options === 'function' ? options() : options);
  }, 90_000);
  afterAll(async () => {
    await started?.close();
  });
  return new Proxy({} as ApiHarness, {
    get(_, key) {
      if (!started) throw new Error(`the API harness has not started yet (reading ${String(key)})`);
      return Reflect.get(started, key) as unknown;
    },
  });
}

/**
 * Users who register and sign in before the tests (in a `beforeAll` after the harness's), filled in
 * place: `const [alice, bob] = signedIn(h, 'alice', 'bob');` beside `const h = apiHarness();`.
 */
export function signedIn<const Names extends readonly string[]>(h: ApiHarness, ...names: Names): { -readonly [K in keyof Names]: TestUser } {
  const users = names.map(() => ({}) as TestUser);
  beforeAll(async () => {
    const signed = await h.users(...names);
    signed.forEach((user, index) => Object.assign(users[index]!, user));
  });
  return users as { -readonly [K in keyof Names]: TestUser };
}
