import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { CommandResult } from '@tackle/contracts';
import { useApi, type Api, type Parser } from './api';

/**
 * What a command makes stale: the query keys to refetch (each with everything below it), or a test
 * on a cached query's key.
 */
export type Refresh = readonly QueryKey[] | ((queryKey: QueryKey) => boolean);

/** Refetches what `refresh` names; resolves when the refetch is done. */
export function refreshQueries(queryClient: QueryClient, refresh: Refresh): Promise<unknown> {
  if (typeof refresh === 'function') {
    return queryClient.invalidateQueries({ predicate: (query) => refresh(query.queryKey) });
  }
  return Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export interface CommandMutationOptions<Result, Variables> {
  /** The call itself, with the session's API client. */
  send: (api: Api, variables: Variables) => Promise<Result>;
  /** What to refetch afterwards; nothing when left out (an analysis that changes nothing). */
  refresh?: Refresh;
  /**
   * 'success' refetches only after a write that went through (a new item); 'settled' after a failure
   * too, so that after a 409 (or a 404) a list shows what the server holds now.
   */
  refreshOn?: 'success' | 'settled';
}

/**
 * A remote's write: a react-query mutation whose refetch finishes before it settles. The API waits
 * for the read models to reach the command's position (ARCHITECTURE.md, read-your-writes), so a
 * caller that awaits the mutation never sees a stale list.
 */
export function useCommandMutation<Result, Variables>({
  send,
  refresh,
  refreshOn = 'settled',
}: CommandMutationOptions<Result, Variables>) {
  const api = useApi();
  const queryClient = useQueryClient();
  const afterwards = refresh ? () => refreshQueries(queryClient, refresh) : undefined;
  return useMutation<Result, Error, Variables>({
    mutationFn: (variables) => send(api, variables),
    ...(refreshOn === 'success' ? { onSuccess: afterwards } : { onSettled: afterwards }),
  });
}

/** One kind of item behind the API: its collection path, the parser of a command's answer, what to refetch. */
export interface CommandTarget {
  /** '/api/gear': items are `${path}/${encodeURIComponent(id)}`. */
  path: string;
  /**
   * Parses the answer to a create or an update (`commandResultSchema`; passed in so that the kit
   * itself stays free of zod).
   */
  result: Parser<CommandResult>;
  refresh: Refresh;
}

/** The path of one item of `target`. */
export function itemPath(target: Pick<CommandTarget, 'path'>, id: string): string {
  return `${target.path}/${encodeURIComponent(id)}`;
}

/** An edit sent with the revision the person edited; a concurrent change makes the server answer 409. */
export type UpdateVariables<Input> = { id: string; input: Input; expectedRevision: number };

/** POST to the collection; refetches after a success. */
export function useCreateCommand<Input>(target: CommandTarget) {
  return useCommandMutation<CommandResult, Input>({
    send: (api, input) => api.post(target.path, input, target.result),
    refresh: target.refresh,
    refreshOn: 'success',
  });
}

/** PUT the item (full replacement with `expectedRevision`); refetches whatever the answer. */
export function useUpdateCommand<Input>(target: CommandTarget) {
  return useCommandMutation<CommandResult, UpdateVariables<Input>>({
    send: (api, { id, input, expectedRevision }) =>
      api.put(itemPath(target, id), { ...input, expectedRevision }, target.result),
    refresh: target.refresh,
  });
}

/** DELETE the item with this id; refetches whatever the answer. */
export function useDeleteCommand(target: CommandTarget) {
  return useCommandMutation<unknown, string>({
    send: (api, id) => api.del(itemPath(target, id)),
    refresh: target.refresh,
  });
}

/**
 * The create, update and delete hooks of one kind of item, its target, and `useCommand` for its
 * other commands (an import, stored gear ...), which refetch what its writes refetch.
 */
export function commandHooks<Input>(target: CommandTarget) {
  return {
    target,
    useCreate: () => useCreateCommand<Input>(target),
    useUpdate: () => useUpdateCommand<Input>(target),
    useDelete: () => useDeleteCommand(target),
    useCommand: <Result, Variables>(send: (api: Api, variables: Variables) => Promise<Result>) =>
      useCommandMutation({ send, refresh: target.refresh }),
  };
}
