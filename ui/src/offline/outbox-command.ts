import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshQueries, type Refresh } from '../runtime/command-mutation';
import { useSession } from '../runtime/session';
import { sendOrQueue, type SendOrQueueResult } from './outbox';

/*
 * A remote's write that must work without signal (docs/decisions/117-offline-first-writes.md): a
 * react-query mutation whose call goes through the outbox. Online it is sent at once and refetches
 * like any command; offline it resolves as soon as it is safe on the device ({ landed: false }), and
 * the sync engine sends it later.
 */

/** The toast of a change saved without signal. */
export const SAVED_OFFLINE = 'Saved on this device — it syncs when you have signal';

/** The toast of a change kept on the device, for every screen alike. */
export const SAVED_OFFLINE_TOAST = { title: 'Saved offline', description: SAVED_OFFLINE } as const;

/** True for the answer of a change that was kept on the device instead of sent. */
export function keptOffline(result: unknown): boolean {
  return typeof result === 'object' && result !== null && (result as { landed?: unknown }).landed === false;
}

export interface OutboxCommandOptions<Variables> {
  /** What the change is about ('consumable-usage'), for lists that show waiting changes. */
  entity: string;
  method: 'POST' | 'PUT' | 'DELETE';
  path: (variables: Variables) => string;
  body?: (variables: Variables) => Record<string, unknown>;
  /** The item the change is about (its later changes wait behind a refused one). */
  targetId?: (variables: Variables) => string | null;
  /** For people, in the sync sheet: 'Used 4 pieces on Ned rig rod'. */
  label: (variables: Variables) => string;
  /** A photo that goes with the change, uploaded once it has landed to `photoAfter` (':id' the new item's id). */
  photo?: (variables: Variables) => { blob: Blob; name: string } | null | undefined;
  photoAfter?: { path: string; field: string };
  refresh?: Refresh;
}

export function useOutboxCommand<Variables>(options: OutboxCommandOptions<Variables>) {
  const session = useSession();
  const queryClient = useQueryClient();
  return useMutation<SendOrQueueResult, Error, Variables>({
    networkMode: 'always',
    mutationFn: (variables) => {
      if (!session) throw new Error('Sign in to save changes');
      const body = options.body?.(variables);
      const photo = options.photo?.(variables);
      return sendOrQueue(
        {
          scope: session.user.id,
          entity: options.entity,
          method: options.method,
          path: options.path(variables),
          ...(body ? { body } : {}),
          targetId: options.targetId?.(variables) ?? null,
          label: options.label(variables),
          ...(photo && options.photoAfter ? { photo, photoAfter: options.photoAfter } : {}),
        },
        () => session.getAccessToken(),
      );
    },
    onSuccess: (result) => (result.landed && options.refresh ? refreshQueries(queryClient, options.refresh) : undefined),
  });
}
