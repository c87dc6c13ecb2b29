import { atom, useAtomValue } from 'jotai';
import { pageSingleton } from '../lib/utils';

export type SessionUser = { id: string; username: string };

/** What the shell gives every remote about the signed-in user. Remotes never run their own OIDC client. */
export type Session = {
  user: SessionUser;
  /** A fresh access token for the API audience (null when none can be obtained). */
  getAccessToken(): Promise<string | null>;
  logout(): Promise<void>;
};

/** The signed-in session, or null when signed out (or while loading — see authLoadingAtom). */
export const sessionAtom = pageSingleton('sessionAtom', () => atom<Session | null>(null));

/** True until the shell knows whether someone is signed in. */
export const authLoadingAtom = pageSingleton('authLoadingAtom', () => atom<boolean>(true));

/** The current session (null when signed out). */
export function useSession(): Session | null {
  return useAtomValue(sessionAtom);
}

/** True while the shell is still establishing the session. */
export function useAuthLoading(): boolean {
  return useAtomValue(authLoadingAtom);
}
