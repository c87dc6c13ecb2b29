import { createContext, startTransition, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import type { User } from 'oidc-client-ts';
import { gearListResponseSchema } from '@tackle/contracts';
import { earlyReadPaths } from '@tackle/ui/early-reads';
import {
  ApiError,
  apiRequest,
  authLoadingAtom,
  createApi,
  firstPageQuery,
  forgetKeptAnswers,
  resetApiState,
  setOfflineScope,
  sessionAtom,
  toast,
  type Session,
  type SessionUser,
  isOffline,
  refreshKeptLists,
} from '@tackle/ui';
import { queryClient, setQueryTokenGetter } from '../queryClient';
import { appConfig, CALLBACK_PATH, getUserManager, markSigningOut, renewTokens, type SigninState } from './oidc';
import { onSignInPages, storedAccessToken, storedSignIn, syncSignedInHint, type SignedInProfile } from './signed-in';
import { whenStaticFrameGone } from '../static-frame';
import { whenIdle } from '../pwa/timing';
import { startSync } from '../offline/sync-controller';
import { isNetworkFailure, userFromStoredSignIn } from './offline-user';
import {
  KEEP_LISTS_DELAY_MS,
  KEEP_LISTS_MAX_AGE_MS,
  KEEP_LISTS_PATHS,
  PREFETCH_DELAY_MS,
  PREFETCH_GEAR_PAGE,
  PREFETCH_PATHS,
  PREFETCH_STALE_MS,
  USER_CACHE_MS,
  USER_RETRY_DELAY_MS,
} from '../constants';

/** Legacy key of the spec's token helper; removed on logout with the rest of the local data. */
const LEGACY_TOKEN_KEY = 'auth_token';

type CallbackResult = { status: 'pending' } | { status: 'done'; returnTo: string } | { status: 'error'; message: string };

type AuthInternals = {
  /** Error loading /app-config.json or starting the OIDC client (null when fine). */
  configError: string | null;
  /** Outcome of /auth/callback processing (only meaningful on that route). */
  callback: CallbackResult;
  /** Clears local data and redirects to the provider's logout; throws on failure (caller toasts). */
  performLogout: () => Promise<void>;
};

const AuthInternalsContext = createContext<AuthInternals | null>(null);

export function useAuthInternals(): AuthInternals {
  const ctx = useContext(AuthInternalsContext);
  if (!ctx) throw new Error('useAuthInternals must be used inside <AuthProvider>');
  return ctx;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function safeReturnTo(v: unknown): string {
  return typeof v === 'string' && v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/auth') ? v : '/';
}

let lastTokenToastAt = 0;
function toastTokenFailure(): void {
  const now = Date.now();
  if (now - lastTokenToastAt < 5000) return; // one toast per burst of failing calls
  lastTokenToastAt = now;
  toast({ title: 'Authentication Error', description: 'Failed to obtain access token. Please try logging in again.', variant: 'destructive' });
}

/** The browser knows it has no network (on the water): nothing to renew against, nothing to toast. */

/**
 * A fresh access token: the stored one while valid, otherwise a silent renewal (refresh token).
 * Offline, the stored one as it is: the call fails on the network and the app reads its kept copy
 * or queues the change (docs/decisions/117-offline-first-writes.md). A stored token with more than
 * a minute left is read from storage, without oidc-client-ts (decision 172).
 */
export async function getAccessToken(): Promise<string | null> {
  const stored = storedAccessToken();
  if (stored) return stored;
  try {
    const um = await getUserManager();
    const user = await um.getUser();
    if (user && !user.expired && user.access_token) return user.access_token;
    if (!user) throw new Error('Not signed in');
    if (isOffline()) return user.access_token ?? null;
    const renewed = await renewTokens(um);
    if (!renewed?.access_token) throw new Error('No access token');
    return renewed.access_token;
  } catch {
    toastTokenFailure();
    return null;
  }
}

/** What the provider needs of a sign-in: oidc-client-ts's `User`, or the stored one before it loads. */
type SignedInUser = { profile: SignedInProfile };

type InitResult = {
  user: SignedInUser | null;
  callback: CallbackResult;
  configError: string | null;
  /** The user came from storage: oidc-client-ts is loaded after the first screen (decision 172). */
  managerLater: boolean;
};

let initPromise: Promise<InitResult> | null = null;

/**
 * Runs once per page (StrictMode-safe): loads the config, finishes a login callback, restores the user.
 * A stored sign-in whose token has more than a minute left starts the app as it is (decision 172):
 * oidc-client-ts waits until the page is drawn. Not on the sign-in pages (`onSignInPages`).
 */
function initialise(): Promise<InitResult> {
  initPromise ??= (async (): Promise<InitResult> => {
    const stored = onSignInPages() ? null : storedSignIn();
    if (stored) {
      // Asked for now, as before, without waiting: it takes the page's preload (a trip's map then
      // reads its own copy, decision 158), and the manager finds it there later.
      void appConfig().catch(() => undefined);
      return { user: stored, callback: { status: 'pending' }, configError: null, managerLater: true };
    }
    let um;
    try {
      um = await getUserManager();
    } catch (err) {
      return { user: null, callback: { status: 'error', message: message(err) }, configError: message(err), managerLater: false };
    }
    if (window.location.pathname === CALLBACK_PATH) {
      try {
        const user = await um.signinCallback();
        const state = (user?.state ?? {}) as SigninState;
        // Drop ?code&state from the address bar right away.
        window.history.replaceState(window.history.state, '', CALLBACK_PATH);
        return { user: user ?? null, callback: { status: 'done', returnTo: safeReturnTo(state.returnTo) }, configError: null, managerLater: false };
      } catch (err) {
        return { user: await um.getUser().catch(() => null), callback: { status: 'error', message: message(err) }, configError: null, managerLater: false };
      }
    }
    let user = await um.getUser().catch(() => null);
    // Offline (a phone on the water), an expired session stays: the app shows the kept copies and
    // queues changes; the renewal happens when the network is back.
    if (user?.expired && !isOffline()) {
      try {
        user = await um.signinSilent();
      } catch {
        if (!isOffline()) {
          await um.removeUser().catch(() => undefined);
          user = null;
        }
      }
    }
    return { user, callback: { status: 'pending' }, configError: null, managerLater: false };
  })();
  return initPromise;
}

type UserQueryError = ApiError | Error;

/** Once the page's first screen is on the screen and the browser is idle (decision 172), as the service worker's start waits (index.ts). */
function afterFirstScreen(): Promise<void> {
  return new Promise((resolve) => whenStaticFrameGone(() => whenIdle(resolve)));
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const setSession = useSetAtom(sessionAtom);
  const setLoading = useSetAtom(authLoadingAtom);
  const [ready, setReady] = useState(false);
  const [oidcUser, setOidcUser] = useState<SignedInUser | null>(null);
  const [callback, setCallback] = useState<CallbackResult>({ status: 'pending' });
  const [configError, setConfigError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    let detach = (): void => undefined;
    void initialise().then(async (result) => {
      if (!active) return;
      setOidcUser(result.user);
      setCallback(result.callback);
      setConfigError(result.configError);
      setReady(true);
      if (result.configError) return;
      if (result.managerLater) await afterFirstScreen();
      if (!active) return;
      let um;
      try {
        um = await getUserManager();
      } catch {
        // No config (offline on a first start): the stored token serves until it runs out, and
        // getAccessToken tries again then.
        return;
      }
      if (!active) return;
      const onLoaded = (u: User): void => setOidcUser(u);
      const onUnloaded = (): void => setOidcUser(null);
      um.events.addUserLoaded(onLoaded);
      um.events.addUserUnloaded(onUnloaded);
      detach = () => {
        um.events.removeUserLoaded(onLoaded);
        um.events.removeUserUnloaded(onUnloaded);
      };
      // The stored user into oidc-client-ts: that arms its renewal before the token runs out
      // (getUserManager); gone meanwhile (signed out in another tab), the session goes too.
      if (result.managerLater) {
        const user = await um.getUser().catch(() => null);
        if (active && !user) setOidcUser(null);
      }
    });
    return () => {
      active = false;
      detach();
    };
  }, []);

  const subject = oidcUser?.profile.sub ?? null;
  // The account whose kept copies are read and written (offline/reads.ts), before the first call.
  setOfflineScope(subject);
  const userQuery = useQuery<SessionUser, UserQueryError>({
    queryKey: ['/api/user', subject],
    queryFn: async ({ signal }) => {
      const body = await apiRequest<unknown>(getAccessToken, '/api/user', { signal });
      const u = body as Partial<SessionUser> | null;
      if (!u || typeof u.id !== 'string' || typeof u.username !== 'string') throw new Error('Unexpected response from /api/user');
      return { id: u.id, username: u.username };
    },
    enabled: ready && subject !== null,
    retry: (failures, err) => failures < 1 && !(err instanceof ApiError && err.status === 401),
    retryDelay: USER_RETRY_DELAY_MS,
    staleTime: USER_CACHE_MS,
    gcTime: USER_CACHE_MS,
    refetchOnWindowFocus: false,
  });

  // Spec §8: toasts for a failed user call; the user is then treated as signed out.
  const reportedError = useRef<unknown>(null);
  useEffect(() => {
    const err = userQuery.error;
    if (!err || reportedError.current === err) return;
    // Offline the stored sign-in stands in (below): nothing failed that the user must act on.
    if (isNetworkFailure(err) && oidcUser && userFromStoredSignIn(oidcUser.profile)) return;
    reportedError.current = err;
    if (err instanceof ApiError && err.status === 401) {
      toast({ title: 'Authentication Error', description: 'Your session may have expired. Please log in again.', variant: 'destructive' });
      // Forget the tokens the API refuses so the next login starts clean (no redirect loop), and
      // the session with them (the manager may have been created only now, decision 172).
      void getUserManager()
        .then((um) => um.removeUser())
        .then(() => setOidcUser(null))
        .catch(() => undefined);
    } else {
      toast({ title: 'Error', description: `Could not fetch user data: ${err.message}`, variant: 'destructive' });
    }
  }, [userQuery.error, oidcUser]);

  const performLogout = useCallback(async () => {
    const um = await getUserManager();
    const user = await um.getUser();
    markSigningOut(true);
    // Local data first: cached queries, kept copies of the lists (the changes not yet sent stay, and
    // are sent at the next sign-in), read-your-writes position, stored tokens and state.
    queryClient.clear();
    if (user?.profile.sub) await forgetKeptAnswers(user.profile.sub);
    setOfflineScope(null);
    resetApiState();
    setQueryTokenGetter(null);
    syncSignedInHint(false);
    try {
      window.localStorage.removeItem(LEGACY_TOKEN_KEY);
    } catch {
      /* storage unavailable */
    }
    await um.clearStaleState().catch(() => undefined);
    try {
      await um.signoutRedirect({
        ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
        post_logout_redirect_uri: `${window.location.origin}/`,
      });
    } catch (error) {
      markSigningOut(false);
      throw error;
    }
  }, []);

  // Offline (paused, or the request got no answer): the stored sign-in, decision 116.
  const unreachable = userQuery.fetchStatus === 'paused' || isNetworkFailure(userQuery.error);
  const storedUser = useMemo(() => (unreachable ? userFromStoredSignIn(oidcUser?.profile) : null), [unreachable, oidcUser]);
  const sessionUser = userQuery.data ?? storedUser;
  const session = useMemo<Session | null>(() => {
    if (!sessionUser || !subject) return null;
    return {
      user: sessionUser,
      getAccessToken,
      logout: async () => {
        try {
          await performLogout();
        } catch (err) {
          toast({ title: 'Logout failed', description: message(err), variant: 'destructive' });
        }
      },
    };
  }, [sessionUser, subject, performLogout]);

  const loading = !ready || (subject !== null && userQuery.isPending && userQuery.fetchStatus === 'fetching');

  // Publish session + loading together so guards never see "not loading, no session" in between.
  useEffect(() => {
    setQueryTokenGetter(session ? getAccessToken : null);
    // A transition: the signed-in frame and the page it reveals render in short slices (decision 101).
    startTransition(() => {
      setSession(session);
      setLoading(loading);
    });
    if (!loading) syncSignedInHint(session !== null);
  }, [session, loading, setSession, setLoading]);

  // Signed in: send what the outbox holds, now and whenever the network is back.
  const sessionUserId = session?.user.id ?? null;
  useEffect(() => {
    if (!sessionUserId || typeof indexedDB === 'undefined') return undefined;
    return startSync(sessionUserId, getAccessToken);
  }, [sessionUserId]);

  // After the user has loaded: prefetch what the first screens need (spec §9).
  useEffect(() => {
    if (!session) return;
    const timer = setTimeout(() => {
      for (const path of PREFETCH_PATHS) {
        void queryClient.prefetchQuery({
          queryKey: [path],
          queryFn: () => apiRequest(getAccessToken, path),
          staleTime: PREFETCH_STALE_MS,
          gcTime: PREFETCH_STALE_MS,
        });
      }
      // The gear screen's first page, under the query the screen reads it with; not when the gear
      // screen is the page opened: it reads its first page itself, early (decisions 149 and 153),
      // and a prefetch that took that answer first made the screen ask again on mounting.
      const { path, pageSize } = PREFETCH_GEAR_PAGE;
      if (earlyReadPaths(window.location.pathname, window.location.search).includes(`${path}?limit=${pageSize}`)) return;
      const api = createApi(getAccessToken);
      void queryClient.prefetchQuery({
        ...firstPageQuery({ api, queryKey: [path], path, schema: gearListResponseSchema, pageSize }),
        staleTime: PREFETCH_STALE_MS,
        gcTime: PREFETCH_STALE_MS,
      });
    }, PREFETCH_DELAY_MS);
    // And the lists the angler needs on the water, so they are on the phone when the signal goes.
    const keep = setTimeout(() => void refreshKeptLists(KEEP_LISTS_PATHS, getAccessToken, KEEP_LISTS_MAX_AGE_MS), KEEP_LISTS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      clearTimeout(keep);
    };
  }, [session]);

  const internals = useMemo<AuthInternals>(() => ({ configError, callback, performLogout }), [configError, callback, performLogout]);

  return <AuthInternalsContext.Provider value={internals}>{children}</AuthInternalsContext.Provider>;
}
