import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';
import { AppError, ConcurrencyError } from '../src/errors';
import { handleCommand, newAggregateId, type Decider } from '../src/es/command';

/** A minimal owned aggregate: a note with an owner, renamed by its owner only, never to ''. */
type NoteEvent = { type: 'NoteAdded'; data: { ownerId: string } } | { type: 'NoteRenamed'; data: { name: string } };
type NoteCommand = { type: 'AddNote'; userId: string } | { type: 'RenameNote'; userId: string; name: string };
type NoteState = { ownerId: string | null };

const noteDecider: Decider<NoteCommand, NoteState, NoteEvent> = {
  initialState: { ownerId: null },
  evolve: (state, event) => (event.type === 'NoteAdded' ? { ownerId: event.data.ownerId } : state),
  decide(command, state) {
    if (command.type === 'AddNote') return [{ type: 'NoteAdded', data: { ownerId: command.userId } }];
    if (state.ownerId !== command.userId) throw new AppError('not_found', 'Note not found');
    if (command.name === '') throw new AppError('validation', 'A note needs a name');
    return [{ type: 'NoteRenamed', data: { name: command.name } }];
  },
};

const context = (userId: string, expectedRevision?: number) => ({ userId, correlationId: 'c', expectedRevision });

async function noteAtRevision1(store: InMemoryEventStore) {
  await handleCommand(store, 'note-1', noteDecider, { type: 'AddNote', userId: 'alice' }, context('alice'));
  await handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name: 'one' }, context('alice'));
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof ConcurrencyError ? 'conflict (revision)' : error instanceof AppError ? error.code : String(error)),
  );

describe('handleCommand: ownership before the revision (decision 094)', () => {
  it("another user's id is not found whatever expected revision is sent, and nothing is written", async () => {
    const store = new InMemoryEventStore();
    await noteAtRevision1(store);
    const results: Record<string, string> = {};
    for (const revision of [undefined, 0, 1, 2, 99]) {
      results[String(revision)] = await outcome(
        handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'bob', name: 'mine' }, context('bob', revision)),
      );
    }
    expect(results).toEqual({ undefined: 'not_found', 0: 'not_found', 1: 'not_found', 2: 'not_found', 99: 'not_found' });
    expect(await store.readStream('note-1')).toHaveLength(2);
  });

  it("the owner's stale revision is still a conflict, also when the decider would refuse the command otherwise", async () => {
    const store = new InMemoryEventStore();
    await noteAtRevision1(store);
    const rename = (name: string, revision?: number) =>
      outcome(handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name }, context('alice', revision)));
    expect(await rename('two', 0)).toBe('conflict (revision)');
    expect(await rename('', 0)).toBe('conflict (revision)');
    expect(await rename('', 1)).toBe('validation');
    expect(await rename('two', 1)).toBe('ok');
    expect(await store.readStream('note-1')).toHaveLength(3);
  });
});

describe('handleCommand with an idempotency key (decision 114)', () => {
  const keyed = (userId: string, key: string, requestHash = 'h1') => ({ userId, correlationId: 'c', idempotency: { key, requestHash } });

  it('answers a command whose answer was lost with its first answer and appends nothing', async () => {
    const store = new InMemoryEventStore();
    await noteAtRevision1(store);
    const first = await handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name: 'two' }, keyed('alice', 'k-rename'));
    const again = await handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name: 'two' }, keyed('alice', 'k-rename'));
    expect(again).toEqual({ ...first, replayed: true });
    expect(await store.readStream('note-1')).toHaveLength(3);
    expect((await store.readStream('note-1'))[2]!.metadata).toMatchObject({ idempotencyKey: 'k-rename', requestHash: 'h1' });
  });

  it('refuses the same key with another request (422), and never matches another user\'s key', async () => {
    const store = new InMemoryEventStore();
    await noteAtRevision1(store);
    await handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name: 'two' }, keyed('alice', 'k'));
    expect(await outcome(handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'alice', name: 'three' }, keyed('alice', 'k', 'h2')))).toBe('validation');
    expect(await outcome(handleCommand(store, 'note-1', noteDecider, { type: 'RenameNote', userId: 'bob', name: 'two' }, keyed('bob', 'k')))).toBe('not_found');
    expect(await store.readStream('note-1')).toHaveLength(3);
  });

  it('two sends of one create racing each other append once and both get the first answer', async () => {
    const store = new InMemoryEventStore();
    const add = () => handleCommand(store, 'note-9', noteDecider, { type: 'AddNote', userId: 'alice' }, keyed('alice', 'k-add'));
    const [a, b] = await Promise.all([add(), add()]);
    expect(a.position).toBe(b.position);
    expect(await store.readStream('note-9')).toHaveLength(1);
  });

  it('derives the id of a created aggregate from the user and key: a valid UUID, another for another user', () => {
    const id = newAggregateId(keyed('alice', 'key-1'), 'catch');
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newAggregateId(keyed('alice', 'key-1'), 'catch')).toBe(id);
    expect(newAggregateId(keyed('bob', 'key-1'), 'catch')).not.toBe(id);
    expect(newAggregateId(keyed('alice', 'key-1'), 'row-1')).not.toBe(id);
    expect(newAggregateId({ userId: 'alice' }, 'catch')).not.toBe(newAggregateId({ userId: 'alice' }, 'catch'));
  });
});
