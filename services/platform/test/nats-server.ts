import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A nats-server of our own (JetStream, file storage in a temp dir) that a test may stop and start
 * again on the same port and store, unlike the shared one on 4222.
 */
export interface OwnNatsServer {
  url: string;
  port: number;
  /** Kills the server (SIGKILL: no goodbye to clients) and waits until it is gone. */
  kill(): Promise<void>;
  /** Starts it again on the same port with the same store; resolves when it accepts connections. */
  start(): Promise<void>;
  /** Kills it and removes its store. */
  dispose(): Promise<void>;
}

export function natsServerBinary(): string | null {
  const candidates = [
    process.env.NATS_SERVER_BIN,
    '/usr/sbin/nats-server',
    '/usr/bin/nats-server',
    '/usr/local/bin/nats-server',
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const which = spawnSync('sh', ['-c', 'command -v nats-server'], { encoding: 'utf8' });
  return which.status === 0 && which.stdout.trim() ? which.stdout.trim() : null;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function startOwnNatsServer(binary: string): Promise<OwnNatsServer> {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'tackle-nats-'));
  let child: ChildProcess | null = null;

  const start = async () => {
    const proc = spawn(binary, ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir], { stdio: 'ignore' });
    child = proc;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      if (proc.exitCode !== null) throw new Error(`nats-server exited with ${proc.exitCode}`);
      if (await accepts(port)) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('nats-server did not accept connections within 15 s');
  };

  const kill = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return;
    const exited = new Promise<void>((r) => proc.once('exit', () => r()));
    proc.kill('SIGKILL');
    await exited;
  };

  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    port,
    kill,
    start,
    async dispose() {
      await kill();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
}
