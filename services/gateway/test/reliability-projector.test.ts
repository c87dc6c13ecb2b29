import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { addGear } from '@tackle/features/gear';
import { loadConfig, openEventStore, openReadStore, type FeatureSlice, type Projection, type ReadStore } from '@tackle/platform';
import { startTestIssuer, tempDataDir, type TestIssuer } from '@tackle/test-support';
import { slices } from '../src/routers';
import { startGateway, type Gateway } from '../src';

/**
 * Projector faults (issue 10): a projection that throws on one event parks it (logged, recorded in
 * `parked_events` with the reason) instead of retrying forever; the other projections and the
 * following events go on; after a stop during which writes continue, the read side catches up and
 * applies every event exactly once.
 */

const applied = new Map<string, number>();
const probe: Projection = {
  name: 'fault-probe',
  collections: ['fault_probe'],
  async apply(event, store) {
    if (event.type !== 'GearAdded') return;
    applied.set(event.id, (applied.get(event.id) ?? 0) + 1);
    const name = (event.data as { name?: string }).name;
    if (name === 'poison') throw new Error('the probe cannot digest poison');
    await store.put('fault_probe', event.id, { id: event.id, name }, event.position);
  },
};

const data = tempDataDir('tackle-projector-');
let issuer: TestIssuer;
let gateway: Gateway | undefined;
const alice = { id: randomUUID(), username: 'alice' };

async function start(): Promise<string> {
  gateway = await startGateway(
    loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: data.dir, LOG_LEVEL: 'silent', OIDC_ISSUER: issuer.issuer, OIDC_AUDIENCE: issuer.audience }),
  );
  const address = gateway.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** The probe joins the product as a slice of its own; the gateway hosts whatever `slices` holds when it starts. */
const probeSlice: FeatureSlice = { name: 'fault-probe', projections: [probe] };
const hosted = slices as FeatureSlice[];

async function add(base: string, name: string) {
  const res = await fetch(`${base}/api/gear`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await issuer.token(alice)}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, typeId: 1 }),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; position: number };
}

async function gearNames(base: string, position: number): Promise<string[]> {
  const res = await fetch(`${base}/api/gear`, { headers: { authorization: `Bearer ${await issuer.token(alice)}`, 'x-tackle-position': String(position) } });
  return ((await res.json()) as Array<{ name: string }>).map((g) => g.name).sort();
}

async function probeNames(reads: ReadStore) {
  return (await reads.find<{ name: string }>('fault_probe', {})).map((d) => d.name).sort();
}

afterAll(async () => {
  await gateway?.close();
  await issuer?.close();
  hosted.splice(hosted.indexOf(probeSlice), 1);
  data.remove();
});

describe('projector faults', () => {
  it('parks a poison event with its reason, keeps projecting, and catches up exactly once after a restart', async () => {
    issuer = await startTestIssuer();
    hosted.push(probeSlice);
    let base = await start();
    await add(base, 'first');
    await add(base, 'poison');
    const last = await add(base, 'second');
    // The other projections are unaffected: the gear list has all three.
    expect(await gearNames(base, last.position)).toEqual(['first', 'poison', 'second']);

    const reads = await openReadStore(loadConfig({ PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'silent' }));
    try {
      await vi.waitFor(async () => expect(await probeNames(reads)).toEqual(['first', 'second']), { timeout: 10_000, interval: 25 });
      const parked = await vi.waitFor(
        async () => {
          const found = await reads.find<Record<string, unknown>>('parked_events', { subscriber: 'fault-probe' });
          expect(found).toHaveLength(1);
          return found[0]!;
        },
        { timeout: 10_000, interval: 25 },
      );
      expect(parked).toMatchObject({ eventType: 'GearAdded', reason: 'the probe cannot digest poison' });

      // Stop everything, keep writing straight to the store, start again.
      await gateway!.close();
      gateway = undefined;
      const store = await openEventStore(loadConfig({ PORT: '0', DATA_DIR: data.dir, LOG_LEVEL: 'silent' }));
      let head = 0;
      for (const name of ['while-down-1', 'while-down-2', 'while-down-3']) {
        head = (await addGear(store, { userId: alice.id, correlationId: randomUUID() }, { name, typeId: 1 } as never)).position;
      }
      await store.close();
      base = await start();
      expect(await gearNames(base, head)).toEqual(['first', 'poison', 'second', 'while-down-1', 'while-down-2', 'while-down-3']);
      await vi.waitFor(async () => expect(await probeNames(reads)).toEqual(['first', 'second', 'while-down-1', 'while-down-2', 'while-down-3']), {
        timeout: 10_000,
        interval: 25,
      });
      // Exactly once: every healthy event was applied once across both runs; the poison was tried
      // a bounded number of times, not forever.
      const counts = [...applied.values()];
      expect(counts.filter((n) => n === 1)).toHaveLength(5);
      expect(counts.filter((n) => n > 1)).toEqual([3]);
    } finally {
      await reads.close();
    }
  }, 60_000);
});
