import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { Agent, createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@tackle/platform';
import { DEFAULT_MAP_TILE_URL, mapTileOrigin } from '@tackle/contracts';
import { tempDataDir } from '@tackle/test-support';
import { Browser, signIn, startAuthorization, type Tokens } from '@tackle/test-support/oidc-client';
import { startDistributedGateway, type DistributedGateway } from '../src/distributed';
import { contentSecurityPolicy, withScriptHashes } from '../src/security';

/**
 * Distributed mode (decision 093): the identity service and the query service (which hosts
 * Smart Capture's analysis, decision 084) run as their own Node processes from their real entry
 * points; the routing gateway runs in front of them. The other services are stand-ins publishing
 * empty route manifests: this file is about the identity pages' security headers and the analysis
 * routes, not about the rest (services/platform/test/distributed-topology.test.ts is).
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

interface Child {
  url: string;
  child: ChildProcess;
  output: string[];
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

async function startService(entry: string, env: Record<string, string>): Promise<Child> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', TRUST_PROXY: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    if (stream) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited (${child.exitCode}): ${output.join('\n')}`);
    const ready = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return { url, child, output };
    if (Date.now() > deadline) throw new Error(`${entry} not ready: ${output.join('\n')}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function stopService(service: Child | undefined): Promise<void> {
  if (!service || service.child.exitCode !== null || service.child.signalCode !== null) return;
  const exited = new Promise((done) => service.child.once('exit', done));
  service.child.kill('SIGTERM');
  const timer = setTimeout(() => service.child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

let data: ReturnType<typeof tempDataDir>;
let identity: Child;
let queries: Child;
let stub: Server;
let gateway: DistributedGateway;
let base: string;
let signedIn: { tokens: Tokens; browser: Browser };

beforeAll(async () => {
  data = tempDataDir('tackle-distributed-security-');
  const gatewayPort = await freePort();
  base = `http://127.0.0.1:${gatewayPort}`;
  const common = { PUBLIC_URL: base, DATA_DIR: data.dir };
  // Inventory, catches and conditions: present, answering no routes.
  stub = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url === '/_service/routes' ? { service: 'stub', routes: [] } : { status: 'ok' }));
  });
  await new Promise<void>((done) => stub.listen(0, '127.0.0.1', done));
  const stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  [identity, queries] = await Promise.all([
    startService('services/identity/src/main.ts', common),
    startService('services/queries/src/main.ts', common),
  ]);
  gateway = await startDistributedGateway(
    loadConfig({
      ...common,
      PORT: String(gatewayPort),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      IDENTITY_URL: identity.url,
      INVENTORY_URL: stubUrl,
      CATCHES_URL: stubUrl,
      QUERIES_URL: queries.url,
      CONDITIONS_URL: stubUrl,
    }),
  );
  await gateway.routed;
  signedIn = await signIn({ url: base }, { username: 'distributed_dana', password: 'tight-lines-42' });
}, 180_000);

afterAll(async () => {
  await gateway?.close();
  await Promise.all([stopService(identity), stopService(queries)]);
  await new Promise((done) => (stub ? stub.close(done) : done(undefined)));
  data?.remove();
}, 60_000);

const sitePolicy = () => contentSecurityPolicy({ connectOrigins: [new URL(base).origin], imageOrigins: [mapTileOrigin(DEFAULT_MAP_TILE_URL)] });
const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** The bodies of a page's inline <script> elements. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1]!);
}

function scriptSrc(policy: string): string[] {
  return (
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([name]) => name === 'script-src')
      ?.slice(1) ?? []
  );
}

/** The site's policy plus exactly the hashes of the page's inline scripts; never 'unsafe-inline' for scripts. */
async function expectPagePolicy(response: Response): Promise<string> {
  const html = await response.text();
  const policy = response.headers.get('content-security-policy') ?? '';
  const scripts = inlineScripts(html);
  expect(policy).toBe(withScriptHashes(sitePolicy(), scripts.map(sha256)));
  expect(scriptSrc(policy)).toEqual(["'self'", ...scripts.map(sha256)]);
  expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  return html;
}

describe('distributed mode: the identity pages behind the routing gateway', () => {
  it("the provider's logout confirmation page (no session: oidc-provider's auto-submitting form) allows exactly its inline script", async () => {
    const response = await new Browser(base).request('/idp/session/end');
    expect(response.status).toBe(200);
    const html = await expectPagePolicy(response);
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html).toContain('document.forms[0].submit()');
  });

  it("Tackle's logout page (signed in) allows exactly its inline script, and signing out works", async () => {
    const { tokens, browser } = signedIn;
    const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${base}/` });
    const response = await browser.request(`/idp/session/end?${params}`);
    expect(response.status).toBe(200);
    const html = await expectPagePolicy(response);
    expect(inlineScripts(html)).toHaveLength(1);
    expect(html).toContain('id="op.logoutForm"');
    const action = /action="([^"]+)"/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ xsrf, logout: 'yes' }),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`${base}/`);
  });

  it('pages without an inline script (sign-in screen, sign-in errors) get the site policy unchanged', async () => {
    const error = await fetch(`${base}/idp/auth?client_id=nobody`);
    expect(error.status).toBeGreaterThanOrEqual(400);
    expect(error.headers.get('content-type')).toContain('text/html');
    expect(await expectPagePolicy(error)).toContain('Sign-in problem');
    // The sign-in and sign-up screen is the shell's /auth route, served by the gateway itself.
    const signInScreen = await fetch(`${base}/auth?interaction=x`);
    if (signInScreen.status === 200) await expectPagePolicy(signInScreen);
    else expect(signInScreen.headers.get('content-security-policy')).toBe(sitePolicy());
  });

  it('a client cannot pick the address the identity service throttles by: a forged X-Forwarded-For is not passed on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const browser = new Browser(base);
      const { uid } = await startAuthorization(browser, { url: base });
      const response = await browser.request(`/idp/interaction/${uid}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ username: 'nobody_forging', password: `guess-${i}` }),
      });
      statuses.push(response.status);
    }
    // All six came from 127.0.0.1: the sixth is over the limit for that username and address.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  it('an upstream cannot loosen the policy: only hash sources of its script-src are taken over', async () => {
    const { proxiedPolicy } = await import('../src/security');
    const upstream =
      "default-src *; script-src 'self' 'unsafe-inline' https://evil.test 'sha256-abc=' 'nonce-x'; style-src *";
    expect(proxiedPolicy(sitePolicy(), upstream)).toBe(withScriptHashes(sitePolicy(), ["'sha256-abc='"]));
  });
});

describe('distributed mode: Smart Capture analysis through the gateway (hosted by the query service)', () => {
  const analyse = (body: string, token: string | null, type = 'application/json') =>
    fetch(`${base}/api/analyze-product`, {
      method: 'POST',
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });

  it('answers a photo, refuses anonymous callers, non-images and oversized uploads, and keeps answering', async () => {
    const token = signedIn.tokens.access_token;
    const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7d44' } })
      .jpeg()
      .toBuffer();
    const imageData = `data:image/jpeg;base64,${photo.toString('base64')}`;

    expect((await analyse(JSON.stringify({ imageData }), null)).status).toBe(401);
    const ok = await analyse(JSON.stringify({ imageData }), token);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ type: expect.any(String) });
    // Not an image, whatever the data URL says: 415.
    for (const [type, content] of [['text/html', '<script>'], ['image/jpeg', 'not an image']] as const) {
      const refused = await analyse(JSON.stringify({ imageData: `data:${type};base64,${Buffer.from(content).toString('base64')}` }), token);
      expect(refused.status, type).toBe(415);
    }
    // Over the body limit: the query service refuses it before reading it all; the gateway passes the 413 on.
    const huge = await analyse(
      JSON.stringify({ imageData: `data:image/jpeg;base64,${'A'.repeat(12 * 1024 * 1024)}` }),
      token,
    );
    expect(huge.status).toBe(413);

    const form = (bytes: Uint8Array, type: string) => {
      const f = new FormData();
      f.append('image', new Blob([new Uint8Array(bytes)], { type }), 'x.jpg');
      return f;
    };
    const upload = (body: FormData) =>
      fetch(`${base}/api/gear/analyze-image`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body });
    expect((await upload(form(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'))).status).toBe(
      415,
    );
    const oversized = new Uint8Array(11 * 1024 * 1024);
    oversized.set(photo.subarray(0, 3));
    expect((await upload(form(oversized, 'image/jpeg'))).status).toBe(413);

    // Every process still up, the gateway still routing.
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    expect(identity.child.exitCode).toBeNull();
    expect(queries.child.exitCode).toBeNull();
    expect((await analyse(JSON.stringify({ imageData }), token)).status).toBe(200);
  }, 120_000);

  it('after refusing an upload over the limit, answers the next request on the same connection', async () => {
    const token = signedIn.tokens.access_token;
    // One kept-alive connection for both requests: the refused body must not stall or reset it.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (body: Buffer | null, contentType: string) =>
      new Promise<{ status: number; socket: unknown }>((resolveSend, reject) => {
        const req = httpRequest(
          `${base}/api/analyze-product`,
          { method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-type': contentType } },
          (res) => {
            res.resume();
            res.once('end', () => resolveSend({ status: res.statusCode ?? 0, socket: req.socket }));
          },
        );
        req.once('error', reject);
        req.end(body ?? undefined);
      });
    try {
      const huge = Buffer.from(JSON.stringify({ imageData: `data:image/jpeg;base64,${'A'.repeat(12 * 1024 * 1024)}` }));
      const refused = await send(huge, 'application/json');
      expect(refused.status).toBe(413);
      const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#123456' } }).jpeg().toBuffer();
      const next = await send(Buffer.from(JSON.stringify({ imageData: `data:image/jpeg;base64,${photo.toString('base64')}` })), 'application/json');
      expect(next.status).toBe(200);
    } finally {
      agent.destroy();
    }
  }, 120_000);
});
