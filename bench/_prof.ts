/**
 * Profiles one write route: `node --import tsx bench/_prof.ts [/api/gear|/api/catches|/api/consumables]`.
 * PROF=1 writes a CPU profile of the product to /tmp/prof. PROF_SEED=<dir> writes as an angler of
 * issue 20's scale (4 users × (2,500 gear + 1,000 consumables + 5,000 catches), seeded once into
 * that dir and copied for each run, read models rebuilt before the load), as bench/api.ts does.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { startTestIssuer, tempDataDir } from '@tackle/test-support';
import { load, processCpuSeconds, waitForUrl } from './lib';
import { authHeaders, bodies, headOf, productEnv, root, seedEventStore, waitForProjections, type BenchUser } from './seed';
const path = process.argv[2] ?? '/api/gear';
const issuer = await startTestIssuer();
const data = tempDataDir('tackle-prof-');
const port = 5190;
let writer: BenchUser = { id: randomUUID(), username: 'writer' };
const seedDir = process.env.PROF_SEED;
let head = 0;
if (seedDir) {
  const marker = await seedEventStore({ dataDir: seedDir, users: 4, perUser: { gear: 2500, consumables: 1000, catches: 5000 }, port, issuer });
  writer = marker.users[1]!;
  cpSync(join(seedDir, 'events.sqlite'), join(data.dir, 'events.sqlite'));
  head = await headOf(data.dir);
}
const product = spawn(process.execPath, [...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : []), '--import', 'tsx', 'services/gateway/src/main.ts'], { cwd: root, env: { ...process.env, ...productEnv(port, data.dir, issuer) }, stdio: ['ignore', 'ignore', 'inherit'] });
const base = `http://127.0.0.1:${port}`;
await waitForUrl(`${base}/app-config.json`, product);
if (head) await waitForProjections(data.dir, head, product);
const headers = await authHeaders(issuer, writer);
const body = path === '/api/gear' ? bodies.gear : path === '/api/consumables' ? bodies.consumable : bodies.catch;
await fetch(`${base}${path}`, { method: 'POST', headers, body });
const cpu0 = processCpuSeconds(product.pid!);
const result = await load({ url: `${base}${path}`, method: 'POST', headers, body, connections: 10, duration: 10 });
console.log(path, Math.round(result.requests.average), 'req/s p99', result.latency.p99, 'cpu ms/write', (((processCpuSeconds(product.pid!) - cpu0) * 1000) / result['2xx']).toFixed(2));
await new Promise<void>((r) => { product.once('exit', () => r()); product.kill('SIGTERM'); });
await issuer.close(); data.remove();
