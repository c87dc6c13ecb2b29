/** True when the browser knows it has no network (an unknown state counts as online: try it). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}
