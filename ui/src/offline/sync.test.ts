import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { discardChange, keepMine, queueChange, sendOrQueue, type NewChange } from './outbox';
import { pendingIdOf } from './pending';
import { closeOfflineStore, getPhoto, queuedChanges, type QueuedChange } from './store';
import { backoffMs, createSyncEngine, type SendOutcome } from './sync';

// The outbox and its sync engine against IndexedDB (fake-indexeddb, the same API in Node).

let scope = '';
let clock = 1_000_000;
beforeEach(() => {
  scope = `angler-${crypto.randomUUID()}`;
  clock = 1_000_000;
});

const catchChange = (label: string, extra: Partial<NewChange> = {}): NewChange => ({
  scope,
  method: 'POST',
  path: '/api/catches',
  body: { species: label, weight: 2 },
  entity: 'catch',
  targetId: null,
  label,
  ...extra,
});

/** A server that keeps what it received by idempotency key, as the real one does (decision 114). */
function fakeServer() {
  const received = new Map<string, QueuedChange>();
  const sent: string[] = [];
  return {
    received,
    sent,
    accept(change: QueuedChange): SendOutcome {
      sent.push(change.label);
      if (!received.has(change.id)) received.set(change.id, change);
      return { kind: 'landed' };
    },
  };
}

describe('the outbox', () => {
  it('sends the changes in the order they were made, and forgets each once it landed', async () => {
    const server = fakeServer();
    for (const label of ['first', 'second', 'third']) await queueChange(catchChange(label));
    const engine = createSyncEngine({ send: async (change) => server.accept(change), now: () => clock });
    const report = await engine.run(scope);
    expect(server.sent).toEqual(['first', 'second', 'third']);
    expect(report.landed.map((c) => c.label)).toEqual(['first', 'second', 'third']);
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('reports what did not make it with a change that landed, and still forgets the change', async () => {
    await queueChange(catchChange('Zodias'));
    const engine = createSyncEngine({ send: async () => ({ kind: 'landed', id: 'g-1', warning: 'Photo not uploaded: too large' }), now: () => clock });
    const report = await engine.run(scope);
    expect(report.warnings.map((w) => [w.change.label, w.message])).toEqual([['Zodias', 'Photo not uploaded: too large']]);
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('keeps every change through a closed tab (a new connection to the database)', async () => {
    await queueChange(catchChange('before close', { photo: { blob: new Blob([new Uint8Array([1, 2, 3])], { type: 'image/jpeg' }), name: 'bass.jpg' } }));
    await queueChange(catchChange('also before close'));
    await closeOfflineStore();
    const waiting = await queuedChanges(scope);
    expect(waiting.map((c) => [c.label, c.state])).toEqual([
      ['before close', 'pending'],
      ['also before close', 'pending'],
    ]);
    const photo = await getPhoto(waiting[0]!.photoId!);
    expect(photo?.name).toBe('bass.jpg');
    expect(new Uint8Array(await photo!.blob.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('stops at a change it could not send, keeps the order, and tries again after a growing wait', async () => {
    const server = fakeServer();
    let online = false;
    const engine = createSyncEngine({
      send: async (change) => (online ? server.accept(change) : { kind: 'retry', reason: 'Failed to fetch' }),
      now: () => clock,
    });
    await queueChange(catchChange('one'));
    await queueChange(catchChange('two'));

    const first = await engine.run(scope);
    expect(first.waiting).toMatchObject({ label: 'one', attempts: 1, nextAttemptAt: clock + 2_000, lastError: 'Failed to fetch' });
    clock += 2_000;
    const second = await engine.run(scope);
    expect(second.waiting).toMatchObject({ label: 'one', attempts: 2, nextAttemptAt: clock + 4_000 });
    expect(server.sent).toEqual([]);

    online = true;
    // Not due yet: nothing is sent, not even the later change.
    expect((await engine.run(scope)).landed).toEqual([]);
    // "Sync now" does not wait.
    const now = await engine.run(scope, { force: true });
    expect(now.landed.map((c) => c.label)).toEqual(['one', 'two']);
    expect(server.sent).toEqual(['one', 'two']);
  });

  it('grows the wait from 2 s to at most 5 minutes', () => {
    expect([1, 2, 3, 4, 8, 20].map(backoffMs)).toEqual([2_000, 4_000, 8_000, 16_000, 256_000, 300_000]);
  });

  it('a send interrupted after the server took it is sent again with the same key: the server has it once', async () => {
    const server = fakeServer();
    let answerLost = true;
    const engine = createSyncEngine({
      send: async (change) => {
        server.accept(change);
        if (answerLost) throw new TypeError('network connection lost');
        return { kind: 'landed' };
      },
      now: () => clock,
    });
    await queueChange(catchChange('landed twice'));
    await engine.run(scope);
    answerLost = false;
    await engine.run(scope, { force: true });
    expect(server.sent).toEqual(['landed twice', 'landed twice']);
    expect(server.received.size).toBe(1);
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('a refused change waits for a decision, holds later changes of the same item, and lets others pass', async () => {
    const server = fakeServer();
    const engine = createSyncEngine({
      send: async (change) =>
        change.label === 'stale edit' ? { kind: 'refused', status: 409, reason: 'This item was changed by someone else.' } : server.accept(change),
      now: () => clock,
    });
    await queueChange({ ...catchChange('stale edit'), method: 'PUT', path: '/api/catches/c-1', targetId: 'c-1', body: { species: 'Bass', expectedRevision: 3 } });
    await queueChange({ ...catchChange('delete after it'), method: 'DELETE', path: '/api/catches/c-1', targetId: 'c-1' });
    await queueChange(catchChange('another catch'));

    const report = await engine.run(scope);
    expect(report.refused.map((c) => [c.label, c.state, c.refusedStatus])).toEqual([['stale edit', 'conflict', 409]]);
    expect(server.sent).toEqual(['another catch']);
    const left = await queuedChanges(scope);
    expect(left.map((c) => [c.label, c.state])).toEqual([
      ['stale edit', 'conflict'],
      ['delete after it', 'pending'],
    ]);
    // Nothing is dropped until the angler decides.
    expect((await engine.run(scope, { force: true })).landed).toEqual([]);
    expect(await queuedChanges(scope)).toHaveLength(2);

    // "Keep mine": sent again without the stale revision, under a new key, and after it the delete.
    await keepMine(left[0]!, '/api/catches');
    const again = (await queuedChanges(scope)).find((c) => c.label === 'stale edit')!;
    expect(again).toMatchObject({ state: 'pending', method: 'PUT', body: { species: 'Bass' } });
    expect(again.id).not.toBe(left[0]!.id);
    expect(again.body).not.toHaveProperty('expectedRevision');
  });

  it('"Keep mine" on an edit of an item deleted elsewhere logs it again; "Keep theirs" drops the change', async () => {
    const gone = await queueChange({ ...catchChange('edit of a deleted catch'), method: 'PUT', path: '/api/catches/c-2', targetId: 'c-2', body: { species: 'Pike', expectedRevision: 1 } });
    const engine = createSyncEngine({ send: async () => ({ kind: 'refused', status: 404, reason: 'Catch not found' }), now: () => clock });
    await engine.run(scope);
    const [conflict] = await queuedChanges(scope);
    expect(conflict).toMatchObject({ state: 'conflict', refusedStatus: 404, id: gone.id });
    await keepMine(conflict!, '/api/catches');
    const [recreate] = await queuedChanges(scope);
    expect(recreate).toMatchObject({ method: 'POST', path: '/api/catches', targetId: null, body: { species: 'Pike' }, state: 'pending' });

    await discardChange(recreate!);
    expect(await queuedChanges(scope)).toEqual([]);
  });

  it('keeps each account\'s changes apart', async () => {
    await queueChange(catchChange('mine'));
    const other = `angler-${crypto.randomUUID()}`;
    await queueChange({ ...catchChange('theirs'), scope: other });
    expect((await queuedChanges(scope)).map((c) => c.label)).toEqual(['mine']);
    expect((await queuedChanges(other)).map((c) => c.label)).toEqual(['theirs']);
  });
});

describe('changes naming an item still waiting to be created (decision 126)', () => {
  const tripStart = (label: string): NewChange => ({ scope, method: 'POST', path: '/api/trips', body: { name: label }, entity: 'trip', targetId: null, label });
  const tripEnd = (pendingId: string): NewChange => ({
    scope,
    method: 'POST',
    path: `/api/trips/${encodeURIComponent(pendingId)}/end`,
    body: { endedAt: '2026-12-05T14:00', weather: [] },
    entity: 'trip',
    targetId: pendingId,
    label: 'End trip',
  });

  it('a trip started, fished and ended without signal: the catch and the end name the trip by the id the server gave it', async () => {
    const start = await queueChange(tripStart('Lake Fork — Sat 5 Dec'));
    const tripId = pendingIdOf(start);
    await queueChange(catchChange('Bass on the trip', { body: { species: 'Bass', tripId } }));
    await queueChange(tripEnd(tripId));
    const sent: Array<{ path: string; targetId: string | null; body: unknown }> = [];
    const engine = createSyncEngine({
      send: async (change) => {
        sent.push({ path: change.path, targetId: change.targetId, body: change.body });
        return { kind: 'landed', id: change.path === '/api/trips' ? 'trip-1' : 'catch-1' };
      },
      now: () => clock,
    });
    const report = await engine.run(scope);
    expect(report.landed).toHaveLength(3);
    expect(sent).toEqual([
      { path: '/api/trips', targetId: null, body: { name: 'Lake Fork — Sat 5 Dec' } },
      { path: '/api/catches', targetId: null, body: { species: 'Bass', tripId: 'trip-1' } },
      { path: '/api/trips/trip-1/end', targetId: 'trip-1', body: { endedAt: '2026-12-05T14:00', weather: [] } },
    ]);
  });

  it('keeps the server\'s id in the waiting changes when the run stops after the create landed', async () => {
    const start = await queueChange(tripStart('Evening'));
    await queueChange(catchChange('Crappie', { body: { species: 'Crappie', tripId: pendingIdOf(start) } }));
    const engine = createSyncEngine({
      send: async (change) => (change.path === '/api/trips' ? { kind: 'landed', id: 'trip-7' } : { kind: 'retry', reason: 'No connection' }),
      now: () => clock,
    });
    await engine.run(scope);
    await closeOfflineStore();
    const [waiting] = await queuedChanges(scope);
    expect(waiting).toMatchObject({ label: 'Crappie', body: { species: 'Crappie', tripId: 'trip-7' } });
  });

  it('holds what names a refused create, and sends it without the name once the angler drops the create', async () => {
    const start = await queueChange(tripStart('Refused'));
    const tripId = pendingIdOf(start);
    await queueChange(catchChange('Walleye', { body: { species: 'Walleye', tripId } }));
    await queueChange(tripEnd(tripId));
    const server = fakeServer();
    const engine = createSyncEngine({
      send: async (change) =>
        change.path === '/api/trips' ? { kind: 'refused', status: 422, reason: 'Another trip is under way: end it first' } : server.accept(change),
      now: () => clock,
    });
    await engine.run(scope);
    expect(server.sent).toEqual([]);
    expect((await queuedChanges(scope)).map((c) => [c.label, c.state])).toEqual([
      ['Refused', 'refused'],
      ['Walleye', 'pending'],
      ['End trip', 'pending'],
    ]);

    // "Keep theirs": the trip is never created. The catch goes without it; ending it cannot be sent.
    await discardChange((await queuedChanges(scope))[0]!);
    const report = await engine.run(scope);
    expect(server.sent).toEqual(['Walleye']);
    expect(server.received.values().next().value?.body).toEqual({ species: 'Walleye' });
    expect(report.refused.map((c) => [c.label, c.lastError])).toEqual([['End trip', 'What it changes was never saved on the server.']]);
  });

  it('sendOrQueue does not send a change naming a waiting item at once: it waits in the outbox behind it', async () => {
    const start = await queueChange(tripStart('Queued'));
    let fetched = 0;
    const result = await sendOrQueue(catchChange('Perch', { body: { species: 'Perch', tripId: pendingIdOf(start) } }), async () => {
      fetched += 1;
      return 'token';
    });
    expect(result.landed).toBe(false);
    expect(fetched).toBe(0);
    expect((await queuedChanges(scope)).map((c) => c.label)).toEqual(['Queued', 'Perch']);
  });
});
