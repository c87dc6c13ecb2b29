import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { routeOfPath } from '@tackle/contracts';
// A type only: nothing of the kit is evaluated here (below).
import type { PageComponent } from '@tackle/ui';
// Also read by the gateway (through the build's startup.json), which asks for a route's remote page
// in the HTML it sends (decision 101).
import routePages from './route-pages.json';

/*
 * Loading the remotes' pages, apart from the component that shows them (remotes.tsx): the bootstrap
 * starts a route's page with this before the kit and React are evaluated (decision 142), so nothing
 * here may import them.
 */

/** Where the gateway serves each remote's manifest (same origin as the shell). */
export const REMOTE_MANIFESTS: Readonly<Record<'gear' | 'catches' | 'conditions' | 'public', string>> = routePages.remotes;

export type RemoteName = keyof typeof REMOTE_MANIFESTS;

function remoteList(origin: string) {
  return (Object.keys(REMOTE_MANIFESTS) as RemoteName[]).map((name) => ({ name, entry: `${origin}${REMOTE_MANIFESTS[name]}` }));
}

/** Register the four remotes against the page's own origin. Call once before rendering. */
export function registerTackleRemotes(origin = window.location.origin): void {
  registerRemotes(remoteList(origin));
}

/** Forget a remote's failed manifest/entry so the next load really goes back to the network. */
function resetRemote(name: RemoteName, origin = window.location.origin): void {
  const entry = remoteList(origin).find((r) => r.name === name);
  if (entry) registerRemotes([entry], { force: true });
}

type RemoteModule = { default?: PageComponent };
/** What `loadRemote(id, { loadFactory: false })` gives: the page's module, not yet evaluated. */
type RemoteFactory = () => RemoteModule | Promise<RemoteModule>;

/**
 * Remote pages started before React asked for them (see preloadRemotePage), by module id: their
 * scripts downloaded and registered, their modules not evaluated yet.
 */
const preloaded = new Map<RemoteModuleId, Promise<RemoteFactory | null>>();

/**
 * Start downloading the remote page a route shows, so it arrives while the shell is still checking
 * the session, instead of after it (the first screen of /gear, /catches, ...). `signedIn`: whether a
 * user is stored; without one the protected pages redirect to /auth, so nothing is fetched for them.
 * Nothing for a shell page (the dashboard, settings): App.tsx loads those.
 */
export function preloadRemotePage(pathname: string, signedIn: boolean): void {
  const route = routeOfPath(ROUTE_PAGES, pathname);
  if (!route || !isRemotePage(route.id) || (route.protected && !signedIn) || preloaded.has(route.id)) return;
  // Downloaded now, evaluated when the page is rendered (loadRemoteComponent). Evaluating it here,
  // as soon as its scripts arrived, evaluated the kit it imports in one long task, ahead of the
  // bootstrap's steps that spread that work out (decisions 142 and 166).
  const loading = loadRemote<RemoteFactory>(route.id, { loadFactory: false, from: 'runtime' });
  loading.catch(() => undefined); // reported when the page itself awaits it
  preloaded.set(route.id, loading);
}

/**
 * The page a route shows, once it can render without suspending: its module evaluated and, for a
 * page that says when its own code is in (`ready`, the kit's pageInSteps), that too (decision 170).
 */
export async function loadRemoteComponent(id: RemoteModuleId, label: string, attempt: number): Promise<ComponentType> {
  const name = id.slice(0, id.indexOf('/')) as RemoteName;
  if (attempt > 0) resetRemote(name);
  const early = attempt === 0 ? preloaded.get(id) : undefined;
  preloaded.delete(id);
  let mod: RemoteModule | null;
  try {
    const factory = early ? await early : null;
    mod = factory ? await factory() : await loadRemote<RemoteModule>(id);
    await mod?.default?.ready;
  } catch (cause) {
    console.error(`[shell] loading remote module ${id} failed`, cause);
    throw new Error(`The ${label} page could not be loaded. Check your connection and try again.`, { cause });
  }
  if (!mod || typeof mod.default !== 'function') {
    throw new Error(`The ${label} page could not be loaded (the module ${id} has no default export).`);
  }
  return mod.default;
}

/** Every exposed module the shell renders (see remote-types.d.ts). */
export type RemoteModuleId =
  | 'gear/GearPage'
  | 'gear/ConsumablesPage'
  | 'gear/StoragePage'
  | 'gear/SetupsPage'
  | 'catches/CatchesPage'
  | 'catches/StatsPage'
  | 'catches/TripsPage'
  | 'catches/TripPage'
  | 'conditions/FishSpotsPage'
  | 'public/LandingPage'
  | 'public/TechniquesPage'
  | 'public/GuidePage'
  | 'public/KnotsPage'
  | 'public/SafetyPage';

/**
 * A page of the shell itself: in the route table for its static first frame (prerender/frame.tsx,
 * decision 156), loaded by App.tsx, never from a remote.
 */
export type ShellPageId = 'shell/Dashboard' | 'shell/Settings';

/** The page each route shows (App.tsx): a remote's, preloaded here, or the shell's own (route-pages.json). */
const ROUTE_PAGES = routePages.routes as Readonly<Record<string, { id: RemoteModuleId | ShellPageId; protected: boolean }>>;

const isRemotePage = (id: RemoteModuleId | ShellPageId): id is RemoteModuleId => Object.hasOwn(REMOTE_MANIFESTS, id.slice(0, id.indexOf('/')));
