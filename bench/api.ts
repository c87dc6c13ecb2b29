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
 *    read-your-writes header) until it is listed; 50 samples back to back, 50 with 50 ms between.
 * 5. autocannon: every list endpoint and the commands, against a bare Koa route in the same run,
 *    and GET /api/gear against a bare Koa route sending the same bytes from memory (same run);
 *    the big lists with gzip and brotli asked for, and revalidated with If-None-Match (304).
 *
 *   node --import tsx bench/api.ts            (full scale; writes bench/RESULTS-api.md)
 *   BENCH_SCALE=issue20 node --import tsx bench/api.ts   (issue 20's scale: 4 × (2,500 gear + 1,000 consumables + 5,000 catches); writes bench/RESULTS-api-issue20.md)
 *   BENCH_USERS=2 BENCH_GEAR=100 BENCH_CONSUMABLES=50 BENCH_CATCHES=200 BENCH_DURATION=2 node --import tsx bench/api.ts
 *   BENCH_DATA_DIR=/tmp/tackle-bench-data ... keeps the seeded store there and reuses it next time
 */
import type autocannon from 'autocannon';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { sliceProjections } from '../services/platform/src';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { slices } from '../services/gateway/src/routers';
import { envNumber, load, percentile, waitForUrl, writeResults } from './lib';
import { authHeaders, bodies, headOf, productEnv, seedEventStore, startScript as start, stopAllScripts, stopScript as stop, waitForProjections, type BenchUser as User } from './seed';

const projections = sliceProjections(slices);
/** BENCH_SCALE=issue20: issue 20's scale, 4 × (2,500 gear + 1,000 consumables + 5,000 catches); the default is issue 10's. */
const SCALES = {
  issue10: { users: 50, gear: 10_000, consumables: 5_000, catches: 20_000 },
  issue20: { users: 4, gear: 2_500, consumables: 1_000, catches: 5_000 },
} as const;
const scaleName = process.env.BENCH_SCALE ?? 'issue10';
if (!(scaleName in SCALES)) throw new Error(`BENCH_SCALE must be one of: ${Object.keys(SCALES).join(', ')}`);
const SCALE = SCALES[scaleName as keyof typeof SCALES];
const USERS = envNumber('BENCH_USERS', SCALE.users);
const PER_USER = { gear: envNumber('BENCH_GEAR', SCALE.gear), consumables: envNumber('BENCH_CONSUMABLES', SCALE.consumables), catches: envNumber('BENCH_CATCHES', SCALE.catches) };
const DURATION_S = envNumber('BENCH_DURATION', 8);
const CONNECTIONS = envNumber('BENCH_CONNECTIONS', 10);
const PORT = envNumber('BENCH_PORT', 5115);
const LAG_SAMPLES = envNumber('BENCH_LAG_SAMPLES', 50);
/** The two bare Koa baselines listen here and on the next port. */
const BASELINE_PORT = envNumber('BENCH_BASELINE_PORT', PORT + 1);

/** The bytes of an answer as sent (fetch would decode a compressed one). */
function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
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
    // Back to back, then each write 50 ms after the last one was listed (a person's pace: the
    // projections' wake-ups are merged within 10 ms, docs/decisions/157, so only the first series
    // waits for a merged one).
    const spacedLags: number[] = [];
    for (let i = 0; i < 2 * LAG_SAMPLES; i++) {
      const spaced = i >= LAG_SAMPLES;
      if (spaced) await new Promise((resolve) => setTimeout(resolve, 50));
      const res = await fetch(`${base}/api/gear`, { method: 'POST', headers: lagUser, body: bodies.gear });
      if (res.status !== 201) throw new Error(`lag POST: ${res.status}`);
      const { id } = (await res.json()) as { id: string };
      const answered = performance.now();
      for (;;) {
        const list = (await (await fetch(`${base}/api/gear`, { headers: lagUser })).json()) as Array<{ id: string }>;
        if (list.some((item) => item.id === id)) break;
      }
      (spaced ? spacedLags : lags).push(performance.now() - answered);
    }

    // 5. Load.
    const user = await auth(users[0]!);
    // The same-bytes baseline: a bare Koa route answering GET /api/gear's exact bytes from memory.
    const gearBytes = Buffer.from(await (await fetch(`${base}/api/gear`, { headers: user })).arrayBuffer());
    const bodyFile = join(dataDir, 'bench-gear-list.json');
    writeFileSync(bodyFile, gearBytes);
    const bare = start('bench/bare-koa.ts', { PORT: String(BASELINE_PORT) });
    const sameBytes = start('bench/bare-koa.ts', { PORT: String(BASELINE_PORT + 1), BODY_FILE: bodyFile });
    await waitForUrl(`http://127.0.0.1:${BASELINE_PORT}/`, bare);
    await waitForUrl(`http://127.0.0.1:${BASELINE_PORT + 1}/`, sameBytes);
    const rows: Array<{ name: string; r: autocannon.Result; size?: number; revalidated?: boolean }> = [];
    rows.push({ name: 'bare Koa route (baseline)', r: await load({ url: `http://127.0.0.1:${BASELINE_PORT}/`, connections: CONNECTIONS, duration: DURATION_S }) });
    rows.push({ name: "bare Koa route sending GET /api/gear's bytes from memory (same-bytes baseline)", size: gearBytes.length, r: await load({ url: `http://127.0.0.1:${BASELINE_PORT + 1}/`, connections: CONNECTIONS, duration: DURATION_S }) });
    await stop(sameBytes);
    const sizeOf = async (path: string, headers: Record<string, string>) => {
      const res = await fetch(`${base}${path}`, { headers });
      // Plain JSON: fetch asks for compression but hands back the decoded bytes (wireBytes measures those sent).
      return { bytes: (await res.arrayBuffer()).byteLength, etag: res.headers.get('etag') };
    };
    for (const path of ['/api/gear', '/api/consumables', '/api/catches', '/api/storage-locations', '/api/setups', '/api/gear-locations', '/api/stats', '/api/dashboard', '/api/gear/recommendations']) {
      rows.push({ name: `GET ${path}`, size: (await sizeOf(path, user)).bytes, r: await load({ url: `${base}${path}`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    // A page of each big list (?limit=100, first page and a later one), as a paging client reads them.
    for (const path of ['/api/gear', '/api/consumables', '/api/catches']) {
      const first = await fetch(`${base}${path}?limit=100`, { headers: user });
      rows.push({ name: `GET ${path}?limit=100`, size: (await first.arrayBuffer()).byteLength, r: await load({ url: `${base}${path}?limit=100`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
      let cursor = first.headers.get('x-next-cursor');
      for (let page = 0; page < 20 && cursor; page++) {
        cursor = (await fetch(`${base}${path}?limit=100&cursor=${cursor}`, { headers: user })).headers.get('x-next-cursor');
      }
      if (cursor) {
        const name = `${path}?limit=100&cursor=(page 22)`;
        rows.push({ name: `GET ${name}`, r: await load({ url: `${base}${path}?limit=100&cursor=${cursor}`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
      }
    }
    // The full form of a catch page, for comparison with the lean one above (decision 130).
    rows.push({ name: 'GET /api/catches?limit=100&include=details', size: (await sizeOf('/api/catches?limit=100&include=details', user)).bytes, r: await load({ url: `${base}/api/catches?limit=100&include=details`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
    // Compressed (the gateway's koa-compress: brotli quality 4, gzip level 6 by default), and revalidated.
    for (const path of ['/api/gear', '/api/catches?limit=100']) {
      for (const encoding of ['gzip', 'br']) {
        const headers = { ...user, 'accept-encoding': encoding };
        rows.push({ name: `GET ${path} (${encoding})`, size: await wireBytes(`${base}${path}`, headers), r: await load({ url: `${base}${path}`, headers, connections: CONNECTIONS, duration: DURATION_S }) });
      }
      const { etag } = await sizeOf(path, user);
      if (!etag) throw new Error(`GET ${path} answered without an ETag`);
      rows.push({ name: `GET ${path} with If-None-Match (304)`, size: 0, revalidated: true, r: await load({ url: `${base}${path}`, headers: { ...user, 'if-none-match': etag }, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    const writer = await auth(users[1] ?? users[0]!);
    for (const [path, body] of [['/api/gear', bodies.gear], ['/api/consumables', bodies.consumable], ['/api/catches', bodies.catch]] as const) {
      rows.push({ name: `POST ${path}`, r: await load({ url: `${base}${path}`, method: 'POST', headers: writer, body, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    await stop(bare);
    await stop(product);

    const baseline = rows[0]!.r.requests.average;
    const sameBytesBaseline = rows[1]!.r.requests.average;
    const gearRow = rows.find((row) => row.name === 'GET /api/gear')!;
    const catchPage = rows.find((row) => row.name === 'GET /api/catches?limit=100')!;
    const kb = (bytes: number | undefined) => (bytes === undefined ? '' : bytes < 10 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${Math.round(bytes / 1024).toLocaleString('en-US')} KB`);
    lines.push(
      '# API benchmark at scale (bench/api.ts)',
      '',
      `Run: ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
      `Data: ${USERS} users × (${PER_USER.gear} gear + ${PER_USER.consumables} consumables + ${PER_USER.catches} catches) = ${marker.seeded} events, bulk-appended in ${marker.seedSeconds.toFixed(1)} s (${Math.round(marker.seeded / marker.seedSeconds)} appends/s).`,
      `Projection rebuild from zero: ${projections.length} projections over ${head} events in ${rebuildSeconds.toFixed(1)} s = **${Math.round(head / rebuildSeconds)} events/s** (process start-up included); the product answered HTTP ${firstAnswerSeconds.toFixed(1)} s after start, while rebuilding.`,
      `First queries after the rebuild (gear, consumables, a catch page, dashboard; each builds its query index on the fresh read store): ${coldSeconds.toFixed(1)} s together.`,
      `Read-after-write lag (201 received → item listed by a plain GET /api/gear, no position header), ${lags.length} samples: p50 ${percentile(lags, 50).toFixed(1)} ms, p99 ${percentile(lags, 99).toFixed(1)} ms; with 50 ms between a listing and the next write, ${spacedLags.length} samples: p50 ${percentile(spacedLags, 50).toFixed(1)} ms, p99 ${percentile(spacedLags, 99).toFixed(1)} ms.`,
      `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row; lists are one user's (${PER_USER.gear} gear, ${PER_USER.consumables} consumables, ${PER_USER.catches} catches); no compression asked for unless the row says gzip or br (the response column is then the bytes on the wire).`,
      `GET /api/gear against a bare Koa route sending its same ${kb(gearBytes.length)} from memory: **${(gearRow.r.requests.average / sameBytesBaseline).toFixed(2)}** (goal ≥ 0.5). GET /api/catches?limit=100: **${Math.round(catchPage.r.requests.average)} req/s, ${kb(catchPage.size)}** a page (goals ≥ 1,000 req/s, ≤ 60 KB).`,
      '',
      '| what | response | requests/s | p50 ms | p99 ms | errors | req/s vs baseline | vs same-bytes baseline |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map(({ name, r, size, revalidated }) => {
        // A 304 is the answer a revalidation wants; anything else is an error there.
        const errors = r.errors + (revalidated ? r.non2xx - r['3xx'] : r.non2xx);
        const answers = revalidated ? `${Math.round(r.requests.average)} (${r['3xx']} of ${r['2xx'] + r['3xx']} answers 304)` : `${Math.round(r.requests.average)}`;
        return `| ${name} | ${size === undefined ? '' : kb(size)} | ${answers} | ${r.latency.p50} | ${r.latency.p99} | ${errors} | ${(r.requests.average / baseline).toFixed(4)} | ${(r.requests.average / sameBytesBaseline).toFixed(2)} |`;
      }),
      '',
    );
    // Issue 10's full-scale results stay in RESULTS-api.md; issue 20's scale has its own file.
    writeResults(scaleName === 'issue20' ? 'bench/RESULTS-api-issue20.md' : 'bench/RESULTS-api.md', lines);
  } finally {
    await stopAllScripts();
    await issuer.close();
    temp?.remove();
  }
}

await main();
