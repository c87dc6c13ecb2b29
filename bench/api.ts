/**
 * API benchmark at issue 10's scale: 50 users × (10,000 gear + 5,000 consumables + 20,000 catches).
 *
 * 1. The product (single-machine mode, child process) makes one gear item, one consumable and one
 *    catch through the API; their recorded events are the templates.
 * 2. With the product stopped, the templates are cloned (new entity ids, each user's id) and
 *    appended straight to the event store in bulk transactions (`appendMany`): far faster than
 *    1.75 M HTTP commands, and the same rows a command would write.
 * 3. The read store is deleted and the product started again: the projections build everything
 *    from position 0 (the rebuild rate, events/s, read from the projections' checkpoints), while the
 *    product keeps answering HTTP (the time to its first answer is reported).
 * 4. Read-after-write lag: a user commits a gear item and polls a plain GET /api/gear (without the
 *    read-your-writes header) until it is listed; 50 samples.
 * 5. autocannon: every list endpoint and the commands, against a bare Koa route in the same run.
 *
 *   node --import tsx bench/api.ts            (full scale; writes bench/RESULTS-api.md)
 *   BENCH_USERS=2 BENCH_GEAR=100 BENCH_CONSUMABLES=50 BENCH_CATCHES=200 BENCH_DURATION=2 node --import tsx bench/api.ts
 *   BENCH_DATA_DIR=/tmp/tackle-bench-data ... keeps the seeded store there and reuses it next time
 */
import type autocannon from 'autocannon';
import Database from 'better-sqlite3';
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, rmSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sliceProjections } from '../services/platform/src';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { slices } from '../services/gateway/src/routers';
import { load, percentile, waitForUrl, writeResults } from './lib';
import { authHeaders, bodies, headOf, productEnv, seedEventStore, startScript as start, stopAllScripts, stopScript as stop, type BenchUser as User } from './seed';

const projections = sliceProjections(slices);
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = env('BENCH_USERS', 50);
const PER_USER = { gear: env('BENCH_GEAR', 10_000), consumables: env('BENCH_CONSUMABLES', 5_000), catches: env('BENCH_CATCHES', 20_000) };
const DURATION_S = env('BENCH_DURATION', 8);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const PORT = env('BENCH_PORT', 5115);
const LAG_SAMPLES = env('BENCH_LAG_SAMPLES', 50);

/** Polls the projections' checkpoints (a read-only second connection) until all reach `head`. */
async function waitForProjections(dataDir: string, head: number, child: ChildProcess) {
  const file = join(dataDir, 'read-models.sqlite');
  const names = projections.map((p) => p.name);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`product exited with ${child.exitCode} during the rebuild`);
    if (existsSync(file)) {
      const db = new Database(file, { readonly: true, fileMustExist: true });
      try {
        const rows = db.prepare<[], { name: string; position: number }>('SELECT name, position FROM checkpoints').all();
        const at = new Map(rows.map((row) => [row.name, row.position]));
        if (names.every((name) => (at.get(name) ?? 0) >= head)) return;
      } catch {
        // tables not created yet
      } finally {
        db.close();
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function main() {
  const issuer = await startTestIssuer();
  const keep = process.env.BENCH_DATA_DIR;
  const temp = keep ? null : tempDataDir('tackle-bench-api-');
  const dataDir = keep ? resolve(keep) : temp!.dir;
  const base = `http://127.0.0.1:${PORT}`;
  const auth = (user: User) => authHeaders(issuer, user);
  const lines: string[] = [];
  try {
    const marker = await seedEventStore({ dataDir, users: USERS, perUser: PER_USER, port: PORT, issuer });
    const { users } = marker;
    const head = await headOf(dataDir);
    const runEnv = productEnv(PORT, dataDir, issuer);

    // 3. Rebuild every read model from zero, timing the first HTTP answer on the way.
    for (const file of ['read-models.sqlite', 'read-models.sqlite-wal', 'read-models.sqlite-shm']) rmSync(join(dataDir, file), { force: true });
    const rebuildStarted = performance.now();
    const product = start('services/gateway/src/main.ts', runEnv);
    await waitForUrl(`${base}/app-config.json`, product, 6_000);
    const firstAnswerSeconds = (performance.now() - rebuildStarted) / 1000;
    await waitForProjections(dataDir, head, product);
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;

    // The first query of each shape on a fresh read store builds that shape's index (once).
    const coldStarted = performance.now();
    const coldHeaders = await auth(users[0]!);
    for (const path of ['/api/gear', '/api/consumables', '/api/catches?limit=1', '/api/dashboard']) await (await fetch(`${base}${path}`, { headers: coldHeaders })).arrayBuffer();
    const coldSeconds = (performance.now() - coldStarted) / 1000;

    // 4. Read-after-write lag (a user of its own, so the polled list stays small).
    const lagUser = await auth({ id: randomUUID(), username: 'lag' });
    const lags: number[] = [];
    for (let i = 0; i < LAG_SAMPLES; i++) {
      const res = await fetch(`${base}/api/gear`, { method: 'POST', headers: lagUser, body: bodies.gear });
      if (res.status !== 201) throw new Error(`lag POST: ${res.status}`);
      const { id } = (await res.json()) as { id: string };
      const answered = performance.now();
      for (;;) {
        const list = (await (await fetch(`${base}/api/gear`, { headers: lagUser })).json()) as Array<{ id: string }>;
        if (list.some((item) => item.id === id)) break;
      }
      lags.push(performance.now() - answered);
    }

    // 5. Load.
    const bare = start('bench/bare-koa.ts', { PORT: String(PORT + 1) });
    await waitForUrl(`http://127.0.0.1:${PORT + 1}/`, bare);
    const rows: Array<{ name: string; r: autocannon.Result }> = [];
    rows.push({ name: 'bare Koa route (baseline)', r: await load({ url: `http://127.0.0.1:${PORT + 1}/`, connections: CONNECTIONS, duration: DURATION_S }) });
    const user = await auth(users[0]!);
    const sizes: Record<string, number> = {};
    for (const path of ['/api/gear', '/api/consumables', '/api/catches', '/api/storage-locations', '/api/setups', '/api/gear-locations', '/api/stats', '/api/dashboard', '/api/gear/recommendations']) {
      sizes[path] = (await (await fetch(`${base}${path}`, { headers: user })).arrayBuffer()).byteLength;
      rows.push({ name: `GET ${path}`, r: await load({ url: `${base}${path}`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    // A page of each big list (?limit=100, first page and a later one), as a paging client reads them.
    for (const path of ['/api/gear', '/api/consumables', '/api/catches']) {
      const first = await fetch(`${base}${path}?limit=100`, { headers: user });
      sizes[`${path}?limit=100`] = (await first.arrayBuffer()).byteLength;
      rows.push({ name: `GET ${path}?limit=100`, r: await load({ url: `${base}${path}?limit=100`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
      let cursor = first.headers.get('x-next-cursor');
      for (let page = 0; page < 20 && cursor; page++) {
        cursor = (await fetch(`${base}${path}?limit=100&cursor=${cursor}`, { headers: user })).headers.get('x-next-cursor');
      }
      if (cursor) {
        const name = `${path}?limit=100&cursor=(page 22)`;
        rows.push({ name: `GET ${name}`, r: await load({ url: `${base}${path}?limit=100&cursor=${cursor}`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
      }
    }
    const writer = await auth(users[1] ?? users[0]!);
    for (const [path, body] of [['/api/gear', bodies.gear], ['/api/consumables', bodies.consumable], ['/api/catches', bodies.catch]] as const) {
      rows.push({ name: `POST ${path}`, r: await load({ url: `${base}${path}`, method: 'POST', headers: writer, body, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    await stop(bare);
    await stop(product);

    const baseline = rows[0]!.r.requests.average;
    const kb = (bytes: number | undefined) => (bytes === undefined ? '' : `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`);
    lines.push(
      '# API benchmark at scale (bench/api.ts)',
      '',
      `Run: ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
      `Data: ${USERS} users × (${PER_USER.gear} gear + ${PER_USER.consumables} consumables + ${PER_USER.catches} catches) = ${marker.seeded} events, bulk-appended in ${marker.seedSeconds.toFixed(1)} s (${Math.round(marker.seeded / marker.seedSeconds)} appends/s).`,
      `Projection rebuild from zero: ${projections.length} projections over ${head} events in ${rebuildSeconds.toFixed(1)} s = **${Math.round(head / rebuildSeconds)} events/s** (process start-up included); the product answered HTTP ${firstAnswerSeconds.toFixed(1)} s after start, while rebuilding.`,
      `First queries after the rebuild (gear, consumables, a catch page, dashboard; each builds its query index on the fresh read store): ${coldSeconds.toFixed(1)} s together.`,
      `Read-after-write lag (201 received → item listed by a plain GET /api/gear, no position header), ${lags.length} samples: p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms.`,
      `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row; lists are one user's (${PER_USER.gear} gear, ${PER_USER.consumables} consumables, ${PER_USER.catches} catches); no compression asked for.`,
      '',
      '| what | response | requests/s | p50 ms | p99 ms | errors | req/s vs baseline |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...rows.map(({ name, r }) => `| ${name} | ${name.startsWith('GET ') ? kb(sizes[name.slice(4)]) : ''} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${(r.requests.average / baseline).toFixed(4)} |`),
      '',
    );
    writeResults('bench/RESULTS-api.md', lines);
  } finally {
    await stopAllScripts();
    await issuer.close();
    temp?.remove();
  }
}

await main();
