import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePage, registerTackleRemotes } from './remotes';
import { CALLBACK_PATH, getUserManager } from './auth/oidc';
import { hasStoredUser } from './auth/signed-in';
import { StaticFrameCheck } from './useStaticFrameHold';

function main(): void {
  // Silent renew without a refresh token runs /auth/callback in a hidden iframe: only finish the
  // OIDC response there (it posts the result to the parent); never boot the whole app inside it.
  if (window.parent !== window && window.location.pathname === CALLBACK_PATH) {
    void getUserManager()
      .then((um) => um.signinCallback())
      .catch((err: unknown) => console.error('[shell] silent callback failed', err));
    return;
  }
  registerTackleRemotes();
  preloadRemotePage(window.location.pathname, hasStoredUser());
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in slices of a few milliseconds with the browser
  // free in between, instead of in one long task (Total Blocking Time, decision 101).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
        {/* Outside the app's error boundary: runs after the first commit whatever it shows. */}
        <StaticFrameCheck />
      </StrictMode>,
    );
  });
}

main();
