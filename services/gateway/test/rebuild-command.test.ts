import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdDataDir, SqliteReadStore, sliceProjections } from '@tackle/platform';
import { startProductProcess, startTestIssuer, tempDataDir, type ProductProcess, type TestIssuer } from '@tackle/test-support';
import { slices } from '../src/routers';

/*
 * `npm run rebuild -- <projection>` (decision 127): one projection rebuilt from position 0, the
 * others left alone, with progress and the time left; by the running product when there is one,
 * by the command itself when not; and never two writers on one data dir.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const COMMAND = join(repoRoot, 'services/gateway/src/rebuild.ts');

let issuer: TestIssuer;
const dirs: Array<{ remove(): void }> = [];
const products: ProductProcess[] = [];
beforeAll(async () => {
  issuer = await startTestIssuer();
});
afterAll(async () => {
  for (const product of products) await product.stop();
  await issuer.close();
  for (const dir of dirs) dir.remove();
});

function rebuild(dataDir: string | null, ...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', COMMAND, ...args],
      { cwd: repoRoot, env: { ...process.env, LOG_LEVEL: 'silent', ...(dataDir ? { DATA_DIR: dataDir } : {}) }, timeout: 120_000 },
      (error, stdout, stderr) => done({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function product(dataDir: string): Promise<ProductProcess> {
  const started = await startProductProcess({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience });
  products.push(started);
  return started;
}

const angler = { id: randomUUID(), username: 'rebuilder' };

async function call(base: string, method: string, path: string, body?: object, position?: number) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await issuer.token(angler)}`,
      'content-type': 'application/json',
      ...(position ? { 'x-tackle-position': String(position) } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as unknown, stale: res.headers.get('x-tackle-stale') };
}

/** A data dir with three gear items and a catch, written through the product. */
async function dataDirWithGear() {
  const dir = tempDataDir('tackle-rebuild-');
  dirs.push(dir);
  const running = await product(dir.dir);
  let position = 0;
  for (const name of ['Rod A', 'Reel B', 'Lure C']) position = ((await call(running.base, 'POST', '/api/gear', { name, typeId: 1 })).body as { position: number }).position;
  position = ((await call(running.base, 'POST', '/api/catches', { species: 'Largemouth Bass', date: '2026-05-01', weight: 2.5, location: 'North cove' })).body as { position: number }).position;
  return { dir: dir.dir, running, position };
}

const gearNames = async (base: string, position: number) => ((await call(base, 'GET', '/api/gear', undefined, position)).body as Array<{ name: string }>).map((item) => item.name).sort();

describe('npm run rebuild -- <projection>', () => {
  it('lists the projections when the name is missing or unknown', async () => {
    const missing = await rebuild(null);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('npm run rebuild -- <projection>');
    const unknown = await rebuild(null, 'gear');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("There is no projection named 'gear'.");
    expect(unknown.stderr).toContain(`Projections: ${sliceProjections(slices).map((projection) => projection.name).join(', ')}`);
  });

  it('rebuilds one projection itself when Tackle is not running, and leaves the others alone', async () => {
    const { dir, running, position } = await dataDirWithGear();
    await running.stop();
    const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    const before = { activity: await reads.getCheckpoint('activity-v2'), catches: await reads.find('catches', {}) };
    // The gear read model lost (the checkpoint says it is complete): only a rebuild brings it back.
    await reads.clear('gear');
    await reads.put('activity', 'marker', { id: 'marker' }, position + 1_000);
    await reads.close();

    const rebuilt = await rebuild(dir, 'gear-list-v3');
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toContain('Rebuilding gear-list-v3');
    expect(rebuilt.stdout).toMatch(/gear-list-v3: [\d,]+ of [\d,]+ events \(100%\) · [\d,]+ events\/s · done/);
    expect(rebuilt.stdout).toContain('gear-list-v3 is rebuilt.');

    const after = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    try {
      expect((await after.find<{ name: string }>('gear', {})).map((item) => item.name).sort()).toEqual(['Lure C', 'Reel B', 'Rod A']);
      expect(await after.getCheckpoint('gear-list-v3')).toBeGreaterThanOrEqual(position);
      expect(await after.getCheckpoint('activity-v2')).toBe(before.activity);
      expect(await after.get('activity', 'marker')).toEqual({ id: 'marker' });
      expect(await after.find('catches', {})).toEqual(before.catches);
    } finally {
      await after.close();
    }
  }, 120_000);

  it('asks the running product, which rebuilds while it answers', async () => {
    const { dir, running, position } = await dataDirWithGear();
    // The gear read model lost under the running product.
    const reads = new SqliteReadStore(join(dir, 'read-models.sqlite'));
    await reads.clear('gear');
    await reads.close();
    expect(await gearNames(running.base, position)).toEqual([]);

    const rebuilt = await rebuild(dir, 'gear-list-v3');
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.code).toBe(0);
    expect(rebuilt.stdout).toContain(`asked it to rebuild gear-list-v3`);
    expect(rebuilt.stdout).toContain('gear-list-v3 is rebuilt.');
    expect(await gearNames(running.base, position)).toEqual(['Lure C', 'Reel B', 'Rod A']);
    // Writes go on as before.
    const added = (await call(running.base, 'POST', '/api/gear', { name: 'Net D', typeId: 1 })).body as { position: number };
    expect(await gearNames(running.base, added.position)).toEqual(['Lure C', 'Net D', 'Reel B', 'Rod A']);
  }, 120_000);

  it('never lets two processes write one data dir: Tackle does not start while a rebuild holds it', async () => {
    const dir = tempDataDir('tackle-rebuild-held-');
    dirs.push(dir);
    const release = holdDataDir(dir.dir, 'rebuild');
    try {
      await expect(product(dir.dir)).rejects.toThrow(`A rebuild (process ${process.pid}) is running on ${dir.dir}; start Tackle again when it has finished.`);
    } finally {
      release();
    }
    const started = await product(dir.dir);
    const again = await rebuild(dir.dir, 'settings');
    expect(again.code).toBe(0);
    expect(again.stdout).toContain(`process ${started.child.pid}`);
  }, 120_000);
});
