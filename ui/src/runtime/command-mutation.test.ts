// @vitest-environment jsdom
import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import type { CommandResult } from '@tackle/contracts';
import { resetApiState } from './api';
import { commandHooks, itemPath, useCommandMutation, useCreateCommand, useDeleteCommand, useUpdateCommand } from './command-mutation';
import type { CommandTarget } from './command-mutation';

type Sent = { method: string; url: string; body: unknown };

/** Answers every call with `status` and records it. */
function stubFetch(status: number, body: unknown = { id: 'x 1', position: 7, revision: 2 }): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ method: init.method ?? 'GET', url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(status < 400 ? body : { message: 'Changed elsewhere' }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return sent;
}

const resultParser = {
  parse: (data: unknown): CommandResult => {
    const answer = data as Partial<CommandResult>;
    if (typeof answer.id !== 'string') throw new Error('not a command result');
    return data as CommandResult;
  },
};

const things: CommandTarget = { path: '/api/things', result: resultParser, refresh: [['things'], ['stats']] };

function setup() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  for (const key of [['things', 'list'], ['stats'], ['other']]) queryClient.setQueryData(key, []);
  const wrapper = ({ children }: { children: ReactNode }) => createElement(QueryClientProvider, { client: queryClient }, children);
  const stale = () =>
    [['things', 'list'], ['stats'], ['other']]
      .filter((key) => queryClient.getQueryState(key as QueryKey)?.isInvalidated)
      .map((key) => key.join('/'));
  return { wrapper, stale };
}

describe('command mutations', () => {
  beforeEach(() => resetApiState());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('creates with POST to the collection, parses the answer and refetches the named keys', async () => {
    const sent = stubFetch(201);
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateCommand<{ name: string }>(things), { wrapper });
    let answer: CommandResult | undefined;
    await act(async () => {
      answer = await result.current.mutateAsync({ name: 'Rod' });
    });
    expect(sent).toEqual([{ method: 'POST', url: '/api/things', body: { name: 'Rod' } }]);
    expect(answer).toEqual({ id: 'x 1', position: 7, revision: 2 });
    expect(stale()).toEqual(['things/list', 'stats']);
  });

  it('leaves the lists alone when a create fails', async () => {
    stubFetch(400);
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useCreateCommand<{ name: string }>(things), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ name: '' })).rejects.toThrow('Changed elsewhere');
    });
    expect(stale()).toEqual([]);
  });

  it('updates with PUT on the item and the edited revision, and refetches after a 409 too', async () => {
    const sent = stubFetch(409);
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useUpdateCommand<{ name: string }>(things), { wrapper });
    await act(async () => {
      await expect(result.current.mutateAsync({ id: 'a/b', input: { name: 'Reel' }, expectedRevision: 3 })).rejects.toThrow();
    });
    expect(sent).toEqual([{ method: 'PUT', url: '/api/things/a%2Fb', body: { name: 'Reel', expectedRevision: 3 } }]);
    expect(stale()).toEqual(['things/list', 'stats']);
  });

  it('deletes the item by id', async () => {
    const sent = stubFetch(204);
    const { wrapper, stale } = setup();
    const { result } = renderHook(() => useDeleteCommand(things), { wrapper });
    await act(async () => {
      await result.current.mutateAsync('id-9');
    });
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['DELETE /api/things/id-9']);
    expect(stale()).toEqual(['things/list', 'stats']);
  });

  it('refetches the queries a test picks, and nothing when no refresh is named', async () => {
    stubFetch(200);
    const { wrapper, stale } = setup();
    const picked = renderHook(
      () => useCommandMutation({ send: (api, id: string) => api.del(itemPath(things, id)), refresh: (key) => key[0] === 'other' }),
      { wrapper },
    );
    await act(async () => {
      await picked.result.current.mutateAsync('1');
    });
    expect(stale()).toEqual(['other']);

    const second = setup();
    const none = renderHook(() => useCommandMutation({ send: (api) => api.post('/api/analyze') }), { wrapper: second.wrapper });
    await act(async () => {
      await none.result.current.mutateAsync(undefined);
    });
    expect(second.stale()).toEqual([]);
  });

  it("sends a kind's other command and refetches what its writes refetch, after a failure too", async () => {
    const sent = stubFetch(409);
    const { wrapper, stale } = setup();
    const { result } = renderHook(
      () => commandHooks<{ name: string }>(things).useCommand((api, id: string) => api.post(`${itemPath(things, id)}/archive`)),
      { wrapper },
    );
    await act(async () => {
      await expect(result.current.mutateAsync('id-3')).rejects.toThrow('Changed elsewhere');
    });
    expect(sent.map((call) => `${call.method} ${call.url}`)).toEqual(['POST /api/things/id-3/archive']);
    expect(stale()).toEqual(['things/list', 'stats']);
  });
});
