/**
 * Pairing advice at 1,000 rods × 1,000 reels (issue 20): GET /api/gear/recommendations.
 *
 * 1. In process: `recommendPairings` (buckets of equal traits, top-k in one pass) against the
 *    straightforward form that scores and sorts every pair (`recommendPairingsByScoringEveryPair`,
 *    services/features/gear/test/pairing-reference.ts),
 *    on the same inventory in the same run; both must answer the same list.
 * 2. Through the product: one angler with the same rods and reels (seeded through the API), the
 *    route's time per request (it also reads the 2,000 documents and the angler's units).
 *
 *   npm run bench:pairing                              (1,000 × 1,000; writes bench/RESULTS-pairing.md)
 *   BENCH_RODS=200 BENCH_REELS=200 BENCH_RUNS=5 BENCH_BEFORE_RUNS=1 npm run bench:pairing
 */
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { Gear } from '@tackle/contracts';
import { seededRandom, startTestIssuer, tempDataDir } from '@tackle/test-support';
import { recommendPairings, type PairingGear } from '../services/features/gear/pairing';
import { recommendPairingsByScoringEveryPair } from '../services/features/gear/test/pairing-reference';
import { envNumber, percentile, runLine, waitForUrl, writeResults } from './lib';
import { authHeaders, productEnv, startScript, stopAllScripts } from './seed';

const RODS = envNumber('BENCH_RODS', 1_000);
const REELS = envNumber('BENCH_REELS', 1_000);
const RUNS = envNumber('BENCH_RUNS', 15);
/** The straightforward form takes a second or more a run: fewer runs of it. */
const BEFORE_RUNS = envNumber('BENCH_BEFORE_RUNS', 3);
const PORT = envNumber('BENCH_PORT', 5117);

/** A heavy angler's rods and reels: the details an angler enters, some left out, names that say things. */
export function inventory(rods: number, reels: number) {
  const random = seededRandom(20);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const maybe = <T>(value: T): T | null => (random() < 0.25 ? null : value);
  const rodNames = ['Zodias 7ft MH Casting', 'Mojo Bass', 'Drop shot spinning', 'Trout fly rod 9ft 5wt', 'ZDS72MH', 'Surf 10ft', 'Crankbait glass'];
  const reelNames = ['Stradic FL 2500HG', 'Curado 200K', 'Tatula 150', 'Battle III', 'Fly reel 5wt', 'Cold Water', 'Vanford 3000'];
  const gear: Array<PairingGear & Pick<Gear, 'typeId'>> = [];
  for (let i = 0; i < rods; i++) {
    gear.push({
      id: `rod-${i}`,
      typeId: 1,
      name: `${pick(rodNames)} ${i}`,
      brand: pick(['Shimano', 'Daiwa', 'St. Croix', null]),
      model: null,
      notes: null,
      rodDetails: {
        length: maybe(6 + Math.floor(random() * 30) / 10),
        power: maybe(pick(['Ultra Light', 'Light', 'Medium Light', 'Medium', 'Medium Heavy', 'Heavy', 'Extra Heavy'] as const)),
        action: null,
        lineWeight: maybe(pick(['6-12 lb', '10-20', '8lb-14lb', '12-25 lb', '4-8'])),
        pieces: null,
        type: maybe(pick(['Spinning', 'Casting', 'Fly', 'Trolling', 'Ice', 'Surf'] as const)),
      },
      reelDetails: null,
    });
  }
  for (let i = 0; i < reels; i++) {
    gear.push({
      id: `reel-${i}`,
      typeId: 2,
      name: `${pick(reelNames)} ${i}`,
      brand: pick(['Shimano', 'Daiwa', 'Penn', null]),
      model: null,
      notes: null,
      rodDetails: null,
      reelDetails: {
        type: maybe(pick(['Spinning', 'Baitcasting', 'Conventional', 'Fly'] as const)),
        gearRatio: null,
        bearings: null,
        capacity: maybe(pick(['8/150', '12 lb / 145 yd', 'Mono 8/150, 10/120', '30/200', '4/100', '10/120'])),
        drag: maybe(Math.round(random() * 300) / 10),
        size: maybe(pick(['1000', '2500', 'C3000', '150', '200', '300', '4000'])),
      },
    });
  }
  return gear;
}

/** Milliseconds of each of `runs` calls of `work` (after one warm-up call). */
function timed<T>(runs: number, work: () => T): { ms: number[]; result: T } {
  let result = work();
  const ms: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    result = work();
    ms.push(performance.now() - started);
  }
  return { ms, result };
}

async function throughTheProduct(gear: ReadonlyArray<PairingGear & Pick<Gear, 'typeId'>>) {
  const issuer = await startTestIssuer();
  const temp = tempDataDir('tackle-bench-pairing-');
  try {
    const base = `http://127.0.0.1:${PORT}`;
    const product = startScript('services/gateway/src/main.ts', productEnv(PORT, temp.dir, issuer));
    await waitForUrl(`${base}/app-config.json`, product);
    const headers = await authHeaders(issuer, { id: '7d0c2f7e-2d7c-4a6f-9d35-5f3f6a0d1b20', username: 'pairing' });
    let position = 0;
    // Ten at a time: the product's write path, as the angler's gear would have got there.
    for (let start = 0; start < gear.length; start += 10) {
      const answers = await Promise.all(
        gear.slice(start, start + 10).map(async ({ id: _id, ...item }) => {
          const res = await fetch(`${base}/api/gear`, { method: 'POST', headers, body: JSON.stringify(item) });
          if (res.status !== 201) throw new Error(`POST /api/gear: ${res.status} ${await res.text()}`);
          return ((await res.json()) as { position: number }).position;
        }),
      );
      position = Math.max(position, ...answers);
    }
    const ask = async () => {
      const started = performance.now();
      const res = await fetch(`${base}/api/gear/recommendations`, { headers: { ...headers, 'x-tackle-position': String(position) } });
      const body = (await res.json()) as unknown[];
      if (res.status !== 200 || body.length === 0) throw new Error(`GET /api/gear/recommendations: ${res.status}`);
      return performance.now() - started;
    };
    await ask();
    const ms: number[] = [];
    for (let run = 0; run < RUNS; run++) ms.push(await ask());
    return ms;
  } finally {
    await stopAllScripts();
    await issuer.close();
    temp.remove();
  }
}

async function main() {
  const gear = inventory(RODS, REELS);
  const fast = timed(RUNS, () => recommendPairings(gear));
  const straightforward = timed(BEFORE_RUNS, () => recommendPairingsByScoringEveryPair(gear));
  if (!isDeepStrictEqual(fast.result, straightforward.result)) throw new Error('the two forms answered differently');
  const route = await throughTheProduct(gear);
  const row = (name: string, ms: number[]) => `| ${name} | ${ms.length} | ${percentile(ms, 50).toFixed(1)} | ${Math.max(...ms).toFixed(1)} |`;
  const ratio = percentile(straightforward.ms, 50) / percentile(fast.ms, 50);
  writeResults('bench/RESULTS-pairing.md', [
    '# Pairing advice at scale (bench/pairing.ts)',
    '',
    runLine(),
    `Inventory: ${RODS} rods × ${REELS} reels = ${(RODS * REELS).toLocaleString('en-US')} pairs (details partly filled in, deterministic), the top 10 answered.`,
    '',
    '| what | runs | p50 ms | max ms |',
    '|---|---:|---:|---:|',
    row('scoring and sorting every pair (before; same run)', straightforward.ms),
    row('`recommendPairings`: trait buckets, top 10 in one pass', fast.ms),
    row('GET /api/gear/recommendations through the product (it reads the rods and reels too)', route),
    '',
    `The two forms answered the same list. The fast form is ${ratio.toFixed(0)}× the straightforward one (p50 over p50, same run); the goal is ≤ 100 ms for the advice.`,
    '',
  ]);
}

// Run as a script (importing it for `inventory` runs nothing).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
