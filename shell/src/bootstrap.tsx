import { KIT_STEPS, nextTask } from '@tackle/ui/in-steps';
import { preloadRemotePage, registerTackleRemotes } from './remote-pages';
import { CALLBACK_PATH, getUserManager } from './auth/oidc';
import { hasStoredUser } from './auth/signed-in';

async function main(): Promise<void> {
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
  // The app's modules are evaluated in steps, each in a task of its own, rather than all with this
  // one (Total Blocking Time, decision 103): first the kit, a few modules at a time (decision 142),
  // then the app (layout, routes, query client), then React DOM, which then starts rendering.
  // "eager": they are in this chunk group, no extra request. Nothing imported above this point may
  // import the kit, or it is all evaluated before the first step.
  for (const step of KIT_STEPS) {
    await nextTask();
    await step();
  }
  await nextTask();
  await import(/* webpackMode: "eager" */ './App');
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './start');
  renderApp(root);
}

// A failure here is an unhandled rejection: the entry then removes the static frame (index.ts).
void main();
