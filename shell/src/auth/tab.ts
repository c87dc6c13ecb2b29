/**
 * The tab of the sign-in screen the visitor asked for ('Get Started' → Register, 'Login' → Login,
 * decision 111). The link's `?tab=` is on /auth before the sign-in redirect; the identity provider
 * sends the browser back to /auth?interaction=… without it, so it is kept in this browser tab's
 * session storage in between. No React here: the entry uses it before the app loads.
 */
export type AuthTab = 'login' | 'register';

const TAB_KEY = 'tackle.auth.tab';

/** Every start of a sign-in writes the choice (Login when none was asked for). */
export function rememberTab(tab: string | null): void {
  try {
    sessionStorage.setItem(TAB_KEY, tab === 'register' ? 'register' : 'login');
  } catch {
    // Storage refused (private mode quota): the form opens on Login.
  }
}

/** The URL's `?tab=` when present, else the one remembered before the redirect. */
export function chosenTab(fromUrl: string | null): AuthTab {
  let tab = fromUrl;
  if (tab === null) {
    try {
      tab = sessionStorage.getItem(TAB_KEY);
    } catch {
      tab = null;
    }
  }
  return tab === 'register' ? 'register' : 'login';
}
