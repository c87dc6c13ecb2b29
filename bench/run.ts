/**
 * Gear slice benchmark. Starts the product (single-machine mode, temporary data dir) as a child
 * process, seeds 1,000 gear items for one user, and reports requests/s and latency for
 * GET /api/gear and POST /api/gear, the read-after-write visibility lag, and the same load on a
 * bare Koa route in a second child process as the baseline. Figures are reported, never asserted.
 *
 *   npm run bench            (writes bench/RESULTS-gear.md; bench/RESULTS.md summarises every benchmark)
 */
import type autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpus, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { load, percentile, waitForUrl } from './lib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ITEMS = 1000;

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const row = (name: string, r: autocannon.Result): Row => ({
  name,
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx,
});

async function main() {
  const issuer = await startTestIssuer();
  const data = tempDataDir('tackle-bench-');
  const port = 5077;
  const base = `http://127.0.0.1:${port}`;
  const product = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: data.dir, LOG_LEVEL: 'silent', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const bare = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-koa.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port + 1) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForUrl(`${base}/app-config.json`, product, 300);
    await waitForUrl(`http://127.0.0.1:${port + 1}/`, bare, 300);
    const user = { id: randomUUID(), username: 'bench' };
    const token = await issuer.token(user, { expiresIn: '2h' });
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const body = JSON.stringify({ name: 'Bench rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 249.99, notes: 'seeded' });

    for (let i = 0; i < ITEMS; i++) {
      const res = await fetch(`${base}/api/gear`, { method: 'POST', headers, body });
      if (res.status !== 201) throw new Error(`seed failed: ${res.status} ${await res.text()}`);
    }

    // Read-after-write: time from a 201 until a plain list (no position header) shows the item.
    const lags: number[] = [];
    for (let i = 0; i < 50; i++) {
      const started = performance.now();
      const created = (await (await fetch(`${base}/api/gear`, { method: 'POST', headers, body })).json()) as { id: string };
      const acked = performance.now();
      for (;;) {
        const list = (await (await fetch(`${base}/api/gear`, { headers })).json()) as Array<{ id: string }>;
        if (list.some((g) => g.id === created.id)) break;
      }
      lags.push(performance.now() - acked);
      void started;
    }

    const baseline = row('bare Koa route (baseline)', await load({ url: `http://127.0.0.1:${port + 1}/`, connections: CONNECTIONS, duration: DURATION_S }));
    const list = row(`GET /api/gear (${ITEMS + 50} items)`, await load({ url: `${base}/api/gear`, headers, connections: CONNECTIONS, duration: DURATION_S }));
    const add = row('POST /api/gear', await load({ url: `${base}/api/gear`, method: 'POST', headers, body, connections: CONNECTIONS, duration: DURATION_S }));

    const lines = [
      '# Gear slice benchmark (bench/run.ts)',
      '',
      `Run: ${new Date().toISOString()} · machine: ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
      `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row; product in single-machine mode (SQLite event store + read store, in-process bus) on a temporary data dir.`,
      '',
      '| what | requests/s | p50 ms | p99 ms | errors | req/s vs baseline |',
      '|---|---:|---:|---:|---:|---:|',
      ...[baseline, list, add].map(
        (r) => `| ${r.name} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${(r.rps / baseline.rps).toFixed(3)} |`,
      ),
      '',
      `Read-after-write visibility lag (201 received → item in a plain GET /api/gear without the position header), 50 samples: p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms. With the position header the first GET already includes the write (the query waits for the projection).`,
      '',
    ];
    writeFileSync(join(root, 'bench/RESULTS-gear.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    product.kill('SIGTERM');
    bare.kill('SIGTERM');
    await issuer.close();
    data.remove();
  }
}

await main();
