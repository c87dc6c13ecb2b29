// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useSession } from '@tackle/ui';
import { resetAppConfigAnswer } from '@tackle/ui/app-config';

// Decision 172: a stored sign-in whose token has more than a minute left starts the app without
// oidc-client-ts, which is loaded once the page is drawn and the browser is idle.

/** oidc-client-ts, counted: the managers made and the users they were asked for. */
const oidc = vi.hoisted(() => ({ managers: 0, getUser: 0, stored: null as unknown }));
vi.mock('oidc-client-ts', () => ({
  WebStorageStateStore: class {},
  UserManager: class {
    constructor() {
      oidc.managers += 1;
    }
    events = {
      addAccessTokenExpiring: () => undefined,
      addUserLoaded: () => undefined,
      addUserUnloaded: () => undefined,
      removeUserLoaded: () => undefined,
      removeUserUnloaded: () => undefined,
    };
    getUser() {
      oidc.getUser += 1;
      return Promise.resolve(oidc.stored);
    }
    signinSilent() {
      return Promise.resolve(oidc.stored);
    }
  },
}));

/** The idle moment after the first screen, held until the test lets it come. */
const idle = vi.hoisted(() => ({ waiting: [] as Array<() => void> }));
vi.mock('@tackle/ui/idle', () => ({
  afterIdle: (then: () => void) => {
    idle.waiting.push(then);
    return () => undefined;
  },
}));

const KEY = 'oidc.user:http://localhost/idp:tackle-web';
/** GET /app-config.json answers once `answer` is called (at once unless a test holds it). */
const config: { answered: Promise<void>; answer: () => void } = { answered: Promise.resolve(), answer: () => undefined };
const fetched: string[] = [];

function storeUser(secondsLeft: number) {
  const user = {
    access_token: 'stored-token',
    expires_at: Math.floor(Date.now() / 1000) + secondsLeft,
    profile: { sub: 'angler-1', preferred_username: 'lakefork' },
  };
  window.localStorage.setItem(KEY, JSON.stringify(user));
  oidc.stored = { ...user, expired: secondsLeft <= 0 };
}

async function renderProvider() {
  const { AuthProvider } = await import('./AuthProvider');
  const { queryClient } = await import('../queryClient');
  function Who() {
    const session = useSession();
    return <p>{session ? `signed in as ${session.user.username}` : 'nobody'}</p>;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Who />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.resetModules();
  // The page's one configuration answer is kept on globalThis (decision 176): each test a new page.
  resetAppConfigAnswer();
  Object.assign(oidc, { managers: 0, getUser: 0, stored: null });
  idle.waiting.length = 0;
  config.answered = Promise.resolve();
  fetched.length = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    fetched.push(`${url.pathname} ${new Headers(init?.headers).get('authorization') ?? ''}`.trim());
    if (url.pathname === '/app-config.json') {
      await config.answered;
      return Response.json({ oidc: { authority: 'http://localhost/idp', clientId: 'tackle-web' } });
    }
    if (url.pathname === '/api/user') return Response.json({ id: 'angler-1', username: 'lakefork' });
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the session at the start of a page (decision 172)', () => {
  it('comes from a fresh stored sign-in, before oidc-client-ts is loaded and without waiting for the configuration', async () => {
    storeUser(3600);
    config.answered = new Promise((resolve) => (config.answer = resolve));
    await renderProvider();
    expect(await screen.findByText('signed in as lakefork')).toBeInTheDocument();
    expect(oidc.managers).toBe(0);
    expect(fetched).toContain('/api/user Bearer stored-token');
    // Asked for as the app starts (it takes the page's preload), its answer not awaited.
    expect(fetched).toContain('/app-config.json');
    config.answer();

    // Once the page is drawn and the browser idle: the manager, with the stored user (its renewal armed).
    await waitFor(() => expect(idle.waiting.length).toBeGreaterThan(0));
    for (const then of idle.waiting.splice(0)) then();
    await waitFor(() => expect(oidc.getUser).toBe(1));
    expect(oidc.managers).toBe(1);
    expect(screen.getByText('signed in as lakefork')).toBeInTheDocument();
  });

  it('waits for oidc-client-ts when the stored token has a minute or less left', async () => {
    storeUser(30);
    await renderProvider();
    expect(await screen.findByText('signed in as lakefork')).toBeInTheDocument();
    expect(oidc.managers).toBe(1);
    expect(oidc.getUser).toBeGreaterThan(0);
    expect(fetched).toContain('/app-config.json');
  });

  it('is nobody without a stored sign-in', async () => {
    await renderProvider();
    await waitFor(() => expect(oidc.getUser).toBe(1));
    expect(screen.getByText('nobody')).toBeInTheDocument();
  });
});
