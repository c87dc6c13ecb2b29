import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTopology, uniqueNatsNames, type Topology } from '../../../scripts/topology';
import { startTestIssuer, tempDataDir, type TestIssuer } from '@tackle/test-support';
import { natsServerBinary, startOwnNatsServer, type OwnNatsServer } from './nats-server';

// The distributed topology on this machine: gateway, inventory, catches, queries, conditions,
// projections and relay as separate Node processes, the SQLite stores shared on disk, a real
// nats-server (our own, so the test may stop it) as the bus, and an outside OIDC provider (a test
// issuer serving its JWKS over HTTP). Requests go through the gateway as a browser's would.

const binary = natsServerBinary();
if (!binary)
  console.warn(
    'skipped: no nats-server binary (install nats-server or set NATS_SERVER_BIN) for the multi-process topology test',
  );

async function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Gateway port and the first of six consecutive service ports, all free, in 51xx. */
async function freePorts(): Promise<{ gateway: number; base: number }> {
  for (let base = 5121; base < 5190; base += 10) {
    const ports = [base - 1, ...Array.from({ length: 6 }, (_, i) => base + i)];
    if ((await Promise.all(ports.map(portFree))).every(Boolean)) return { gateway: base - 1, base };
  }
  throw new Error('no free block of ports in 5120-5199');
}

let nats: OwnNatsServer;
let issuer: TestIssuer;
let data: ReturnType<typeof tempDataDir>;
let topology: Topology;
const logs: string[] = [];

const angler = { id: randomUUID(), username: 'distributed-angler' };

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const token = await issuer.token(angler);
  const res = await fetch(`${topology.url}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as any) : null, headers: res.headers };
}

beforeAll(async () => {
  if (!binary) return;
  nats = await startOwnNatsServer(binary);
  issuer = await startTestIssuer();
  data = tempDataDir('tackle-topology-');
  const ports = await freePorts();
  const names = uniqueNatsNames('topo');
  topology = await startTopology({
    port: ports.gateway,
    servicePortBase: ports.base,
    publicUrl: `http://127.0.0.1:${ports.gateway}`,
    dataDir: data.dir,
    natsUrl: nats.url,
    natsStream: names.stream,
    natsSubjectPrefix: names.subjectPrefix,
    env: { OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience, LOG_LEVEL: 'warn' },
    log: (service, line) => logs.push(`[${service}] ${line}`),
    readyTimeoutMs: 120_000,
  });
}, 180_000);

afterAll(async () => {
  await topology?.stop();
  await nats?.dispose();
  await issuer?.close();
  data?.remove();
}, 60_000);

describe.skipIf(!binary)('distributed topology (every service its own process)', () => {
  it('routes through the gateway to the owning service and reads its own writes across processes', async () => {
    expect([...topology.processes.keys()].sort()).toEqual([
      'catches',
      'conditions',
      'gateway',
      'inventory',
      'projections',
      'queries',
      'relay',
    ]);
    const user = await call('GET', '/api/user');
    expect(user).toMatchObject({ status: 200, body: { id: angler.id, username: 'distributed-angler' } });

    const created = await call('POST', '/api/gear', {
      name: 'Zodias 7ft',
      typeId: 1,
      brand: 'Shimano',
      model: 'Zodias',
    });
    expect(created.status).toBe(201);
    // The write went to inventory, the projector runs in another process, the list comes from queries.
    const list = await call('GET', '/api/gear', undefined, { 'x-tackle-position': String(created.body.position) });
    expect(list.status).toBe(200);
    expect(list.headers.get('x-tackle-stale')).toBeNull();
    expect(list.body.map((g: { name: string }) => g.name)).toEqual(['Zodias 7ft']);

    const unauthenticated = await fetch(`${topology.url}/api/gear`);
    expect(unauthenticated.status).toBe(401);
    expect(
      (
        await fetch(`${topology.url}/api/no-such-thing`, {
          headers: { authorization: `Bearer ${await issuer.token(angler)}` },
        })
      ).status,
    ).toBe(404);
  }, 30_000);

  it('routes trips: started on catches, a catch joins it there, its summary and the calendar from queries', async () => {
    const started = await call('POST', '/api/trips', { name: 'Distributed trip', startedAt: '2026-05-01T06:00' });
    expect(started.status).toBe(201);
    expect(await call('POST', '/api/trips', { name: 'Second', startedAt: '2026-05-01T07:00' })).toMatchObject({ status: 409 });
    const logged = await call('POST', '/api/catches', { species: 'Bass', date: '2026-05-01T07:00', quantity: 3 });
    expect(logged.status).toBe(201);
    const ended = await call('POST', `/api/trips/${started.body.id}/end`, { endedAt: '2026-05-01T09:00' });
    expect(ended.status).toBe(200);
    const after = { 'x-tackle-position': String(ended.body.position) };
    const detail = await call('GET', `/api/trips/${started.body.id}`, undefined, after);
    expect(detail).toMatchObject({ status: 200, body: { catchIds: [logged.body.id], summary: { fish: 3, durationHours: 3, fishPerHour: 1 } } });
    const calendar = await call('GET', '/api/calendar?month=2026-05', undefined, after);
    expect(calendar.body.days[0]).toMatchObject({ date: '2026-05-01', trips: [{ name: 'Distributed trip' }], fish: 3 });
  }, 30_000);

  it('routes the backup: GET /api/export to queries, POST /api/import to inventory, restored in another account', async () => {
    const token = await issuer.token(angler);
    const exported = await fetch(`${topology.url}/api/export`, { headers: { authorization: `Bearer ${token}` } });
    expect(exported.status).toBe(200);
    expect(exported.headers.get('content-disposition')).toMatch(/tackle-backup-\d{4}-\d{2}-\d{2}\.zip/);
    const zip = Buffer.from(await exported.arrayBuffer());

    const other = { id: randomUUID(), username: 'distributed-restorer' };
    const otherToken = await issuer.token(other);
    const form = new FormData();
    form.append('backup', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'backup.zip');
    const restored = await fetch(`${topology.url}/api/import`, { method: 'POST', headers: { authorization: `Bearer ${otherToken}` }, body: form });
    const result = (await restored.json()) as { restored: { gear: number }; position: number };
    expect(restored.status).toBe(200);
    expect(result.restored.gear).toBe(1);
    const list = await fetch(`${topology.url}/api/gear`, { headers: { authorization: `Bearer ${otherToken}`, 'x-tackle-position': String(result.position) } });
    expect(((await list.json()) as Array<{ name: string }>).map((g) => g.name)).toEqual(['Zodias 7ft']);
  }, 30_000);

  it('keeps taking commands while NATS is down and projects every event exactly once when it is back', async () => {
    const names: string[] = [];
    const add = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const name = `Fault rod ${names.length + 1}`;
        const created = await call('POST', '/api/gear', { name, typeId: 1 });
        expect(created.status).toBe(201);
        names.push(name);
      }
    };
    const before = await call('GET', '/api/gear');
    const baseline = before.body.length as number;

    await add(5);
    await nats.kill();
    await add(10); // commands only touch the event store: they keep working
    await nats.start();
    await add(5);

    const last = await call('POST', '/api/gear', { name: 'After the storm', typeId: 1 });
    names.push('After the storm');
    const deadline = Date.now() + 60_000;
    let list = await call('GET', '/api/gear', undefined, { 'x-tackle-position': String(last.body.position) });
    while (list.body.length < baseline + names.length && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      list = await call('GET', '/api/gear', undefined, { 'x-tackle-position': String(last.body.position) });
    }
    const listed: string[] = list.body
      .map((g: { name: string }) => g.name)
      .filter((name: string) => names.includes(name));
    expect(listed.sort()).toEqual([...names].sort()); // each one, once
    expect(list.body.length).toBe(baseline + names.length);
    // The relay and the projector rode out the outage instead of crashing.
    expect([...topology.processes.keys()]).toContain('relay');
    expect([...topology.processes.keys()]).toContain('projections');
    const relayReady = await fetch(`${topology.processes.get('relay')!.url}/readyz`);
    expect(relayReady.status).toBe(200);
  }, 120_000);

  it('drains in-flight requests when a service stops, and answers again after a restart', async () => {
    const queries = topology.processes.get('queries')!.url;
    // A read that waits (up to 2 s) for a position the read models will not reach: in flight for a while.
    const slow = call('GET', '/api/gear', undefined, { 'x-tackle-position': String(Number.MAX_SAFE_INTEGER) });
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const health = (await (await fetch(`${queries}/healthz`)).json()) as { inFlight: number };
      if (health.inFlight >= 1) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    // SIGTERM: readiness turns 503 at once, the running request still gets its answer, then the process exits 0.
    const stopped = topology.stopProcess('queries');
    const answered = await slow;
    expect(answered.status).toBe(200);
    expect(answered.headers.get('x-tackle-stale')).toBe('1');
    await stopped;
    const down = await call('GET', '/api/gear');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ code: 'unavailable' });

    await topology.startProcess('queries');
    const up = await call('GET', '/api/gear');
    expect(up.status).toBe(200);
  }, 120_000);
});
