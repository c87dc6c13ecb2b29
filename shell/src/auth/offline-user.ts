import type { SessionUser } from '@tackle/ui';

/**
 * Offline (decision 116): GET /api/user cannot reach the server, yet the stored sign-in names the
 * user. The session then goes on as the token's subject (the account id /api/user answers as `id`)
 * and username, so the app's pages open from the service worker's copy instead of sending the user
 * to a sign-in page that cannot load. The next answer of /api/user replaces it.
 */
export function userFromStoredSignIn(profile: { sub?: unknown; preferred_username?: unknown; name?: unknown } | undefined): SessionUser | null {
  if (!profile || typeof profile.sub !== 'string' || profile.sub === '') return null;
  const username = [profile.preferred_username, profile.name].find((value): value is string => typeof value === 'string' && value !== '');
  return { id: profile.sub, username: username ?? profile.sub };
}

/** `fetch` rejects with a TypeError when the request never got an answer (offline, connection lost). */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError;
}
