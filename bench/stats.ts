/**
 * Statistics at a heavy angler's scale (issue 20: "Statistics and the dashboard answer from
 * projections in constant time"; docs/decisions/140-statistics-in-constant-time.md). In one
 * process, on a SQLite read store in a temporary folder: the statistics projection takes in
 * BENCH_STATS_CATCHES catches of one angler (default 20,000) with the gear and trips of a heavy
 * angler, then
 *
 * - a reader's first read (every summary read and counted: what each read after a write cost
 *   before decision 140, when the figures were worked out again from every summary);
 * - a read after one more catch is logged, edited or deleted (the reader takes in what changed);
 * - a read with nothing changed (the answer held; the baseline of this run).
 *
 * Medians of BENCH_STATS_RUNS reads each. Reported, never asserted.
 *
 *   node --import tsx bench/stats.ts     (npm run bench:stats; writes bench/RESULTS-stats.md)
 */
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { catchInputSchema, gearInputSchema, tripInputSchema } from '@tackle/contracts';
import { SqliteReadStore, type RecordedEvent } from '@tackle/platform';
import { recordedEvent, tempDataDir } from '@tackle/test-support';
import { readStats, statsProjection, statsQueryIndexes } from '../services/features/stats/projection';
import { percentile, runLine, writeResults } from './lib';

const CATCHES = Number(process.env.BENCH_STATS_CATCHES ?? 20_000);
const RUNS = Math.max(1, Number(process.env.BENCH_STATS_RUNS ?? 15));
const USER = 'bench-angler';

let position = 0;
function recorded(streamId: string, type: string, data: object): RecordedEvent {
  position += 1;
  return recordedEvent({ streamId, type, data, revision: 0, position, userId: USER, createdAt: new Date(Date.UTC(2024, 0, 1) + position * 60_000).toISOString() });
}

const SPECIES = ['Largemouth Bass', 'Smallmouth Bass', 'Spotted Bass', 'Crappie', 'Bluegill', 'Walleye', 'Channel Catfish', 'Northern Pike'];
function catchBody(i: number) {
  const day = new Date(Date.UTC(2021, 0, 1) + (i % 1_400) * 86_400_000).toISOString().slice(0, 10);
  return catchInputSchema.parse({
    species: SPECIES[i % SPECIES.length],
    date: `${day}T${String(5 + (i % 14)).padStart(2, '0')}:30`,
    weight: (i % 90) / 10,
    location: `Lake ${i % 120}`,
    depth: i % 35,
    waterTemp: 45 + (i % 40),
    barometerChange: ['Increasing', 'Stable', 'Decreasing'][i % 3],
    bait: `Bait ${i % 150}`,
    rig: `Rig ${i % 25}`,
    quantity: 1 + (i % 3),
  });
}

const median = (values: number[]) => percentile(values, 50);

async function timed(read: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await read();
  return performance.now() - started;
}

async function main() {
  const data = tempDataDir('tackle-bench-stats-');
  const run = runLine();
  const store = new SqliteReadStore(join(data.dir, 'read.sqlite'));
  try {
    await store.ensureIndexes(statsQueryIndexes);
    const apply = async (event: RecordedEvent) => {
      await statsProjection.apply(event, store);
      await store.setCheckpoint(statsProjection.name, event.position);
    };
    const catchIds: string[] = [];
    for (let i = 0; i < CATCHES; i += 1) {
      const catchId = randomUUID();
      catchIds.push(catchId);
      await apply(recorded(`catch-${catchId}`, 'CatchLogged', { catchId, userId: USER, ...catchBody(i), tripId: null, loggedAt: '2026-01-01T00:00:00.000Z' }));
    }
    for (let i = 0; i < 2_000; i += 1) {
      const gearId = randomUUID();
      await apply(recorded(`gear-${gearId}`, 'GearAdded', { gearId, userId: USER, ...gearInputSchema.parse({ name: `Rod ${i}`, typeId: 1 + (i % 3), purchaseCost: 100 + (i % 50) }), addedAt: '2026-01-01T00:00:00.000Z' }));
    }
    for (let i = 0; i < 300; i += 1) {
      const tripId = randomUUID();
      const day = new Date(Date.UTC(2021, 0, 1) + i * 4 * 86_400_000).toISOString().slice(0, 10);
      await apply(recorded(`trip-${tripId}`, 'TripStarted', { tripId, userId: USER, ...tripInputSchema.parse({ name: `Trip ${i}`, startedAt: `${day}T05:00`, endedAt: `${day}T13:00` }), createdAt: '2026-01-01T00:00:00.000Z' }));
    }

    const first: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      // A reader on its own connection holds nothing yet: it reads and counts every summary.
      const reader = new SqliteReadStore(store.file);
      first.push(await timed(() => readStats(reader, USER)));
      await reader.close();
    }
    await readStats(store, USER);
    const afterWrite: number[] = [];
    const unchanged: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const catchId = catchIds[i]!;
      const write =
        i % 3 === 0
          ? recorded(`catch-${randomUUID()}`, 'CatchLogged', { catchId: randomUUID(), userId: USER, ...catchBody(CATCHES + i), tripId: null, loggedAt: '2026-01-01T00:00:00.000Z' })
          : i % 3 === 1
            ? recorded(`catch-${catchId}`, 'CatchUpdated', { catchId, ...catchBody(CATCHES + i), tripId: null, updatedAt: '2026-01-01T00:00:00.000Z' })
            : recorded(`catch-${catchId}`, 'CatchDeleted', { catchId, deletedAt: '2026-01-01T00:00:00.000Z' });
      await apply(write);
      afterWrite.push(await timed(() => readStats(store, USER)));
      unchanged.push(await timed(() => readStats(store, USER)));
    }
    const baseline = median(unchanged);
    const row = (what: string, samples: number[]) => `| ${what} | ${median(samples).toFixed(2)} | ${percentile(samples, 95).toFixed(2)} | ${(median(samples) / baseline).toFixed(1)} |`;
    writeResults('bench/RESULTS-stats.md', [
      '# Statistics at scale (bench/stats.ts)',
      '',
      `${run}; one angler with ${CATCHES.toLocaleString('en-US')} catches, 2,000 gear items and 300 trips, on a SQLite read store; ${RUNS} reads each`,
      '',
      '| read | median ms | p95 ms | × the held answer |',
      '|---|---:|---:|---:|',
      row("a reader's first read (every summary: what each read after a write cost before decision 140)", first),
      row('after one catch logged, edited or deleted (what changed)', afterWrite),
      row('nothing changed (the held answer; baseline)', unchanged),
      '',
    ]);
  } finally {
    await store.close();
    data.remove();
  }
}

await main();
