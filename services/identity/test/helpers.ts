import Koa from 'koa';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventStore, type EventStore } from '@tackle/platform';
import { createIdentity, type Identity } from '../src/index';

export interface TestServer {
  url: string;
  identity: Identity;
  app: Koa;
  eventStore: EventStore;
  dataDir: string;
  close(): Promise<void>;
}

export function tempDataDir(): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'tackle-identity-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * A real HTTP server on 127.0.0.1 with a random port, wired like the gateway: identity middleware,
 * then `/api/user`, then a 404 fallback. `publicUrl` defaults to the server's own URL.
 */
export async function startServer(options: {
  dataDir: string;
  eventStore?: EventStore;
  publicUrl?: string;
  outerKeys?: boolean;
  /** New accounts per address per hour; default 1,000 (suites register many users from 127.0.0.1). */
  registrationsPerHour?: number;
  /** The throttles' clock. */
  now?: () => number;
  /** Trust X-Forwarded-For (ctx.ip), as behind a proxy with TRUST_PROXY=1: tests play many addresses. */
  proxy?: boolean;
}): Promise<TestServer> {
  const app = new Koa();
  app.proxy = options.proxy ?? false;
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const publicUrl = options.publicUrl ?? url;
  const eventStore = options.eventStore ?? new InMemoryEventStore();
  const identity = createIdentity({
    publicUrl,
    issuer: `${publicUrl}/idp`,
    audience: `${publicUrl}/api`,
    dataDir: options.dataDir,
    eventStore,
    registrationsPerHour: options.registrationsPerHour ?? 1_000,
    ...(options.now ? { now: options.now } : {}),
  });
  if (options.outerKeys !== false) app.keys = identity.cookieKeys;
  app.use(identity.middleware);
  app.use(identity.routes);
  app.use(async (ctx) => {
    ctx.status = 404;
    ctx.body = { message: 'Not found', path: ctx.path };
  });
  server.on('request', app.callback());
  return {
    url,
    identity,
    app,
    eventStore,
    dataDir: options.dataDir,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await identity.close();
    },
  };
}

export * from '@tackle/test-support/oidc-client';
