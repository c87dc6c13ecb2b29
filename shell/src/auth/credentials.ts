import type { Credentials } from '@tackle/contracts';

/** The two tabs of the auth screen. */
export type Mode = 'login' | 'register';

/** Each tab's button, its busy label and the title of its failure toast (spec: labels stay exact). */
export const COPY: Record<Mode, { submit: string; failed: string; busy: string }> = {
  login: { submit: 'Login', failed: 'Login failed', busy: 'Logging in…' },
  register: { submit: 'Register', failed: 'Registration failed', busy: 'Creating account…' },
};

type InteractionAnswer = { message?: string; code?: string; error?: string; error_description?: string; redirectTo?: string };

/** A refused sign-in: the sentence to show, and the provider's code ('interaction_expired', 'network' ...). */
export type CredentialsError = Error & { code?: string };

function failure(message: string, code: string | undefined): CredentialsError {
  return Object.assign(new Error(message), { code });
}

/**
 * Posts the username and password to the provider's interaction (`/idp/interaction/<uid>/login` or
 * `/register`) and resolves with where the browser goes next; rejects with the sentence to show.
 */
export async function submitCredentials(uid: string, mode: Mode, body: Credentials): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`/idp/interaction/${encodeURIComponent(uid)}/${mode}`, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw failure('Could not reach the server. Check your connection and try again.', 'network');
  }
  const text = await res.text();
  let data: InteractionAnswer | null = null;
  try {
    data = text ? (JSON.parse(text) as InteractionAnswer) : null;
  } catch {
    data = null;
  }
  if (res.ok && data?.redirectTo) return data.redirectTo;
  const message =
    data?.message ?? data?.error_description ?? (res.status >= 500 ? `${res.status}: ${res.statusText}` : text || `${res.status}: ${res.statusText}`);
  throw failure(message, data?.code ?? data?.error);
}
