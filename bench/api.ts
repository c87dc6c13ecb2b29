/**
 * API benchmark at issue 10's scale: 50 users × (10,000 gear + 5,000 consumables + 20,000 catches).
 *
 * 1. The product (single-machine mode, child process) makes one gear item, one consumable and one
 *    catch through the API; their recorded events are the templates.
 * 2. With the product stopped, the templates are cloned (new entity ids, each user's id) and
 *    appended straight to the event store: far faster than 1.75 M HTTP commands.
 * 3. The read store is deleted and the product started again: the projections build everything
 *    from position 0, which gives the projection rebuild rate (events/s).
 * 4. autocannon: every list endpoint and the commands, against a bare Koa route in the same run.
 *
 *   node --import tsx bench/api.ts            (full scale; writes bench/RESULTS-api.md)
 *   BENCH_USERS=2 BENCH_GEAR=100 BENCH_CONSUMABLES=50 BENCH_CATCHES=200 BENCH_DURATION=2 node --import tsx bench/api.ts
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, openEventStore, type RecordedEvent } from '../services/platform/src';
import { startTestIssuer, tempDataDir } from '../services/platform/src/testing';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = env('BENCH_USERS', 50);
const PER_USER = { gear: env('BENCH_GEAR', 10_000), consumables: env('BENCH_CONSUMABLES', 5_000), catches: env('BENCH_CATCHES', 20_000) };
const DURATION_S = env('BENCH_DURATION', 8);
const CONNECTIONS = env('BENCH_CONNECTIONS', 10);
const PORT = env('BENCH_PORT', 5115);

function start(script: string, vars: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...vars }, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function waitForUrl(url: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${url}`);
}

const stop = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => autocannon(options, (error, result) => (error ? reject(error) : resolve(result))));
}

async function main() {
  const issuer = await startTestIssuer();
  const data = tempDataDir('tackle-bench-api-');
  const base = `http://127.0.0.1:${PORT}`;
  const productEnv = { PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: data.dir, LOG_LEVEL: 'silent', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience };
  const users = Array.from({ length: USERS }, (_, i) => ({ id: randomUUID(), username: `bench${i}` }));
  const template = { id: randomUUID(), username: 'template' };
  const auth = async (user: { id: string; username: string }) => ({ authorization: `Bearer ${await issuer.token(user, { expiresIn: '4h' })}`, 'content-type': 'application/json' });
  const bodies = {
    gear: JSON.stringify({ name: 'Bench rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 249.99, notes: 'seeded' }),
    consumable: JSON.stringify({ name: 'Worms', brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 }),
    catch: JSON.stringify({ species: 'Largemouth Bass', date: '2026-05-01', weight: 2.5, length: 40, location: 'North cove', notes: 'seeded' }),
  };
  const lines: string[] = [];
  try {
    // 1. Templates through the real API.
    let product = start('services/gateway/src/main.ts', productEnv);
    await waitForUrl(`${base}/app-config.json`, product);
    const headers = await auth(template);
    for (const [path, body] of [['/api/gear', bodies.gear], ['/api/consumables', bodies.consumable], ['/api/catches', bodies.catch]] as const) {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    }
    await stop(product);

    // 2. Clone the templates straight into the store.
    const store = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'silent' }));
    const all = await store.readAll(0, 1_000_000);
    const mine = all.filter((e) => e.metadata.userId === template.id);
    const pick = (type: string) => {
      const event = mine.find((e) => e.type === type);
      if (!event) throw new Error(`no ${type} template (saw ${mine.map((e) => e.type).join(', ')})`);
      return event;
    };
    const templates: Array<[RecordedEvent, number]> = [
      [pick('GearAdded'), PER_USER.gear],
      [pick(mine.find((e) => e.streamId.startsWith('consumable-'))?.type ?? 'ConsumableAdded'), PER_USER.consumables],
      [pick('CatchLogged'), PER_USER.catches],
    ];
    const seedStarted = performance.now();
    let seeded = 0;
    for (const user of users) {
      for (const [event, count] of templates) {
        const [category, ...rest] = event.streamId.split('-');
        const entityId = rest.join('-');
        const text = JSON.stringify(event.data);
        for (let i = 0; i < count; i++) {
          const id = randomUUID();
          const data = JSON.parse(text.split(entityId).join(id).split(template.id).join(user.id)) as unknown;
          await store.append(`${category}-${id}`, [{ id: randomUUID(), type: event.type, data, metadata: { ...event.metadata, userId: user.id, correlationId: randomUUID() } }], {
            expectedRevision: 'no_stream',
          });
          seeded += 1;
        }
      }
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const head = await store.headPosition();
    await store.close();

    // 3. Rebuild every read model from zero.
    for (const file of ['read-models.sqlite', 'read-models.sqlite-wal', 'read-models.sqlite-shm']) rmSync(join(data.dir, file), { force: true });
    const rebuildStarted = performance.now();
    product = start('services/gateway/src/main.ts', productEnv);
    await waitForUrl(`${base}/app-config.json`, product);
    const last = users[users.length - 1]!;
    const lastHeaders = await auth(last);
    for (;;) {
      const res = await fetch(`${base}/api/catches`, { headers: { ...lastHeaders, 'x-tackle-position': String(head) } });
      if (((await res.json()) as unknown[]).length >= PER_USER.catches) break;
    }
    const rebuildSeconds = (performance.now() - rebuildStarted) / 1000;

    // 4. Load.
    const bare = start('bench/bare-koa.ts', { PORT: String(PORT + 1) });
    await waitForUrl(`http://127.0.0.1:${PORT + 1}/`, bare);
    const rows: Array<{ name: string; r: autocannon.Result }> = [];
    rows.push({ name: 'bare Koa route (baseline)', r: await load({ url: `http://127.0.0.1:${PORT + 1}/`, connections: CONNECTIONS, duration: DURATION_S }) });
    const user = await auth(users[0]!);
    for (const path of ['/api/gear', '/api/consumables', '/api/catches', '/api/storage-locations', '/api/setups', '/api/gear-locations', '/api/stats', '/api/dashboard', '/api/gear/recommendations']) {
      rows.push({ name: `GET ${path}`, r: await load({ url: `${base}${path}`, headers: user, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    const writer = await auth(users[1] ?? users[0]!);
    for (const [path, body] of [['/api/gear', bodies.gear], ['/api/consumables', bodies.consumable], ['/api/catches', bodies.catch]] as const) {
      rows.push({ name: `POST ${path}`, r: await load({ url: `${base}${path}`, method: 'POST', headers: writer, body, connections: CONNECTIONS, duration: DURATION_S }) });
    }
    await stop(bare);
    await stop(product);

    const baseline = rows[0]!.r.requests.average;
    lines.push(
      '# API benchmark at scale (bench/api.ts)',
      '',
      `Run: ${new Date().toISOString()} · ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${Math.round(totalmem() / 2 ** 30)} GiB · Node ${process.version}`,
      `Data: ${USERS} users × (${PER_USER.gear} gear + ${PER_USER.consumables} consumables + ${PER_USER.catches} catches) = ${seeded} events seeded in ${seedSeconds.toFixed(1)} s (${Math.round(seeded / seedSeconds)} appends/s).`,
      `Projection rebuild from zero: ${head} events in ${rebuildSeconds.toFixed(1)} s = **${Math.round(head / rebuildSeconds)} events/s** (start-up included).`,
      `Load: autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per row; lists are one user's (${PER_USER.gear} gear, ${PER_USER.consumables} consumables, ${PER_USER.catches} catches).`,
      '',
      '| what | requests/s | p50 ms | p99 ms | errors | req/s vs baseline |',
      '|---|---:|---:|---:|---:|---:|',
      ...rows.map(({ name, r }) => `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors + r.non2xx} | ${(r.requests.average / baseline).toFixed(4)} |`),
      '',
    );
    writeFileSync(resolve(root, process.env.BENCH_OUT ?? 'bench/RESULTS-api.md'), lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await issuer.close();
    data.remove();
  }
}

await main();
