/**
 * Write benchmark (issue 20): POST /api/gear and POST /api/catches under 10 connections, with the
 * SQLite event store's group commit on and off (`EVENT_STORE_GROUP_COMMIT`), against a bare Koa
 * route measured in the same run. After each row the product is killed (SIGKILL) and the event
 * store is opened again: every write that was answered 2xx must be in it (durable), and the row
 * says how many were.
 *
 * With `BENCH_BEFORE_ROOT=/path/to/an/older/checkout`, the same rows are also measured against
 * that checkout's product (started from its own folder, on its own data dir): the "before" of a
 * change, in the same run and against the same baseline.
 *
 *   node --import tsx bench/writes.ts     (writes bench/RESULTS-writes.md)
 *   BENCH_DURATION (s per row, default 10), BENCH_CONNECTIONS (default 10), BENCH_OUT
 */
import type autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { envNumber, load, processCpuSeconds, runLine, waitForUrl, writeResultsSection } from './lib';
import { authHeaders, bodies, productEnv, root, startScript, stopAllScripts, stopScript } from './seed';

const DURATION_S = envNumber('BENCH_DURATION', 10);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const PORT = envNumber('BENCH_PORT', 5135);
const BEFORE_ROOT = process.env.BENCH_BEFORE_ROOT ? resolve(process.env.BENCH_BEFORE_ROOT) : null;

interface Row {
  name: string;
  result: autocannon.Result;
  acknowledged: number;
  durable: number;
  /** The product's CPU time (all threads) during the load, per acknowledged write. */
  cpuMsPerWrite?: number;
}

/** The product of `checkout` (this repository by default) on a fresh data dir. */
function startProduct(checkout: string, dataDir: string, vars: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/gateway/src/main.ts'], { cwd: checkout, env: { ...process.env, ...vars }, stdio: ['ignore', 'ignore', 'inherit'] });
  return child;
}

const killed = (child: ChildProcess) =>
  new Promise<void>((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });

/** Events of `type` by `userId` in the event store of `dataDir` (read after the product was killed). */
function countEvents(dataDir: string, type: string, userId: string): number {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true });
  try {
    return db.prepare("SELECT COUNT(*) FROM events WHERE type = ? AND json_extract(metadata, '$.userId') = ?").pluck().get(type, userId) as number;
  } finally {
    db.close();
  }
}

async function main() {
  const issuer = await startTestIssuer();
  const rows: Row[] = [];
  const load0 = loadavg()[0]!;
  try {
    const bare = startScript('bench/bare-koa.ts', { PORT: String(PORT + 1) });
    await waitForUrl(`http://127.0.0.1:${PORT + 1}/`, bare);
    rows.push({ name: 'bare Koa route (baseline)', result: await load({ url: `http://127.0.0.1:${PORT + 1}/`, connections: CONNECTIONS, duration: DURATION_S }), acknowledged: 0, durable: 0 });
    await stopScript(bare);

    const variants: Array<{ label: string; checkout: string; vars: Record<string, string> }> = [
      ...(BEFORE_ROOT ? [{ label: 'before (older checkout)', checkout: BEFORE_ROOT, vars: {} }] : []),
      { label: 'group commit off', checkout: root, vars: { EVENT_STORE_GROUP_COMMIT: 'off' } },
      { label: 'group commit on', checkout: root, vars: { EVENT_STORE_GROUP_COMMIT: 'on' } },
    ];
    for (const [path, body, type] of [['/api/gear', bodies.gear, 'GearAdded'], ['/api/catches', bodies.catch, 'CatchLogged']] as const) {
      for (const variant of variants) {
        const data = tempDataDir('tackle-bench-writes-');
        try {
          const product = startProduct(variant.checkout, data.dir, { ...productEnv(PORT, data.dir, issuer), ...variant.vars });
          const base = `http://127.0.0.1:${PORT}`;
          await waitForUrl(`${base}/app-config.json`, product);
          const writer = { id: randomUUID(), username: 'writer' };
          const headers = await authHeaders(issuer, writer);
          // One write first: the first command waits for the built-in catalog being appended.
          const warm = await fetch(`${base}${path}`, { method: 'POST', headers, body });
          if (warm.status !== 201) throw new Error(`${path}: ${warm.status} ${await warm.text()}`);
          const cpuBefore = processCpuSeconds(product.pid);
          const result = await load({ url: `${base}${path}`, method: 'POST', headers, body, connections: CONNECTIONS, duration: DURATION_S });
          const cpuMsPerWrite = ((processCpuSeconds(product.pid) - cpuBefore) * 1000) / result['2xx'];
          await killed(product);
          rows.push({ name: `POST ${path}, ${variant.label}`, result, acknowledged: result['2xx'] + 1, durable: countEvents(data.dir, type, writer.id), cpuMsPerWrite });
          process.stderr.write(`${rows.at(-1)!.name}: ${Math.round(result.requests.average)} req/s\n`);
        } finally {
          data.remove();
        }
      }
    }
  } finally {
    await stopAllScripts();
    await issuer.close();
  }

  const baseline = rows[0]!.result.requests.average;
  const lines = [
    '',
    `${runLine(load0)}; compare the ratios`,
    `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row, one angler writing; the product (single-machine mode) on a fresh data dir per row, killed with SIGKILL after it; "acknowledged" counts the 2xx answers (the warm-up write included), "durable" the row's events found in the event store afterwards (a write still in flight when the load stopped may be durable without having been counted as answered).`,
    '',
    '| what | requests/s | p50 ms | p99 ms | errors | acknowledged | durable | product CPU ms per write | req/s vs baseline |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(({ name, result, acknowledged, durable, cpuMsPerWrite }) =>
      `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${result.errors + result.non2xx} | ${name.startsWith('POST') ? acknowledged : ''} | ${name.startsWith('POST') ? durable : ''} | ${cpuMsPerWrite === undefined ? '' : cpuMsPerWrite.toFixed(2)} | ${(result.requests.average / baseline).toFixed(4)} |`,
    ),
    '',
  ];
  // The latest run's section; the other sections and the notes under its table stay.
  writeResultsSection('bench/RESULTS-writes.md', ['# Write benchmark (bench/writes.ts)', ''], '## Latest run of bench/writes.ts', lines);
}

await main();
