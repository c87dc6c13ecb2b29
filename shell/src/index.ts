// zod 4 probes `Function('')` to decide whether to compile parsers, which our CSP (script-src 'self',
// no 'unsafe-eval') reports as a violation. Every zod copy (shell and each remote bundle its own)
// reads its settings from this global, so turning the probe off here covers them all (decision 090).
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

// In the entry, not the bootstrap: the stylesheet is then a <link> in the page's <head>, so the
// prerendered landing page is styled at first paint.
import './styles.css';
import { SIGN_IN_PATH, STATIC_PAGE_ID } from '@tackle/contracts';
import { earlyReadPaths, startEarlyReads } from '@tackle/ui/early-reads';
import { hasStoredUser, onSignInPages, storedAccessToken, storedUsername, syncSignedInHint } from './auth/signed-in';
import { afterFramePainted, dismissStaticFrame, nameStaticFrameUser, staticFramePath, whenStaticFrameGone } from './static-frame';
import { afterLoad, whenIdle } from './pwa/timing';

const signedIn = hasStoredUser();
syncSignedInHint(signedIn);
// A signed-in page may come with its static first frame (decision 102). Without a stored user the
// app sends the visitor to /auth, so it goes at once; any error it does not survive. With one, the
// frame gets the angler's name where it shows it (the dashboard's greeting, decision 156). The
// sign-in form's frame is a visitor's (decision 164): it stays until the app shows the form.
if (signedIn) nameStaticFrameUser(storedUsername());
else if (staticFramePath() !== SIGN_IN_PATH) dismissStaticFrame();
window.addEventListener('error', dismissStaticFrame);
window.addEventListener('unhandledrejection', dismissStaticFrame);
// `/` and the educational pages for a visitor who is not signed in are prerendered at build time
// (decisions 100 and 134): their links are plain links and the little they do is their own script's,
// so they need none of the app; they load this entry only for a browser that holds a sign-in, or to
// offer an update (static-page.ts, decision 163). Anyone else gets the app.
const staticPage = document.getElementById(STATIC_PAGE_ID);

/**
 * Signed in: the page's first reads start with the app's downloads, not after them (decisions 149
 * and 153). Not on the sign-in pages, where the stored user may be the one being replaced.
 */
function startPageReads() {
  const token = onSignInPages() ? null : storedAccessToken();
  if (token) startEarlyReads(earlyReadPaths(window.location.pathname, window.location.search), token);
}

function bootApp() {
  // Async boundary: Module Federation negotiates the shared singletons before any of them load.
  // Named: the build lists this chunk group in startup.json, for the gateway's preload links.
  // Behind a static frame, once it is on screen (decision 102).
  afterFramePainted(() => {
    startPageReads();
    import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch((error: unknown) => {
      dismissStaticFrame();
      throw error;
    });
  });
}

// The service worker (decision 116): the app offline and its updates. Production builds only (not
// the dev server or tests), once the page has loaded, its static frame has given way to the page
// and the browser is idle, so precaching (every file of the five builds) never competes with the
// page's first screen for the network or the CPU (decision 139). `load` alone came before the
// remote page's scripts had run. A prerendered page loads this entry late, to offer an update
// (static-page.ts, decision 163): its `load` has come already.
if (process.env.NODE_ENV === 'production' && 'serviceWorker' in navigator) {
  afterLoad(() =>
    whenStaticFrameGone(() =>
      whenIdle(() => {
        import(/* webpackChunkName: "pwa" */ './pwa/app')
          .then((pwa) => pwa.startAppServiceWorker())
          .catch((error: unknown) => console.warn('[shell] the service worker could not be registered', error));
      }),
    ),
  );
}

// `/auth` without an interaction only sends the visitor on to the identity provider, which comes
// back to /auth?interaction=… with the form: that first hop starts here, without loading the app
// (decision 111). Where it cannot start (no configuration, no provider), the app shows why.
const search = new URLSearchParams(window.location.search);
const historyState = window.history.state as { usr?: { from?: unknown } } | null;
if (!signedIn && window.location.pathname === SIGN_IN_PATH && !search.has('interaction')) {
  const from = typeof historyState?.usr?.from === 'string' ? historyState.usr.from : '/';
  import(/* webpackChunkName: "signin" */ './auth/oidc')
    .then((oidc) => oidc.startSignin(from, search.get('tab')))
    .catch(bootApp);
} else if (!staticPage || signedIn) {
  staticPage?.remove();
  bootApp();
}
