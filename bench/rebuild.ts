/**
 * Rebuild benchmark (issue 20): how fast each projection builds its read model from position 0,
 * alone and all together as the product runs them, on a seeded event store (bench/seed.ts). Every
 * run writes into a fresh read store (SQLite, as the single-machine product) in this process, so
 * the figure is the projection runner's and the read store's, without process start-up. While all
 * projections rebuild together, the event loop's delay is sampled: it is how long an HTTP request
 * arriving during the rebuild would wait before the product starts on it.
 *
 *   node --import tsx bench/rebuild.ts      (4 users × (2,500 gear + 1,000 consumables + 5,000 catches); writes bench/RESULTS-rebuild.md)
 *   BENCH_USERS, BENCH_GEAR, BENCH_CONSUMABLES, BENCH_CATCHES scale it; BENCH_DATA_DIR keeps the seeded store;
 *   BENCH_PROJECTIONS=gear-list-v3,catch-list runs only those; BENCH_TOGETHER_ONLY=1 skips the one-by-one runs.
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  InProcessBus,
  ProjectionProgress,
  runProjection,
  SqliteEventStore,
  SqliteReadStore,
  sliceProjections,
  sliceQueryIndexes,
  type Projection,
} from '../services/platform/src';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { slices } from '../services/gateway/src/routers';
import { envNumber, runLine, writeResultsSection } from './lib';
import { headOf, seedEventStore, stopAllScripts } from './seed';

const USERS = envNumber('BENCH_USERS', 4);
const PER_USER = { gear: envNumber('BENCH_GEAR', 2_500), consumables: envNumber('BENCH_CONSUMABLES', 1_000), catches: envNumber('BENCH_CATCHES', 5_000) };
const PORT = envNumber('BENCH_PORT', 5125);

interface Run {
  name: string;
  seconds: number;
  /** CPU time of this process meanwhile (all threads): less sensitive to the machine's other load. */
  cpuSeconds: number;
  eventsPerSecond: number;
  loopDelayP99Ms?: number;
  loopDelayMaxMs?: number;
  /** Bytes this process wrote to disk meanwhile (Linux /proc/self/io; null elsewhere): the read store's log and pages. */
  writtenBytes: number | null;
  /** All together: the documents the projections wrote, by collection (each write the store committed). */
  documents?: Map<string, number>;
}

/** Bytes written to storage by this process so far (Linux), else null. */
function writtenSoFar(): number | null {
  try {
    const match = /^write_bytes: (\d+)$/m.exec(readFileSync('/proc/self/io', 'utf8'));
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Builds `projections` from zero into a fresh read store; answers the time until all reach `head`. */
async function rebuild(eventsFile: string, projections: Projection[], head: number, sampleLoop: boolean): Promise<Omit<Run, 'name' | 'eventsPerSecond'>> {
  const dir = tempDataDir('tackle-bench-rebuild-');
  const events = new SqliteEventStore(eventsFile);
  const reads = new SqliteReadStore(join(dir.dir, 'read-models.sqlite'));
  const bus = new InProcessBus(events);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  // All together, the writes are counted by collection as the batches commit (a map increment a
  // write, well under a percent of the run): what the rebuild's time is spent writing.
  const documents = sampleLoop ? new Map<string, number>() : undefined;
  if (documents) {
    const commitBatch = reads.commitBatch.bind(reads);
    reads.commitBatch = (writes, checkpoint) => {
      for (const write of writes) documents.set(write.collection, (documents.get(write.collection) ?? 0) + 1);
      return commitBatch(writes, checkpoint);
    };
  }
  try {
    // As the product does: the read side's query shapes are indexed before the projections run.
    await reads.ensureIndexes(sliceQueryIndexes(slices));
    const progress = new ProjectionProgress();
    if (sampleLoop) loop.enable();
    const started = performance.now();
    const cpuStarted = process.cpuUsage();
    const writtenBefore = writtenSoFar();
    const subscriptions = [];
    for (const projection of projections) subscriptions.push(await runProjection({ projection, bus, store: reads, progress }));
    if (!(await progress.waitFor(head, 3_600_000))) throw new Error('rebuild did not finish within an hour');
    // Caught up includes the query indexes a rebuild builds once it has (decision 150; a runner
    // without them answers no `caughtUp`).
    await Promise.all(subscriptions.map((subscription: { caughtUp?: Promise<void> }) => subscription.caughtUp));
    // Done when it is committed: the store's shared transaction may still be open (it commits every
    // second while projections catch up). Clearing an unused collection commits it at once.
    await reads.clear('bench-commit');
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuStarted);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const writtenAfter = writtenSoFar();
    const writtenBytes = writtenBefore === null || writtenAfter === null ? null : writtenAfter - writtenBefore;
    loop.disable();
    for (const subscription of subscriptions) await subscription.stop();
    return { seconds, cpuSeconds, writtenBytes, documents, ...(sampleLoop ? { loopDelayP99Ms: loop.percentile(99) / 1e6, loopDelayMaxMs: loop.max / 1e6 } : {}) };
  } finally {
    await bus.close();
    await reads.close();
    await events.close();
    dir.remove();
  }
}

/** The all-together run's documents by collection, most first, with the whole per event. */
function documentLines(documents: Map<string, number>, head: number): string[] {
  const total = [...documents.values()].reduce((sum, count) => sum + count, 0);
  const per = (count: number) => (count / head).toFixed(2);
  return [
    `Documents written by all together, by collection: ${total.toLocaleString('en-US')} for ${head.toLocaleString('en-US')} events (${per(total)} an event).`,
    '',
    '| collection | documents | per event |',
    '|---|---:|---:|',
    ...[...documents].sort((a, b) => b[1] - a[1]).map(([collection, count]) => `| ${collection} | ${count.toLocaleString('en-US')} | ${per(count)} |`),
    '',
  ];
}

async function main() {
  const keep = process.env.BENCH_DATA_DIR;
  const temp = keep ? null : tempDataDir('tackle-bench-rebuild-data-');
  const dataDir = keep ? resolve(keep) : temp!.dir;
  const issuer = await startTestIssuer();
  try {
    const marker = await seedEventStore({ dataDir, users: USERS, perUser: PER_USER, port: PORT, issuer });
    const head = await headOf(dataDir);
    const eventsFile = join(dataDir, 'events.sqlite');
    const only = process.env.BENCH_PROJECTIONS?.split(',').filter(Boolean);
    const projections = sliceProjections(slices).filter((projection) => !only || only.includes(projection.name));
    const runs: Run[] = [];
    const load = loadavg()[0]!;
    for (const projection of process.env.BENCH_TOGETHER_ONLY ? [] : projections) {
      const run = await rebuild(eventsFile, [projection], head, false);
      runs.push({ name: projection.name, ...run, eventsPerSecond: head / run.seconds });
      process.stderr.write(`${projection.name}: ${Math.round(head / run.seconds)} events/s, ${run.cpuSeconds.toFixed(2)} CPU s\n`);
    }
    const together = await rebuild(eventsFile, projections, head, true);
    runs.push({ name: `all ${projections.length} together`, ...together, eventsPerSecond: head / together.seconds });

    const lines = [
      '',
      runLine(load),
      `Data: ${USERS} users × (${PER_USER.gear} gear + ${PER_USER.consumables} consumables + ${PER_USER.catches} catches) = ${marker.seeded} seeded events; ${head} events in the store (the built-in catalog included).`,
      'Each row builds from position 0 into a fresh SQLite read store in one process (no start-up); events/s = events in the store / time until the checkpoint reaches the head.',
      '',
      '| projection | seconds | events/s | CPU seconds | events per CPU second | MB written | event-loop delay p99 / max (ms) |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...runs.map((run) => `| ${run.name} | ${run.seconds.toFixed(2)} | ${Math.round(run.eventsPerSecond).toLocaleString('en-US')} | ${run.cpuSeconds.toFixed(2)} | ${Math.round(head / run.cpuSeconds).toLocaleString('en-US')} | ${run.writtenBytes === null ? '' : Math.round(run.writtenBytes / 1e6)} | ${run.loopDelayP99Ms === undefined ? '' : `${run.loopDelayP99Ms.toFixed(0)} / ${run.loopDelayMaxMs!.toFixed(0)}`} |`),
      '',
      ...documentLines(together.documents ?? new Map(), head),
    ];
    // The latest run's section; the other sections and the notes under its table stay.
    writeResultsSection('bench/RESULTS-rebuild.md', ['# Rebuild benchmark (bench/rebuild.ts)', ''], '## Latest run of bench/rebuild.ts', lines);
  } finally {
    await stopAllScripts();
    await issuer.close();
    temp?.remove();
  }
}

await main();
