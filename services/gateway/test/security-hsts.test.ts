import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@tackle/platform';
import { apiHarness, signedIn, tempDataDir } from '@tackle/test-support';
import { startDistributedGateway } from '../src/distributed';

/**
 * Strict-Transport-Security (issue 16, finding 7; decision 096): sent on every answer when the
 * site is served over https (PUBLIC_URL https://…), in both gateway modes; never over http.
 */

const HSTS = 'max-age=31536000; includeSubDomains';

let stub: Server;
let stubUrl: string;

beforeAll(async () => {
  // Distributed mode's services: present, answering no routes.
  stub = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(req.url === '/_service/routes' ? { service: 'stub', routes: [] } : { status: 'ok' }));
  });
  await new Promise<void>((done) => stub.listen(0, '127.0.0.1', done));
  stubUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((done) => (stub ? stub.close(done) : done(undefined)));
});

describe('single-machine gateway', () => {
  for (const [publicUrl, expected] of [
    ['https://tackle.example.test', HSTS],
    ['http://tackle.example.test', null],
  ] as const) {
    describe(`PUBLIC_URL ${publicUrl}`, () => {
      const h = apiHarness({ env: { PUBLIC_URL: publicUrl } });
      const [angler] = signedIn(h, 'hsts-angler');

      it(expected ? 'pages, assets, API answers and errors carry HSTS' : 'no answer carries HSTS', async () => {
        const answers = [
          ['/', (await fetch(`${h.base}/`)).headers],
          ['/gear', (await fetch(`${h.base}/gear`)).headers],
          ['/app-config.json', (await fetch(`${h.base}/app-config.json`)).headers],
          ['GET /api/gear', (await h.call(angler, 'GET', '/api/gear')).headers],
          ['GET /api/gear anonymous', (await h.call(null, 'GET', '/api/gear')).headers],
          ['GET /api/nope', (await h.call(angler, 'GET', '/api/nope')).headers],
        ] as const;
        // The other headers are there: the answers went through the security middleware.
        for (const [what, headers] of answers) expect(headers.get('x-content-type-options'), what).toBe('nosniff');
        expect(answers.map(([what, headers]) => [what, headers.get('strict-transport-security')])).toEqual(
          answers.map(([what]) => [what, expected]),
        );
      });
    });
  }
});

describe('distributed gateway', () => {
  for (const [scheme, expected] of [
    ['https', HSTS],
    ['http', null],
  ] as const) {
    it(`PUBLIC_URL ${scheme}: ${expected ? 'HSTS on every answer' : 'no HSTS'}`, async () => {
      const data = tempDataDir('tackle-hsts-');
      const gateway = await startDistributedGateway(
        loadConfig({
          PUBLIC_URL: `${scheme}://tackle.example.test`,
          DATA_DIR: data.dir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          IDENTITY_URL: stubUrl,
          INVENTORY_URL: stubUrl,
          CATCHES_URL: stubUrl,
          QUERIES_URL: stubUrl,
          CONDITIONS_URL: stubUrl,
        }),
      );
      try {
        await gateway.routed;
        const base = `http://127.0.0.1:${(gateway.server.address() as AddressInfo).port}`;
        const paths = ['/healthz', '/app-config.json', '/', '/api/nope'];
        const seen: Array<[string, string | null]> = [];
        for (const path of paths) {
          const res = await fetch(`${base}${path}`);
          expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
          seen.push([path, res.headers.get('strict-transport-security')]);
        }
        expect(seen).toEqual(paths.map((path) => [path, expected]));
      } finally {
        await gateway.close();
        data.remove();
      }
    });
  }
});
