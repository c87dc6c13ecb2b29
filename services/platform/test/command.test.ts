import { describe, expect, it } from 'vitest';
import { InMemoryEventStore } from '../src/adapters/in-memory-event-store';
import { AppError, ConcurrencyError } from '../src/errors';
import { handleCommand, type Decider } from '../src/es/command';

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
