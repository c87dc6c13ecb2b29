/*
 * The script of a prerendered page (`/` and the educational pages for a visitor who is not signed
 * in, decisions 100 and 134), in place of the app's entry (decision 163). The page is HTML and needs
 * none of the app; the entry's Module Federation runtime alone was about 100 KiB of script to parse
 * and run on every such page. Bundled on its own (build/small-script.mjs): no React, no federation.
 *
 * - A browser that holds a sign-in (the hint cookie was missing, so the gateway sent this page) gets
 *   the app at once: the entry (index.ts) replaces the page with the app, as it did when it was the
 *   page's script.
 * - Otherwise it keeps the hint cookie right and starts the service worker after `load`, when the
 *   browser is idle, as the entry does (decision 116). Should a new version wait, the entry is loaded
 *   to offer it with the app's notice.
 */
import { STATIC_PAGE_APP_ENTRY_ATTRIBUTE } from '@tackle/contracts';
import { hasStoredUser, syncSignedInHint } from './auth/signed-in';
import { startServiceWorker } from './pwa/register';
import { afterLoad, whenIdle } from './pwa/timing';

const appEntry = document.currentScript?.getAttribute(STATIC_PAGE_APP_ENTRY_ATTRIBUTE) ?? null;
let appLoaded = false;

/** Loads the app's entry, once. */
function loadApp(): void {
  if (appLoaded || !appEntry) return;
  appLoaded = true;
  const script = document.createElement('script');
  script.src = appEntry;
  document.head.append(script);
}

const signedIn = hasStoredUser();
syncSignedInHint(signedIn);
if (signedIn) loadApp();
else if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  afterLoad(() =>
    whenIdle(() => {
      startServiceWorker({ showNotice: loadApp }).catch((error: unknown) => console.warn('[static page] the service worker could not be registered', error));
    }),
  );
}
