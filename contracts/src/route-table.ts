/**
 * The shell's route table (shell/src/route-pages.json), read by the shell (which remote page a route
 * shows, to load it early) and by the gateway (the preload links of a page it serves, decision 101).
 * A route is a path ('/trips') or a pattern whose `:name` segments stand for any one segment
 * ('/trips/:id', docs/decisions/126-trip-screens.md).
 */

/** The route a path shows ('/trips/3f1d…' -> the entry of '/trips/:id'), exact paths first; undefined for none. */
export function routeOfPath<T>(routes: Readonly<Record<string, T>>, pathname: string): T | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (Object.hasOwn(routes, path)) return routes[path];
  const segments = path.split('/');
  for (const [pattern, route] of Object.entries(routes)) {
    if (!pattern.includes('/:')) continue;
    const parts = pattern.split('/');
    if (parts.length === segments.length && parts.every((part, i) => (part.startsWith(':') ? segments[i] !== '' : part === segments[i]))) return route;
  }
  return undefined;
}
