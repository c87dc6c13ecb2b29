import Koa from 'koa';
import { afterAll, beforeAll } from 'vitest';
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
interface ServerOptions {
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
}

export async function startServer(options: ServerOptions): Promise<TestServer> {
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

/**
 * A server on its own temporary data dir for the enclosing suite: started before its tests, closed
 * and its data dir removed after them. The handle reads the started server, so use it inside tests.
 */
export function serverForSuite(options: Omit<ServerOptions, 'dataDir'> = {}): TestServer {
  let started: { server: TestServer; data: ReturnType<typeof tempDataDir> } | null = null;
  beforeAll(async () => {
    const data = tempDataDir();
    started = { data, server: await startServer({ ...options, dataDir: data.dir }) };
  });
  afterAll(async () => {
    await started?.server.close();
    started?.data.remove();
  });
  const server = (): TestServer => {
    if (!started) throw new Error('the suite server is not started yet');
    return started.server;
  };
  return {
    get url() {
      return server().url;
    },
    get identity() {
      return server().identity;
    },
    get app() {
      return server().app;
    },
    get eventStore() {
      return server().eventStore;
    },
    get dataDir() {
      return server().dataDir;
    },
    close: () => server().close(),
  };
}

export * from '@tackle/test-support/oidc-client';
