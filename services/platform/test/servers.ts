import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type * as Testcontainers from 'testcontainers';

/**
 * Outside servers for the adapter contract suites: the one named by an environment variable, else a
 * throw-away container started with testcontainers when a Docker engine answers, else nothing (the
 * suite is then skipped, loudly, never counted as passed).
 */
interface ExternalServer {
  url: string;
  source: string;
  stop(): Promise<void>;
}

type ServerLookup = { server: ExternalServer } | { skipped: string };

/** Where a Docker engine would listen, per testcontainers' own search order (env, then sockets). */
function dockerEndpoint(): { socketPath: string } | { host: string; port: number } | null {
  const fromEnv = process.env.DOCKER_HOST;
  if (fromEnv) {
    if (fromEnv.startsWith('unix://')) return { socketPath: fromEnv.slice('unix://'.length) };
    const url = new URL(fromEnv.replace(/^tcp:/, 'http:'));
    return { host: url.hostname, port: Number(url.port || 2375) };
  }
  const candidates = [
    '/var/run/docker.sock',
    join(homedir(), '.docker/run/docker.sock'),
    join(homedir(), '.docker/desktop/docker.sock'),
  ];
  if (process.env.XDG_RUNTIME_DIR)
    candidates.push(
      join(process.env.XDG_RUNTIME_DIR, 'docker.sock'),
      join(process.env.XDG_RUNTIME_DIR, 'podman/podman.sock'),
    );
  const socketPath = candidates.find((path) => existsSync(path));
  return socketPath ? { socketPath } : null;
}

/** True when a Docker engine answers `GET /_ping` within `timeoutMs` (keeps skipping suites fast). */
async function dockerAnswers(timeoutMs = 1_500): Promise<boolean> {
  const endpoint = dockerEndpoint();
  if (!endpoint) return false;
  return new Promise<boolean>((resolve) => {
    const req = request({ ...endpoint, path: '/_ping', method: 'GET', timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve(false));
    req.end();
  });
}

/**
 * The server `envName` names, else a throw-away container that `start` starts (with the
 * testcontainers module) when a Docker engine answers, else the reason the suite is skipped.
 */
async function outsideServer(
  what: string,
  envName: string,
  start: (testcontainers: typeof Testcontainers) => Promise<{ container: Testcontainers.StartedTestContainer; url: string }>,
): Promise<ServerLookup> {
  const named = process.env[envName];
  if (named) return { server: { url: named, source: envName, stop: async () => undefined } };
  if (!(await dockerAnswers())) {
    return { skipped: `skipped: no ${what} (${envName} is not set and no Docker engine answers for testcontainers)` };
  }
  try {
    const { container, url } = await start(await import('testcontainers'));
    return {
      server: {
        url,
        source: 'testcontainers',
        stop: async () => {
          await container.stop();
        },
      },
    };
  } catch (error) {
    return { skipped: `skipped: no ${what} (testcontainers could not start one: ${(error as Error).message})` };
  }
}

export async function eventStoreDbServer(): Promise<ServerLookup> {
  return outsideServer('EventStoreDB', 'EVENTSTORE_URL', async ({ GenericContainer, Wait }) => {
    const container = await new GenericContainer(process.env.EVENTSTORE_IMAGE ?? 'eventstore/eventstore:24.10')
      .withEnvironment({
        EVENTSTORE_INSECURE: 'true',
        EVENTSTORE_MEM_DB: 'true',
        EVENTSTORE_CLUSTER_SIZE: '1',
        EVENTSTORE_RUN_PROJECTIONS: 'None',
        EVENTSTORE_START_STANDARD_PROJECTIONS: 'false',
      })
      .withExposedPorts(2113)
      .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCodeMatching((code) => code >= 200 && code < 300))
      .withStartupTimeout(120_000)
      .start();
    return { container, url: `esdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false` };
  });
}

export async function mongoServer(): Promise<ServerLookup> {
  return outsideServer('MongoDB', 'MONGO_URL', async ({ GenericContainer, Wait }) => {
    const container = await new GenericContainer(process.env.MONGO_IMAGE ?? 'mongo:7')
      .withExposedPorts(27017)
      .withWaitStrategy(Wait.forLogMessage(/Waiting for connections/))
      .withStartupTimeout(120_000)
      .start();
    return { container, url: `mongodb://${container.getHost()}:${container.getMappedPort(27017)}` };
  });
}
