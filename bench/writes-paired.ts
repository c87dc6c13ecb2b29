/**
 * Paired write benchmark: the product of this checkout and the product of an older one
 * (`BENCH_BEFORE_ROOT`), each on a fresh data dir, loaded at the same time, round after round.
 * On a shared, busy machine the CPU a write costs moves with whatever else runs; two products
 * measured side by side see the same machine, so their ratio is steadier than two runs one after
 * the other (bench/writes.ts).
 *
 * Per round and route: both products get a warm-up (1,500 writes), then the same fixed rate
 * (`BENCH_RATE` requests/s each: the CPU per write at a rate both keep up with), then as many
 * requests as they answer (full speed, both at once). The product's CPU (all its threads, from
 * /proc) is divided by its 2xx answers. Nothing is asserted; the table is printed.
 *
 *   BENCH_BEFORE_ROOT=/path/to/older/checkout node --import tsx bench/writes-paired.ts [/api/gear ...]
 *   BENCH_ROUNDS (default 3), BENCH_RATE (default 300), BENCH_DURATION (s, default 8),
 *   BENCH_CONNECTIONS (default 10, per product)
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { envNumber, load, percentile, processCpuSeconds, waitForUrl } from './lib';
import { authHeaders, bodies, productEnv, root } from './seed';

const ROUNDS = envNumber('BENCH_ROUNDS', 3);
const RATE = envNumber('BENCH_RATE', 300);
const DURATION_S = envNumber('BENCH_DURATION', 8);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const PORT = envNumber('BENCH_PORT', 5400);
if (!process.env.BENCH_BEFORE_ROOT) throw new Error('BENCH_BEFORE_ROOT: the older checkout to compare with');
const checkouts = { before: resolve(process.env.BENCH_BEFORE_ROOT), after: root };
const BODIES: Record<string, string> = { '/api/gear': bodies.gear, '/api/consumables': bodies.consumable, '/api/catches': bodies.catch };
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : Object.keys(BODIES);

interface Measure {
  cpuMsPerWrite: number;
  requestsPerSecond: number;
  p99: number;
  failed: number;
}

const median = (values: number[]) => percentile(values, 50);
const load1 = () => loadavg()[0]!.toFixed(1);

const issuer = await startTestIssuer();
let port = PORT;
const lines: string[] = [];
try {
  for (const route of routes) {
    const body = BODIES[route];
    if (!body) throw new Error(`no body for ${route}`);
    const rounds: Array<Record<'before' | 'after', { rated: Measure; full: Measure }>> = [];
    const loads: string[] = [load1()];
    for (let round = 0; round < ROUNDS; round++) {
      const products = await Promise.all(
        (['before', 'after'] as const).map(async (which) => {
          const data = tempDataDir('tackle-bench-paired-');
          const p = ++port;
          const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], { cwd: checkouts[which], env: { ...process.env, ...productEnv(p, data.dir, issuer) }, stdio: ['ignore', 'ignore', 'inherit'] });
          await waitForUrl(`http://127.0.0.1:${p}/app-config.json`, child);
          const headers = await authHeaders(issuer, { id: randomUUID(), username: 'writer' });
          return { which, child, data, url: `http://127.0.0.1:${p}${route}`, headers };
        }),
      );
      try {
        // The warm-up also waits out the built-in catalog being appended at start-up.
        for (const product of products) await load({ url: product.url, method: 'POST', headers: product.headers, body, connections: CONNECTIONS, amount: 1500 });
        const measure = async (rate?: number): Promise<Measure[]> => {
          const cpu0 = products.map((product) => processCpuSeconds(product.child.pid));
          const results = await Promise.all(
            products.map((product) => load({ url: product.url, method: 'POST', headers: product.headers, body, connections: CONNECTIONS, duration: DURATION_S, ...(rate ? { overallRate: rate } : {}) })),
          );
          return results.map((result, i) => ({
            cpuMsPerWrite: ((processCpuSeconds(products[i]!.child.pid) - cpu0[i]!) * 1000) / result['2xx'],
            requestsPerSecond: result.requests.average,
            p99: result.latency.p99,
            failed: result.errors + result.non2xx,
          }));
        };
        const rated = await measure(RATE);
        const full = await measure();
        rounds.push({ before: { rated: rated[0]!, full: full[0]! }, after: { rated: rated[1]!, full: full[1]! } });
        loads.push(load1());
        process.stderr.write(
          `${route} round ${round + 1}: CPU ms/write at ${RATE}/s ${rated[0]!.cpuMsPerWrite.toFixed(3)} -> ${rated[1]!.cpuMsPerWrite.toFixed(3)}, full ${Math.round(full[0]!.requestsPerSecond)} -> ${Math.round(full[1]!.requestsPerSecond)} req/s (${full[0]!.cpuMsPerWrite.toFixed(3)} -> ${full[1]!.cpuMsPerWrite.toFixed(3)} ms), load ${loads.at(-1)}\n`,
        );
      } finally {
        await Promise.all(products.map((product) => new Promise<void>((done) => { product.child.once('exit', () => done()); product.child.kill('SIGTERM'); })));
        for (const product of products) product.data.remove();
      }
    }
    const of = (which: 'before' | 'after', kind: 'rated' | 'full', field: keyof Measure) => median(rounds.map((r) => r[which][kind][field]));
    const ratio = (kind: 'rated' | 'full') => median(rounds.map((r) => r.after[kind].cpuMsPerWrite / r.before[kind].cpuMsPerWrite));
    const failed = rounds.reduce((n, r) => n + r.before.rated.failed + r.before.full.failed + r.after.rated.failed + r.after.full.failed, 0);
    lines.push(
      `| POST ${route} | ${ROUNDS} | ${loads.join(', ')} | ${of('before', 'rated', 'cpuMsPerWrite').toFixed(3)} | ${of('after', 'rated', 'cpuMsPerWrite').toFixed(3)} | ${ratio('rated').toFixed(3)} | ${Math.round(of('before', 'full', 'requestsPerSecond'))} | ${Math.round(of('after', 'full', 'requestsPerSecond'))} | ${of('before', 'full', 'cpuMsPerWrite').toFixed(3)} | ${of('after', 'full', 'cpuMsPerWrite').toFixed(3)} | ${ratio('full').toFixed(3)} | ${of('before', 'full', 'p99')} / ${of('after', 'full', 'p99')} | ${failed} |`,
    );
  }
} finally {
  await issuer.close();
}
console.log(`Paired: ${checkouts.before} (before) and ${checkouts.after} (after), loaded at the same time; medians over the rounds; ${CONNECTIONS} connections each; ${DURATION_S} s per measure.`);
console.log('');
console.log(`| route | rounds | load average (1 min) at start and after each round | CPU ms/write at ${RATE}/s, before | after | ratio | full speed req/s, before | after | CPU ms/write at full speed, before | after | ratio | p99 ms at full speed, before / after | failed |`);
console.log('|---|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|');
for (const line of lines) console.log(line);
