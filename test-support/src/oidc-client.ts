import { createHash, randomBytes } from 'node:crypto';

/*
 * An OIDC client as the browser is one, for tests: a cookie jar, redirects followed by hand, and the
 * authorization code + PKCE flow of the shell against the embedded provider (sign in through the API).
 */

/** A tiny cookie jar: name -> value/path, RFC 6265 path matching, deletions honoured. */
class CookieJar {
  private readonly cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      let path = '/';
      let expired = value === '';
      for (const attribute of attributes) {
        const [key = '', attrValue = ''] = attribute.split('=');
        if (key.toLowerCase() === 'path') path = attrValue;
        if (key.toLowerCase() === 'expires' && Date.parse(attrValue) <= Date.now()) expired = true;
        if (key.toLowerCase() === 'max-age' && Number(attrValue) <= 0) expired = true;
      }
      const key = `${name}|${path}`;
      if (expired) this.cookies.delete(key);
      else this.cookies.set(key, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    const out: string[] = [];
    for (const [key, { value, path }] of this.cookies) {
      const matches = pathname === path || (pathname.startsWith(path) && (path.endsWith('/') || pathname[path.length] === '/'));
      if (matches) out.push(`${key.slice(0, key.indexOf('|'))}=${value}`);
    }
    return out.join('; ');
  }

  /** The value of cookie `name` (any path), as a test copies it into another jar. */
  get(name: string): { value: string; path: string } | undefined {
    for (const [key, cookie] of this.cookies) if (key.slice(0, key.indexOf('|')) === name) return cookie;
    return undefined;
  }

  set(name: string, cookie: { value: string; path: string }): void {
    this.cookies.set(`${name}|${cookie.path}`, cookie);
  }

  list(): Array<{ name: string; path: string }> {
    return [...this.cookies.keys()].map((key) => {
      const [name = '', path = ''] = key.split('|');
      return { name, path };
    });
  }
}

export class Browser {
  readonly jar = new CookieJar();
  constructor(readonly base: string) {}

  async request(pathOrUrl: string, init: RequestInit = {}): Promise<Response> {
    const url = new URL(pathOrUrl, this.base).href;
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  postJson(path: string, body: unknown): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }
}


export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export function decodeJwt(token: string): { header: Record<string, unknown>; payload: Record<string, unknown> } {
  const [header = '', payload = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>,
    payload: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>,
  };
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  id_token?: string;
  token_type: string;
  expires_in: number;
  scope?: string;
}

/** Starts an authorization request and walks to the interaction; returns its uid and the PKCE verifier. */
export async function startAuthorization(browser: Browser, server: { url: string }, publicUrl = server.url, extra: Record<string, string> = {}) {
  const { verifier, challenge } = pkce();
  const params = new URLSearchParams({
    client_id: 'tackle-shell',
    response_type: 'code',
    redirect_uri: `${publicUrl}/auth/callback`,
    scope: 'openid profile email',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
    resource: `${publicUrl}/api`,
    ...extra,
  });
  const start = await browser.request(`/idp/auth?${params}`);
  if (start.status !== 303) throw new Error(`authorization start answered ${start.status}: ${await start.text()}`);
  const interactionUrl = start.headers.get('location')!;
  const uid = /\/idp\/interaction\/([^/?]+)$/.exec(new URL(interactionUrl, server.url).pathname)?.[1];
  if (!uid) throw new Error(`unexpected interaction location ${interactionUrl}`);
  return { uid, interactionUrl, verifier, state: params.get('state')!, redirectUri: params.get('redirect_uri')! };
}

/** Follows `redirectTo` through the provider until it lands on the client's redirect URI. */
export async function followToCallback(browser: Browser, redirectTo: string, redirectUri: string): Promise<URL> {
  let location = redirectTo;
  for (let hops = 0; hops < 5; hops += 1) {
    if (location.startsWith(redirectUri)) return new URL(location);
    const response = await browser.request(location);
    if (response.status < 300 || response.status >= 400) {
      throw new Error(`expected a redirect from ${location}, got ${response.status}: ${await response.text()}`);
    }
    location = new URL(response.headers.get('location')!, location).href;
  }
  throw new Error('too many redirects');
}

export async function tokenRequest(server: { url: string }, form: Record<string, string>): Promise<Response> {
  return fetch(`${server.url}/idp/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
}

/** The whole code + PKCE flow: register or log in, follow redirects, exchange the code. */
export async function signIn(
  server: { url: string },
  credentials: { username: string; password: string },
  mode: 'register' | 'login' = 'register',
  publicUrl = server.url,
): Promise<{ tokens: Tokens; browser: Browser }> {
  const browser = new Browser(server.url);
  const { uid, verifier, state, redirectUri } = await startAuthorization(browser, server, publicUrl);
  const submit = await browser.postJson(`/idp/interaction/${uid}/${mode}`, credentials);
  if (submit.status !== (mode === 'register' ? 201 : 200)) throw new Error(`${mode} answered ${submit.status}: ${await submit.text()}`);
  const { redirectTo } = (await submit.json()) as { redirectTo: string };
  const callback = await followToCallback(browser, redirectTo, redirectUri);
  if (callback.searchParams.get('state') !== state) throw new Error('state mismatch');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code in ${callback.href}`);
  const response = await tokenRequest(server, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: 'tackle-shell',
    code_verifier: verifier,
    resource: `${publicUrl}/api`,
  });
  if (response.status !== 200) throw new Error(`token answered ${response.status}: ${await response.text()}`);
  return { tokens: (await response.json()) as Tokens, browser };
}
