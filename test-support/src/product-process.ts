import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const GATEWAY_MAIN = join(repoRoot, 'services/gateway/src/main.ts');
const START_TIMEOUT_MS = 60_000;

/** A port nobody listens on right now (the OS picks it; the product binds it a moment later). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

export interface ProductProcess {
  base: string;
  child: ChildProcess;
  /** SIGTERM, then wait for the process to exit (it drains and closes its stores first). */
  stop(): Promise<void>;
}

/**
 * Starts the product the way `npm start` serves it (the single-machine gateway in its own Node
 * process) and waits until it answers. Its output is kept and shown if it fails to start. A restart
 * passes the port it had, so its issuer URL, and so the tokens it signed, stay valid.
 */
export async function startProductProcess(env: Record<string, string>, options: { port?: number } = {}): Promise<ProductProcess> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', GATEWAY_MAIN], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      // Tests register their users from 127.0.0.1 (decision 097); the product's default is 10.
      REGISTRATIONS_PER_HOUR: '10000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(chunk.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const deadline = Date.now() + START_TIMEOUT_MS;
  let up = false;
  while (!up) {
    const state = await Promise.race([exited.then(() => 'exited' as const), waitForAnswer(`${base}/app-config.json`)]);
    if (state === 'exited') throw new Error(`the product exited while starting:\n${output.join('')}`);
    up = state;
    if (!up && Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the product did not answer within ${START_TIMEOUT_MS / 1000} s:\n${output.join('')}`);
    }
  }

  return {
    base,
    child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** True once `url` answers at all; false after a refused connection (retried by the caller). */
async function waitForAnswer(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    await new Promise<void>((done) => setTimeout(done, 100));
    return false;
  }
}
