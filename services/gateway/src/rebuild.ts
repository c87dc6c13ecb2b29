/*
 * `npm run rebuild -- <projection>`: rebuilds one projection of the single-machine product from
 * position 0 (its collections and checkpoint dropped, the log replayed), leaving the others alone,
 * and prints its progress and the time left (docs/decisions/127-batched-rebuilds-and-group-commit.md).
 *
 * - Tackle running on DATA_DIR: the product is asked to do it (a request in the data dir, then
 *   SIGUSR2), so one process writes the read models; it keeps answering meanwhile (reads marked
 *   stale until the projection is back). This command follows the projection's checkpoint.
 * - Nothing running there: the rebuild runs here, holding the data dir, so that Tackle started in
 *   the meantime refuses to start instead of writing the same read model.
 */
import {
  ConfigError,
  dataDirHolder,
  holdDataDir,
  InProcessBus,
  loadConfig,
  openEventStore,
  openReadStore,
  ProjectionProgress,
  rebuildProgressLine,
  rebuildRequested,
  requestRebuild,
  resetProjection,
  runProjection,
  sliceProjections,
  sliceQueryIndexes,
  type Config,
  type Projection,
} from '@tackle/platform';
import { slices } from './routers';

/** How long a running product may take to pick the request up. */
const TAKE_TIMEOUT_MS = 15_000;
const REPORT_EVERY_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Prints `line` over the previous one on a terminal, one per line elsewhere (logs, pipes). */
function report(line: string, last = false) {
  if (process.stdout.isTTY) process.stdout.write(`\r\x1b[2K${line}${last ? '\n' : ''}`);
  else console.log(line);
}

async function eventHead(config: Config): Promise<number> {
  const events = await openEventStore({ ...config, eventStoreGroupCommit: false });
  try {
    return await events.headPosition();
  } finally {
    await events.close();
  }
}

/** The product running on the data dir rebuilds; this follows its checkpoint up to today's head. */
async function askTheProduct(config: Config, projection: Projection, pid: number): Promise<void> {
  requestRebuild(config.dataDir, projection.name);
  process.kill(pid, 'SIGUSR2');
  console.log(`Tackle is running on ${config.dataDir} (process ${pid}): asked it to rebuild ${projection.name}; it keeps answering meanwhile.`);
  const asked = Date.now();
  while (rebuildRequested(config.dataDir, projection.name)) {
    if (Date.now() - asked > TAKE_TIMEOUT_MS) {
      throw new Error(`The running product (process ${pid}) did not take the request within ${TAKE_TIMEOUT_MS / 1000} s; restart it and ask again.`);
    }
    await sleep(100);
  }
  const target = await eventHead(config);
  const reads = await openReadStore(config);
  const started = performance.now();
  try {
    for (;;) {
      if (dataDirHolder(config.dataDir)?.pid !== pid) {
        throw new Error(`Tackle (process ${pid}) stopped before ${projection.name} was rebuilt; it goes on from where it was when Tackle starts again.`);
      }
      const position = await reads.getCheckpoint(projection.name);
      const line = rebuildProgressLine(projection.name, { position, target, elapsedSeconds: (performance.now() - started) / 1000 });
      if (position >= target) return report(line, true);
      report(line);
      await sleep(REPORT_EVERY_MS);
    }
  } finally {
    await reads.close();
  }
}

/** Nothing runs on the data dir: rebuild here, holding it. */
async function rebuildHere(config: Config, projection: Projection): Promise<void> {
  const release = holdDataDir(config.dataDir, 'rebuild');
  const events = await openEventStore({ ...config, eventStoreGroupCommit: false });
  const reads = await openReadStore(config);
  const bus = new InProcessBus(events);
  try {
    const target = await events.headPosition();
    // The read side's query shapes indexed first, as the product does: the rebuild keeps them.
    await reads.ensureIndexes(sliceQueryIndexes(slices));
    await resetProjection(reads, projection);
    console.log(`Rebuilding ${projection.name} on ${config.dataDir} from position 0 (Tackle is not running there; it will not start until this has finished).`);
    const progress = new ProjectionProgress();
    const started = performance.now();
    const subscription = await runProjection({ projection, bus, store: reads, progress });
    const line = () => rebuildProgressLine(projection.name, { position: progress.current(), target, elapsedSeconds: (performance.now() - started) / 1000 });
    while (progress.current() < target) {
      report(line());
      await progress.waitFor(target, REPORT_EVERY_MS);
    }
    // Done once the query indexes left out while it caught up are built too (decision 150).
    await subscription.caughtUp;
    report(line(), true);
    await subscription.stop();
  } finally {
    await bus.close();
    await reads.close();
    await events.close();
    release();
  }
}

async function main(): Promise<number> {
  const name = process.argv[2];
  const projections = sliceProjections(slices);
  const projection = projections.find((candidate) => candidate.name === name);
  if (!projection) {
    console.error(`${name ? `There is no projection named '${name}'.` : 'Name the projection to rebuild: npm run rebuild -- <projection>'}`);
    console.error(`Projections: ${projections.map((candidate) => candidate.name).join(', ')}`);
    return 2;
  }
  const config = loadConfig();
  if (config.services) {
    console.error('The rebuild command works on the single-machine data dir; the service URLs set here name a distributed deployment.');
    return 2;
  }
  const holder = dataDirHolder(config.dataDir);
  if (holder?.role === 'rebuild') {
    console.error(`A rebuild (process ${holder.pid}) is already running on ${config.dataDir}; wait for it to finish.`);
    return 1;
  }
  if (holder) await askTheProduct(config, projection, holder.pid);
  else await rebuildHere(config, projection);
  console.log(`${projection.name} is rebuilt.`);
  return 0;
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
