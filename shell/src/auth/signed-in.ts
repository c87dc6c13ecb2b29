/**
 * What the shell can tell about a sign-in before anything else has loaded: whether oidc-client-ts
 * has a user stored in this browser, and the hint cookie the gateway reads to choose the HTML for
 * `/` and the educational pages (decisions 100 and 134). Neither is a credential: the API checks the access token on every call.
 */

/** Where oidc-client-ts keeps the signed-in user: `oidc.user:<authority>:<client id>` in localStorage. */
const USER_KEY_PREFIX = 'oidc.user:';

/**
 * Set while a user is signed in on this browser. Without it the gateway answers `/` and the
 * educational pages prerendered (services/gateway/src/static.ts, SIGNED_IN_HINT_COOKIE; decisions
 * 100 and 134).
 */
export const SIGNED_IN_HINT_COOKIE = 'tackle_signed_in';

/**
 * Whether a signed-in user is stored in this browser (not whether it is still valid). Without one
 * there can be no session.
 */
export function hasStoredUser(): boolean {
  try {
    return storedUserKey() !== null;
  } catch {
    return true; // storage unavailable: let the session check decide
  }
}

/** The localStorage key oidc-client-ts keeps the signed-in user under, or null (throws without storage). */
function storedUserKey(): string | null {
  for (let i = 0; i < window.localStorage.length; i++) {
    const key = window.localStorage.key(i);
    if (key?.startsWith(USER_KEY_PREFIX)) return key;
  }
  return null;
}

/**
 * Whether the page is one of the sign-in pages (`/auth`, `/auth/callback`), where the stored user
 * may be the one being replaced: neither the early reads nor the session start from it there.
 */
export function onSignInPages(pathname = window.location.pathname): boolean {
  return pathname.startsWith('/auth');
}

/**
 * The stored user's access token while it has at least a minute left, else null: the bootstrap's
 * early reads use it before oidc-client-ts has loaded (decision 149). The API checks it as any other.
 */
export function storedAccessToken(now = Date.now()): string | null {
  try {
    return freshStoredUser(now)?.access_token ?? null;
  } catch {
    return null;
  }
}

/** What the app needs of a sign-in to start: the subject (the account) and the profile's names. */
export interface SignedInProfile {
  sub: string;
  preferred_username?: unknown;
  name?: unknown;
}

/**
 * The stored sign-in, while its access token has at least a minute left and it names its subject,
 * else null: enough for the app to start without oidc-client-ts, which loads after the first screen
 * (decision 172). The API checks the token on every call; /api/user still names the user.
 */
export function storedSignIn(now = Date.now()): { profile: SignedInProfile } | null {
  try {
    const user = freshStoredUser(now);
    const profile = user?.profile;
    if (!profile || typeof profile.sub !== 'string' || profile.sub === '') return null;
    return { profile: { sub: profile.sub, preferred_username: profile.preferred_username, name: profile.name } };
  } catch {
    return null;
  }
}

/**
 * The stored user's username (the `preferred_username` of the sign-in's profile), or null: the
 * entry writes it into a static frame that names the angler before the app has loaded (the
 * dashboard's "Welcome back, …!", decision 156). The embedded identity provider sets it to the
 * account's username, which is what GET /api/user answers (services/identity/src/provider.ts);
 * nothing else stands in for it (not `name`, not the subject), so the frame never shows another name.
 */
export function storedUsername(): string | null {
  try {
    const username = storedUser()?.profile?.preferred_username;
    return typeof username === 'string' && username.trim() !== '' ? username : null;
  } catch {
    return null;
  }
}

interface StoredUser {
  access_token?: unknown;
  expires_at?: unknown;
  profile?: { sub?: unknown; preferred_username?: unknown; name?: unknown } | null;
}

const FRESH_FOR_MS = 60_000;

/** The stored user while its access token has more than FRESH_FOR_MS left, else null (throws as storedUser). */
function freshStoredUser(now: number): (StoredUser & { access_token: string }) | null {
  const user = storedUser();
  const token = user?.access_token;
  const expiresAt = user?.expires_at;
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
  return expiresAt * 1000 - now > FRESH_FOR_MS ? { ...user, access_token: token } : null;
}

/** What oidc-client-ts stored for the signed-in user, or null (throws without storage or on bad JSON). */
function storedUser(): StoredUser | null {
  const key = storedUserKey();
  if (!key) return null;
  const user = JSON.parse(window.localStorage.getItem(key) ?? 'null') as unknown;
  return typeof user === 'object' && user !== null ? (user as StoredUser) : null;
}

/** Keep the hint cookie in step with the session (set while signed in, removed otherwise). */
export function syncSignedInHint(signedIn: boolean): void {
  const present = document.cookie.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_HINT_COOKIE}=`));
  if (signedIn === present) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = signedIn
    ? `${SIGNED_IN_HINT_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax${secure}`
    : `${SIGNED_IN_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax${secure}`;
}
