/*
 * Starts Tackle in distributed mode on this machine: every service as its own process behind the
 * gateway, the SQLite event store and read store shared on disk, NATS JetStream as the bus.
 *
 *   node --import tsx scripts/start-distributed.ts
 *
 * Environment: PORT (gateway, default 5105), PUBLIC_URL, DATA_DIR (default: a fresh temporary dir,
 * removed on exit), NATS_URL (default nats://127.0.0.1:4222), NATS_STREAM / NATS_SUBJECT_PREFIX
 * (default: unique per run, and the stream is deleted on exit), SERVICE_PORT_BASE (default 5111),
 * plus anything the services read (LOG_LEVEL, OIDC_*, OPEN_METEO_URL, ...).
 * Build the front end first (`npm run build`). Stop with Ctrl-C (SIGINT) or SIGTERM.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { connect } from 'nats';
import { startTopology, uniqueNatsNames, type Topology } from './topology';

const port = Number(process.env.PORT ?? 5105);
const natsUrl = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const temporaryData = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR
  ? resolve(process.env.DATA_DIR)
  : mkdtempSync(join(tmpdir(), 'tackle-distributed-'));
const generatedNames = !process.env.NATS_STREAM;
const names = generatedNames
  ? uniqueNatsNames()
  : { stream: process.env.NATS_STREAM!, subjectPrefix: process.env.NATS_SUBJECT_PREFIX ?? 'tackle.events' };

const passThrough: Record<string, string> = {};
for (const [key, value] of Object.entries(process.env)) {
  if (value === undefined) continue;
  if (
    /^(LOG_LEVEL|OIDC_|OPEN_METEO_URL|OPEN_METEO_ARCHIVE_URL|OPENWEATHER_|NOMINATIM_URL|MAP_TILE_URL|VISION_|STATIC_DIR|RELAY_POLL_MS|SHUTDOWN_TIMEOUT_MS)/.test(
      key,
    )
  )
    passThrough[key] = value;
}

async function deleteStream(): Promise<void> {
  if (!generatedNames) return;
  try {
    const nc = await connect({ servers: natsUrl, timeout: 3_000 });
    await (await nc.jetstreamManager()).streams.delete(names.stream).catch(() => false);
    await nc.close();
  } catch {
    // The server is gone: nothing to clean.
  }
}

let topology: Topology | null = null;
let exiting = false;
async function shutdown(code: number): Promise<never> {
  if (!exiting) {
    exiting = true;
    await topology?.stop();
    await deleteStream();
    if (temporaryData) rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(code);
}
process.on('SIGINT', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));

try {
  topology = await startTopology({
    port,
    ...(process.env.SERVICE_PORT_BASE ? { servicePortBase: Number(process.env.SERVICE_PORT_BASE) } : {}),
    ...(process.env.PUBLIC_URL ? { publicUrl: process.env.PUBLIC_URL } : {}),
    dataDir,
    natsUrl,
    natsStream: names.stream,
    natsSubjectPrefix: names.subjectPrefix,
    env: passThrough,
  });
} catch (error) {
  console.error(`start-distributed: ${(error as Error).message}`);
  await shutdown(1);
}

const running = topology!;
console.log(`\n  Tackle (distributed: ${[...running.processes.keys()].join(', ')}) is running at ${running.url}`);
console.log(`  data: ${dataDir}  nats: ${natsUrl} stream ${names.stream} (${names.subjectPrefix}.>)\n`);

const crash = await running.crashed;
// A signal to the whole process group (Ctrl-C, a test runner) stops the children on their own.
if (exiting) await new Promise(() => undefined);
// Exit code 0 is a graceful stop (a signal reached the child first, e.g. sent to the process group).
const graceful = crash.code === 0;
console.error(
  `start-distributed: ${crash.name} ${graceful ? 'stopped' : `exited unexpectedly (${crash.code ?? crash.signal})`}; stopping the rest`,
);
await shutdown(graceful ? 0 : 1);
