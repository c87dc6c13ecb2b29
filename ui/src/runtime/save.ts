import { toast } from '../components/toast';
import { errorMessage } from './api';
import { keptOffline, SAVED_OFFLINE_TOAST } from '../offline/outbox-command';

export interface SaveMessages {
  /** The 'Success' toast ('Gear added successfully'). */
  success: string;
  /** The 'Error' toast's fallback when the server sent no sentence ('Failed to add gear'). */
  failure: string;
}

/**
 * Runs a save and tells the person how it went: a 'Success' toast, or a destructive 'Error' toast
 * with the server's sentence (else `failure`). Resolves true when it saved, so the form can close.
 */
export async function saveWithToast(save: () => Promise<unknown>, messages: SaveMessages): Promise<boolean> {
  const told = toastOutcome(messages);
  try {
    told.onSuccess(await save());
    return true;
  } catch (error) {
    told.onError(error);
    return false;
  }
}

/**
 * The same toasts as callbacks for `mutation.mutate(variables, toastOutcome(messages))`; `saved`
 * runs after the 'Success' toast (to close a dialog or clear a form).
 */
export function toastOutcome(messages: SaveMessages, saved?: () => void) {
  return {
    onSuccess: (result?: unknown) => {
      // A change kept on the device without signal (offline/outbox-command.ts) says so.
      toast(keptOffline(result) ? SAVED_OFFLINE_TOAST : { title: 'Success', description: messages.success });
      saved?.();
    },
    onError: (error: unknown) =>
      toast({ title: 'Error', description: errorMessage(error, messages.failure), variant: 'destructive' }),
  };
}

/** The toasts of a form that adds new items and edits existing ones. */
export interface CreateOrUpdateMessages {
  created: SaveMessages;
  updated: SaveMessages;
}

export interface CreateOrUpdate<Input> {
  create: (input: Input) => Promise<unknown>;
  /** Sent with the revision the person edited; a concurrent change makes the server answer 409. */
  update: (variables: { id: string; input: Input; expectedRevision: number }) => Promise<unknown>;
}

/**
 * Saves a form's body: an update of `editing` (against the revision it was read at) or a new item,
 * with the matching toasts (see saveWithToast). Resolves true when it saved.
 */
export function saveCreateOrUpdate<Input>(
  editing: { id: string; revision: number } | null,
  input: Input,
  actions: CreateOrUpdate<Input>,
  messages: CreateOrUpdateMessages,
): Promise<boolean> {
  return editing
    ? saveWithToast(
        () => actions.update({ id: editing.id, input, expectedRevision: editing.revision }),
        messages.updated,
      )
    : saveWithToast(() => actions.create(input), messages.created);
}
