/**
 * The kit's fake API for component tests (jsdom), `@tackle/ui/testing`: renders a remote's form or
 * panel inside the providers a page gives it (React Query, the toaster, a signed-in session) with a
 * fake API that records every request and answers from a small route table. (A form that
 * links somewhere needs a router too: the test wraps it in MemoryRouter, since ui/src/router.test.ts
 * wants the shared router to cover every react-router-dom import outside tests.)
 */
import '@testing-library/jest-dom/vitest';
// Writes that work without signal keep their changes in IndexedDB first (ui/src/offline).
import 'fake-indexeddb/auto';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, dismissToast, sessionAtom } from '../index';

export type SentRequest = { method: string; path: string; body: unknown };
/** `'GET /api/gear'` (prefix match on the path) -> the JSON answer, or a Response. */
export type Routes = Record<string, unknown>;

const OK_COMMAND = { id: 'new-id', position: 1, revision: 0 };

/** What jsdom lacks for Radix (layout, pointer capture): stubbed once per test file. */
export function stubBrowser() {
  // jsdom lays nothing out: Radix measures with ResizeObserver and scrolls the chosen option into view.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
}

/** Renders `ui` inside the app's providers; `sent` lists the API calls made so far. */
export function renderForm(ui: ReactElement, routes: Routes = {}) {
  stubBrowser();
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    sent.push({ method, path: url.pathname + url.search, body });
    const key = Object.keys(routes).find((route) => {
      const [routeMethod, routePath] = route.split(' ');
      return routeMethod === method && url.pathname.startsWith(routePath ?? '');
    });
    const answer = key ? routes[key] : method === 'GET' ? [] : OK_COMMAND;
    if (answer instanceof Response) return answer;
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup();
  // A signed-in angler, as the shell gives every remote.
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'user-1', username: 'angler' }, getAccessToken: async () => 'token-1', logout: async () => undefined });
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { ...view, user, sent, writes: () => sent.filter((request) => request.method !== 'GET') };
}

/** A refusal from the API with the server's sentence. */
export function refusal(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { 'Content-Type': 'application/json' } });
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
});
