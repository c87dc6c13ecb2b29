/*
 * The distributed topology on one machine: every service as its own Node process, the gateway in
 * front, the SQLite event store and read store shared on disk, NATS JetStream as the bus.
 * Used by `scripts/start-distributed.ts` (and so by `npm run e2e:distributed`) and by the
 * multi-process tests.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The services in start order; `api` ones are routed to by the gateway through their URL variable. */
export const SERVICES = [
  { name: 'identity', urlVariable: 'IDENTITY_URL', entry: 'services/identity/src/main.ts' },
  { name: 'inventory', urlVariable: 'INVENTORY_URL', entry: 'services/inventory/src/main.ts' },
  { name: 'catches', urlVariable: 'CATCHES_URL', entry: 'services/catches/src/main.ts' },
  { name: 'queries', urlVariable: 'QUERIES_URL', entry: 'services/queries/src/main.ts' },
  { name: 'conditions', urlVariable: 'CONDITIONS_URL', entry: 'services/conditions/src/main.ts' },
  { name: 'projections', urlVariable: null, entry: 'services/projections/src/main.ts' },
  { name: 'relay', urlVariable: null, entry: 'services/relay/src/main.ts' },
] as const;

export type ServiceName = (typeof SERVICES)[number]['name'] | 'gateway';

export interface TopologyOptions {
  /** Gateway port (default 5105). */
  port?: number;
  /** First service port; services take consecutive ports (default 5111). */
  servicePortBase?: number;
  publicUrl?: string;
  dataDir: string;
  natsUrl: string;
  /** JetStream stream and subject prefix; unique per run so runs sharing a server never mix. */
  natsStream: string;
  natsSubjectPrefix: string;
  /** Extra environment for every process (OIDC_ISSUER, OPEN_METEO_URL, LOG_LEVEL, ...). */
  env?: Record<string, string>;
  /** Where child output goes (default: prefixed lines on stderr). */
  log?: (service: ServiceName, line: string) => void;
  /** Per-process readiness timeout (default 60 s). */
  readyTimeoutMs?: number;
}

export interface RunningProcess {
  name: ServiceName;
  url: string;
  child: ChildProcess;
}

export interface Topology {
  url: string;
  processes: Map<ServiceName, RunningProcess>;
  /** Stops one process gracefully (SIGTERM, then SIGKILL after 15 s). */
  stopProcess(name: ServiceName): Promise<void>;
  /** Starts a stopped process again with the same settings and waits until it is ready. */
  startProcess(name: ServiceName): Promise<void>;
  /** Everything, gateway first. */
  stop(): Promise<void>;
  /** Resolves with the first process that exits without being asked to. */
  crashed: Promise<{ name: ServiceName; code: number | null; signal: NodeJS.Signals | null }>;
}

export function uniqueNatsNames(label = 'run'): { stream: string; subjectPrefix: string } {
  const id = `${label}${randomBytes(4).toString('hex')}`;
  return { stream: `TACKLE_${id}`, subjectPrefix: `tackle_${id}.events` };
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`exited (${child.exitCode ?? child.signalCode}) before it was ready`);
    try {
      const response = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      last = `${response.status} ${await response.text()}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not ready after ${timeoutMs} ms (${last})`);
}

export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const port = options.port ?? 5105;
  const base = options.servicePortBase ?? 5111;
  const publicUrl = (options.publicUrl ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const log = options.log ?? ((service, line) => process.stderr.write(`[${service}] ${line}\n`));
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const outsideProvider = Boolean(options.env?.OIDC_ISSUER);
  const services = SERVICES.filter((s) => !(outsideProvider && s.name === 'identity'));

  const common: Record<string, string> = {
    PUBLIC_URL: publicUrl,
    DATA_DIR: options.dataDir,
    NATS_URL: options.natsUrl,
    NATS_STREAM: options.natsStream,
    NATS_SUBJECT_PREFIX: options.natsSubjectPrefix,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  const serviceUrl = new Map<string, string>();
  services.forEach((service, i) => serviceUrl.set(service.name, `http://127.0.0.1:${base + i}`));

  const specs = new Map<ServiceName, { entry: string; env: Record<string, string>; url: string }>();
  services.forEach((service, i) => {
    specs.set(service.name, {
      entry: service.entry,
      url: serviceUrl.get(service.name)!,
      // Services sit behind the gateway: trust its X-Forwarded-* headers.
      env: { ...common, PORT: String(base + i), TRUST_PROXY: '1' },
    });
  });
  const gatewayEnv: Record<string, string> = { ...common, PORT: String(port) };
  for (const service of services)
    if (service.urlVariable) gatewayEnv[service.urlVariable] = serviceUrl.get(service.name)!;
  specs.set('gateway', { entry: 'services/gateway/src/main.ts', env: gatewayEnv, url: `http://127.0.0.1:${port}` });

  const processes = new Map<ServiceName, RunningProcess>();
  const stopping = new Set<ServiceName>();
  let reportCrash: (crash: { name: ServiceName; code: number | null; signal: NodeJS.Signals | null }) => void = () =>
    undefined;
  const crashed = new Promise<{ name: ServiceName; code: number | null; signal: NodeJS.Signals | null }>(
    (r) => (reportCrash = r),
  );

  const spawnProcess = (name: ServiceName): RunningProcess => {
    const spec = specs.get(name)!;
    const child = spawn(process.execPath, ['--import', 'tsx', spec.entry], {
      cwd: repoRoot,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) createInterface({ input: stream }).on('line', (line) => log(name, line));
    }
    child.once('exit', (code, signal) => {
      if (!stopping.has(name)) reportCrash({ name, code, signal });
    });
    const running = { name, url: spec.url, child };
    processes.set(name, running);
    return running;
  };

  const stopProcess = async (name: ServiceName) => {
    const running = processes.get(name);
    if (!running) return;
    stopping.add(name);
    const { child } = running;
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    }
    processes.delete(name);
    stopping.delete(name);
  };

  const startProcess = async (name: ServiceName) => {
    const running = spawnProcess(name);
    try {
      await waitReady(running.url, running.child, readyTimeoutMs);
    } catch (error) {
      throw new Error(`${name}: ${(error as Error).message}`);
    }
  };

  const stop = async () => {
    await stopProcess('gateway');
    await Promise.all(services.map((service) => stopProcess(service.name)));
  };

  try {
    // Services in parallel (each waits for its own readiness), then the gateway in front of them.
    await Promise.all(services.map((service) => startProcess(service.name)));
    await startProcess('gateway');
  } catch (error) {
    await stop();
    throw error;
  }

  return { url: publicUrl, processes, stopProcess, startProcess, stop, crashed };
}
