// When the service worker starts (decisions 116, 139 and 170): after the page's `load`, once the
// browser is idle and what it drew is on the screen. Shared by the app's entry (index.ts) and the
// prerendered pages' script (static-page.ts).
import { afterIdle } from '@tackle/ui/idle';

/** `then` after the page's `load` event, at once when it has happened already. */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** `then` when the browser is idle (at most 5 s from now) and its last frame shown. */
export function whenIdle(then: () => void): void {
  afterIdle(then, { timeout: 5000 });
}
