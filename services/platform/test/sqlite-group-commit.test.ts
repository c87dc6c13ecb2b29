import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '../src/adapters/sqlite-event-store';
import { ConcurrencyError } from '../src/errors';
import { handleCommand, type Decider } from '../src/es/command';
import type { AppendResult, EventData } from '../src/ports';

/*
 * Group commit in the SQLite event store (docs/decisions/127): appends arriving together share one
 * transaction, each keeps its own expected-revision check, a failing one never fails the others,
 * and an append is answered only once its group is committed.
 */

const dirs: string[] = [];
const stores: SqliteEventStore[] = [];
afterEach(async () => {
  for (const store of stores.splice(0)) await store.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function groupStore(): { store: SqliteEventStore; file: string } {
  const dir = mkdtempSync(join(tmpdir(), 'tackle-group-'));
  dirs.push(dir);
  const file = join(dir, 'events.sqlite');
  const store = new SqliteEventStore(file, { groupCommit: true });
  stores.push(store);
  return { store, file };
}

const event = (type: string, id: string = randomUUID()): EventData => ({ id, type, data: { type }, metadata: { userId: 'u1', correlationId: 'c', causationId: null, schemaVersion: 1 } });

type Settled = { ok: true; result: AppendResult } | { ok: false; error: unknown };
const settle = (promise: Promise<AppendResult>): Promise<Settled> => promise.then((result) => ({ ok: true as const, result }), (error: unknown) => ({ ok: false as const, error }));

describe('SQLite event store with group commit', () => {
  it('checks each append of a group on its own: a conflict fails that append only, the others commit together', async () => {
    const { store } = groupStore();
    const existing = `gear-${randomUUID()}`;
    await store.append(existing, [event('GearAdded')], { expectedRevision: 'no_stream' });
    const raced = `gear-${randomUUID()}`;
    const reusedId = randomUUID();
    const fresh = Array.from({ length: 20 }, () => `gear-${randomUUID()}`);
    // Sent in one turn of the event loop: one group.
    const outcomes = await Promise.all([
      ...fresh.slice(0, 10).map((stream) => settle(store.append(stream, [event('GearAdded')], { expectedRevision: 'no_stream' }))),
      settle(store.append(existing, [event('GearUpdated')], { expectedRevision: 5 })), // stale
      settle(store.append(existing, [event('GearUpdated')], { expectedRevision: 0 })), // current
      settle(store.append(raced, [event('GearAdded')], { expectedRevision: 'no_stream' })), // first of two creations
      settle(store.append(raced, [event('GearAdded')], { expectedRevision: 'no_stream' })), // the second loses
      settle(store.append(`gear-${randomUUID()}`, [event('GearAdded', reusedId)], { expectedRevision: 'no_stream' })),
      settle(store.append(`gear-${randomUUID()}`, [event('GearAdded', reusedId)], { expectedRevision: 'no_stream' })), // an event id used twice
      ...fresh.slice(10).map((stream) => settle(store.append(stream, [event('GearAdded'), event('GearUpdated')], { expectedRevision: 'no_stream' }))),
    ]);
    const failed = outcomes.flatMap((outcome, index) => (outcome.ok ? [] : [index]));
    expect(failed).toEqual([10, 13, 15]);
    const stale = outcomes[10] as { error: unknown };
    expect(stale.error).toBeInstanceOf(ConcurrencyError);
    expect(stale.error).toMatchObject({ streamId: existing, actual: 0 });
    expect((outcomes[13] as { error: unknown }).error).toBeInstanceOf(ConcurrencyError);
    expect((outcomes[15] as { error: Error }).error.message).toMatch(/UNIQUE constraint failed: events.event_id/);
    // Nothing of the failed appends was written, everything of the others was.
    expect((await store.readStream(existing)).map((e) => e.revision)).toEqual([0, 1]);
    expect(await store.readStream(raced)).toHaveLength(1);
    for (const stream of fresh.slice(10)) expect((await store.readStream(stream)).map((e) => e.type)).toEqual(['GearAdded', 'GearUpdated']);
    // One group: one transaction, so one commit time for every event it wrote.
    const written = (await store.readAll(1, 1_000)).map((e) => e.createdAt);
    expect(written).toHaveLength(10 + 1 + 1 + 1 + 10 * 2);
    expect(new Set(written).size).toBe(1);
    // Positions are answered per append and are the store's.
    const positions = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.result.position] : []));
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('answers an append only once its group is committed: another connection already reads it', async () => {
    const { store, file } = groupStore();
    const reader = new Database(file, { readonly: true });
    try {
      const streams = Array.from({ length: 30 }, () => `catch-${randomUUID()}`);
      const seen = await Promise.all(
        streams.map(async (stream) => {
          const result = await store.append(stream, [event('CatchLogged')], { expectedRevision: 'no_stream' });
          return reader.prepare('SELECT position FROM events WHERE stream_id = ?').pluck().get(stream) === result.position;
        }),
      );
      expect(seen.every(Boolean)).toBe(true);
    } finally {
      reader.close();
    }
  });

  it('tells its listeners after each group and keeps groups in order under a stream of appends', async () => {
    const { store } = groupStore();
    let notified = 0;
    store.onAppended(() => (notified += 1));
    const stream = `setup-${randomUUID()}`;
    await store.append(stream, [event('SetupCreated')], { expectedRevision: 'no_stream' });
    // One writer appending revision after revision while others append elsewhere: each append
    // waits for the previous one, so every group is committed before the next one is sent.
    let revision = 0;
    const others: Array<Promise<AppendResult>> = [];
    for (let i = 0; i < 25; i++) {
      others.push(store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' }));
      revision = (await store.append(stream, [event('SetupUpdated')], { expectedRevision: revision })).nextExpectedRevision;
    }
    await Promise.all(others);
    expect(revision).toBe(25);
    const all = await store.readAll(0, 1_000);
    expect(all.map((e) => e.position)).toEqual(all.map((_, index) => index + 1));
    expect(notified).toBeGreaterThan(1);
    expect(notified).toBeLessThanOrEqual(26);
  });

  it('keeps idempotent commands (decision 114): ten sends of one key in one group append once and all answer the first answer', async () => {
    const { store } = groupStore();
    const decider: Decider<{ type: 'Add' }, { added: boolean }, { type: 'Added'; data: object }> = {
      initialState: { added: false },
      evolve: () => ({ added: true }),
      decide: () => [{ type: 'Added', data: {} }],
    };
    const send = () => handleCommand(store, 'note-1', decider, { type: 'Add' }, { userId: 'alice', correlationId: 'c', idempotency: { key: 'k-1', requestHash: 'h' } });
    const answers = await Promise.all(Array.from({ length: 10 }, send));
    expect(new Set(answers.map((answer) => answer.position)).size).toBe(1);
    expect(answers.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(await store.readStream('note-1')).toHaveLength(1);
  });

  it('finishes queued appends before it closes', async () => {
    const { store, file } = groupStore();
    const pending = Array.from({ length: 40 }, () => store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' }));
    stores.splice(stores.indexOf(store), 1);
    await store.close();
    expect((await Promise.allSettled(pending)).every((outcome) => outcome.status === 'fulfilled')).toBe(true);
    await expect(store.append(`gear-${randomUUID()}`, [event('GearAdded')], { expectedRevision: 'no_stream' })).rejects.toThrow(/closed/);
    const reopened = new SqliteEventStore(file);
    expect(await reopened.headPosition()).toBe(40);
    await reopened.close();
  });
});
