// Seeding shared by the benchmarks that need a big event store (bench/api.ts, bench/rebuild.ts), and
// waiting for the product's projections to catch up on it (bench/api.ts, bench/_prof.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { SqliteEventStore, sliceProjections, type BulkAppend, type RecordedEvent } from '../services/platform/src';
import { slices } from '../services/gateway/src/routers';
import type { TestIssuer } from '@tackle/test-support';
import { CATALOG_SEED_STREAM } from '@tackle/contracts';
import { waitForUrl } from './lib';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SEED_CHUNK = 2_000;

export interface BenchUser {
  id: string;
  username: string;
}

export interface PerUser {
  gear: number;
  consumables: number;
  catches: number;
}

export interface SeedMarker {
  users: BenchUser[];
  perUser: PerUser;
  seeded: number;
  seedSeconds: number;
}

/** The bodies the benchmarks send: a gear item, a consumable and a catch (with a place, so it gets bite times). */
export const bodies = {
  gear: JSON.stringify({ name: 'Bench rod', typeId: 1, brand: 'Shimano', model: 'Zodias', retailCost: 249.99, notes: 'seeded' }),
  consumable: JSON.stringify({ name: 'Worms', brand: 'Zoom', model: 'Trick Worm', category: 'soft plastic', size: '6.5', unit: 'pieces', initialQuantity: 20, minStockLevel: 5 }),
  catch: JSON.stringify({ species: 'Largemouth Bass', date: '2026-05-01', weight: 2.5, length: 40, location: 'North cove', notes: 'seeded', coordinates: { lat: 32.88, lon: -95.57 } }),
};

const children = new Set<ChildProcess>();

/** A script of the repository as a child process (the product, the bare Koa baseline). */
export function startScript(script: string, vars: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: root, env: { ...process.env, ...vars }, stdio: ['ignore', 'ignore', 'inherit'] });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

export const stopScript = (child: ChildProcess) =>
  new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM'))));

export const stopAllScripts = () => Promise.all([...children].map(stopScript));

/** Environment of the product (single-machine mode) on `dataDir`, signed in through `issuer`. */
export function productEnv(port: number, dataDir: string, issuer: TestIssuer, extra: Record<string, string> = {}) {
  return { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, DATA_DIR: dataDir, LOG_LEVEL: 'silent', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience, ...extra };
}

export const authHeaders = async (issuer: TestIssuer, user: BenchUser) => ({
  authorization: `Bearer ${await issuer.token(user, { expiresIn: '4h' })}`,
  'content-type': 'application/json',
});

/**
 * The event store of `dataDir` holding `users` × `perUser` items, seeded once and reused after
 * (`bench-seed.json` records what is there):
 * 1. the product (a child process) makes one gear item, one consumable and one catch through the
 *    API; their recorded events are the templates;
 * 2. with the product stopped, the templates are cloned (new entity ids, each user's id) and
 *    appended straight to the event store in bulk transactions (`appendMany`): far faster than
 *    commands one by one, and the same rows a command writes.
 */
export async function seedEventStore(options: { dataDir: string; users: number; perUser: PerUser; port: number; issuer: TestIssuer }): Promise<SeedMarker> {
  const { dataDir, perUser, port, issuer } = options;
  mkdirSync(dataDir, { recursive: true });
  const markerFile = join(dataDir, 'bench-seed.json');
  const existing = existsSync(markerFile) ? (JSON.parse(readFileSync(markerFile, 'utf8')) as SeedMarker) : null;
  if (existing) {
    if (existing.users.length !== options.users || JSON.stringify(existing.perUser) !== JSON.stringify(perUser)) {
      throw new Error(`${dataDir} holds a different seed (${existing.users.length} users, ${JSON.stringify(existing.perUser)}); remove it first`);
    }
    return existing;
  }
  const base = `http://127.0.0.1:${port}`;
  const template: BenchUser = { id: randomUUID(), username: 'template' };
  const product = startScript('services/gateway/src/main.ts', productEnv(port, dataDir, issuer));
  try {
    await waitForUrl(`${base}/app-config.json`, product);
    const headers = await authHeaders(issuer, template);
    for (const [path, body] of [['/api/gear', bodies.gear], ['/api/consumables', bodies.consumable], ['/api/catches', bodies.catch]] as const) {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers, body });
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    }
    // The built-in catalog is appended in the background at start-up: the seeded store has all of it.
    await catalogSeeded(dataDir);
  } finally {
    await stopScript(product);
  }

  const users: BenchUser[] = Array.from({ length: options.users }, (_, i) => ({ id: randomUUID(), username: `bench${i}` }));
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const all = await store.readAll(0, 1_000_000);
  const mine = all.filter((e) => e.metadata.userId === template.id);
  const pick = (type: string) => {
    const event = mine.find((e) => e.type === type);
    if (!event) throw new Error(`no ${type} template (saw ${mine.map((e) => e.type).join(', ')})`);
    return event;
  };
  const templates: Array<[RecordedEvent, number]> = [
    [pick('GearAdded'), perUser.gear],
    [pick(mine.find((e) => e.streamId.startsWith('consumable-'))?.type ?? 'ConsumableAdded'), perUser.consumables],
    [pick('CatchLogged'), perUser.catches],
  ];
  const seedStarted = performance.now();
  const seeded = await appendClones(store, templates, template.id, users.map((user) => user.id));
  process.stderr.write('\n');
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  await store.close();
  const marker: SeedMarker = { users, perUser, seeded, seedSeconds };
  writeFileSync(markerFile, JSON.stringify(marker));
  return marker;
}

/**
 * Appends, for each of `userIds`, `count` copies of each template event (one new stream each: a new
 * entity id, and the user's id where the template names `templateUserId`) straight to `store` in
 * bulk transactions (`appendMany`), the same rows a command writes. Prints progress; answers the
 * number of events appended.
 */
export async function appendClones(
  store: SqliteEventStore,
  templates: ReadonlyArray<readonly [RecordedEvent, number]>,
  templateUserId: string,
  userIds: readonly string[],
): Promise<number> {
  let seeded = 0;
  let chunk: BulkAppend[] = [];
  const flush = async () => {
    if (chunk.length) await store.appendMany(chunk);
    seeded += chunk.length;
    chunk = [];
  };
  for (const userId of userIds) {
    for (const [event, count] of templates) {
      const [category, ...rest] = event.streamId.split('-');
      const entityId = rest.join('-');
      const text = JSON.stringify(event.data);
      for (let i = 0; i < count; i++) {
        const id = randomUUID();
        const data = JSON.parse(text.split(entityId).join(id).split(templateUserId).join(userId)) as unknown;
        chunk.push({
          streamId: `${category}-${id}`,
          events: [{ id: randomUUID(), type: event.type, data, metadata: { ...event.metadata, userId, correlationId: randomUUID() } }],
          expectedRevision: 'no_stream',
        });
        if (chunk.length >= SEED_CHUNK) await flush();
      }
    }
    process.stderr.write(`\rseeded ${seeded + chunk.length} events`);
  }
  await flush();
  return seeded;
}

/** Waits (at most a minute) until the product has appended the whole built-in catalog to `dataDir`. */
async function catalogSeeded(dataDir: string): Promise<void> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    for (let attempt = 0; attempt < 600; attempt++) {
      if ((await store.readStream(CATALOG_SEED_STREAM)).some((event) => event.type === 'CatalogSeeded')) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error('the built-in catalog was not appended within a minute');
  } finally {
    await store.close();
  }
}

/** The head position of the event store in `dataDir`. */
export async function headOf(dataDir: string): Promise<number> {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    return await store.headPosition();
  } finally {
    await store.close();
  }
}

/**
 * Polls the projections' checkpoints in `dataDir`'s read store (a read-only second connection) until
 * every projection of the product reaches `head`; fails if `child` (the product) exits meanwhile.
 */
export async function waitForProjections(dataDir: string, head: number, child: ChildProcess) {
  const file = join(dataDir, 'read-models.sqlite');
  const names = sliceProjections(slices).map((p) => p.name);
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
