// When the service worker starts (decisions 116 and 139): after the page's `load`, once the browser is
// idle. Shared by the app's entry (index.ts) and the prerendered pages' script (static-page.ts).

/** `then` after the page's `load` event, at once when it has happened already. */
export function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** `then` when the browser is idle, at most 5 s from now. */
export function whenIdle(then: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(then, { timeout: 5000 });
  else setTimeout(then, 0);
}
