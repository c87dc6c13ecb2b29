import { useCallback, useMemo, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useSession } from '../runtime/session';
import { discardChange, rewriteQueuedChange, sendOrQueue, useOutbox, type NewChange } from './outbox';
import { isPendingId, pendingIdOf } from './pending';
import type { QueuedChange } from './store';

/*
 * Adding, editing and deleting one kind of item through the outbox
 * (docs/decisions/117-offline-first-writes.md): with signal a change goes straight to the server (a
 * form shows the server's refusals); without, it is kept on the device and sent when the signal
 * returns. An edit or delete of an item still waiting to be created changes or drops that waiting
 * create; a second edit made before the first is sent rewrites it. Catches and trips are written so.
 */

/** How a save went: on the server, or kept on this device waiting to sync (the kit's 'Saved offline' toast). */
export type OutboxSaveResult = { landed: boolean };

export interface OutboxWritesOptions<Input> {
  /** The outbox entity ('catch', 'trip'). */
  entity: string;
  /** The collection: POST to it, PUT and DELETE `${path}/:id`. */
  path: string;
  /** What a landed change makes stale (a module constant: it is a dependency of the callbacks). */
  refresh: readonly QueryKey[];
  /** For people, in the sync sheet ('Largemouth Bass, 3 lb 8 oz'). */
  label: (input: Input) => string;
  /** Why nothing can be written while signed out ('Sign in to log catches'). */
  signedOut: string;
}

/** An edit made with the revision it was read at. */
export type OutboxUpdate<Input> = { id: string; input: Input; expectedRevision: number };

type Extra = Pick<NewChange, 'photo' | 'photoAfter' | 'weatherAt'>;

/**
 * An edit of this item still waiting to be sent, if any: a second edit made before it is sent
 * rewrites it (keeping the revision the first one was made against) instead of queueing an edit that
 * would meet the first one's new revision and ask the angler to choose between their own edits.
 */
export function waitingEditOf(changes: readonly QueuedChange[], entity: string, id: string): QueuedChange | undefined {
  return changes.find((change) => change.entity === entity && change.method === 'PUT' && change.targetId === id && change.state === 'pending');
}

const asBody = (input: unknown) => input as Record<string, unknown>;

export function useOutboxWrites<Input>({ entity, path, refresh, label, signedOut }: OutboxWritesOptions<Input>) {
  const session = useSession();
  const queryClient = useQueryClient();
  const scope = session?.user.id ?? null;
  const { changes } = useOutbox(scope);
  const [pending, setPending] = useState(false);
  // The waiting creates, by the id their item is listed with.
  const queued = useMemo(() => new Map(changes.map((change) => [pendingIdOf(change), change])), [changes]);

  /** Runs a write; after one that landed, what it makes stale is read again before it resolves. */
  const run = useCallback(
    async (make: () => Promise<boolean>): Promise<OutboxSaveResult> => {
      setPending(true);
      try {
        const landed = await make();
        if (landed) await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
        return { landed };
      } finally {
        setPending(false);
      }
    },
    [queryClient, refresh],
  );

  /** Sends (or keeps) one change of this entity; true when it landed. */
  const send = useCallback(
    async (change: Omit<NewChange, 'scope' | 'entity'>) => {
      if (!session || !scope) throw new Error(signedOut);
      const result = await sendOrQueue({ ...change, scope, entity }, () => session.getAccessToken());
      return result.landed;
    },
    [session, scope, entity, signedOut],
  );

  const create = useCallback(
    (input: Input, extra: Extra = {}) => run(() => send({ method: 'POST', path, body: asBody(input), targetId: null, label: label(input), ...extra })),
    [run, send, path, label],
  );

  /** An edit (with the revision edited); of an item still waiting to be created, its waiting body. */
  const update = useCallback(
    (variables: OutboxUpdate<Input>, extra: Extra = {}) =>
      run(async () => {
        const waiting = queued.get(variables.id);
        if (waiting) {
          await rewriteQueuedChange(waiting, asBody(variables.input), label(variables.input));
          return false;
        }
        if (isPendingId(variables.id)) throw new Error('This item has just been synced: reload and edit it again');
        const earlierEdit = waitingEditOf(changes, entity, variables.id);
        if (earlierEdit) {
          await rewriteQueuedChange(earlierEdit, { ...asBody(variables.input), expectedRevision: earlierEdit.body?.expectedRevision }, label(variables.input));
          return false;
        }
        return send({
          method: 'PUT',
          path: `${path}/${encodeURIComponent(variables.id)}`,
          body: { ...asBody(variables.input), expectedRevision: variables.expectedRevision },
          targetId: variables.id,
          label: label(variables.input),
          ...extra,
        });
      }),
    [run, send, queued, changes, entity, path, label],
  );

  /** A delete; of an item still waiting to be created, it never reaches the server. */
  const remove = useCallback(
    (id: string, name: string) =>
      run(async () => {
        const waiting = queued.get(id);
        if (waiting) {
          // Its own waiting changes (an end, an edit) go with it.
          for (const change of changes) if (change.targetId === id) await discardChange(change);
          await discardChange(waiting);
          return false;
        }
        return send({ method: 'DELETE', path: `${path}/${encodeURIComponent(id)}`, targetId: id, label: name });
      }),
    [run, send, queued, changes, path],
  );

  return { create, update, remove, send, run, pending, changes, scope };
}
