import type Router from '@koa/router';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHttpApp, createLogger, loadConfig, type AppState, type Config, type ReadStore } from '@tackle/platform';
import { parseAnswer } from '@tackle/test-support';
import { startFakeUpstreams, type FakeUpstreams } from '@tackle/test-support/fake-upstreams';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ConditionsDeps } from '../deps';

/** A real Koa app with one conditions router and a signed-in caller, on a free port. */
export async function serveRouter(router: Router<AppState>, options: { signedIn?: boolean } = {}) {
  const app = createHttpApp(createLogger({ level: 'silent' }), { trustProxy: false });
  app.use(async (ctx, next) => {
    if (options.signedIn !== false) ctx.state.user = { id: 'angler-1', username: 'angler' };
    await next();
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  const server: Server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    async get(path: string) {
      const started = Date.now();
      const { status, body, text } = await parseAnswer(await fetch(`${base}${path}`));
      return { status, body, text, ms: Date.now() - started };
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function depsFor(env: Record<string, string>): ConditionsDeps {
  const config: Config = loadConfig({ PORT: '0', PUBLIC_URL: 'http://tackle.test', LOG_LEVEL: 'silent', ...env });
  return { config, readStore: null as unknown as ReadStore };
}

/**
 * For the enclosing suite: fake upstream services (reset after each test) and `serve`, which is
 * `serveRouter` with the server closed after the test. Read `fake` inside tests.
 */
export function upstreamsForSuite() {
  let fake: FakeUpstreams | null = null;
  const servers: Array<{ close(): Promise<void> }> = [];
  beforeAll(async () => {
    fake = await startFakeUpstreams();
  });
  afterEach(async () => {
    fake?.reset();
    for (const server of servers.splice(0)) await server.close();
  });
  afterAll(async () => {
    await fake?.close();
  });
  return {
    get fake(): FakeUpstreams {
      if (!fake) throw new Error('the fake upstreams are not started yet');
      return fake;
    },
    async serve(router: Router<AppState>, options: { signedIn?: boolean } = {}) {
      const served = await serveRouter(router, options);
      servers.push(served);
      return served;
    },
  };
}
