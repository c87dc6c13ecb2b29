import Router from '@koa/router';
import type { RouteDoc } from './api-docs';
import type { Config } from './config';
import type { AppState } from './http/app';
import type { Logger } from './logger';
import type { Projection } from './es/projection';
import type { EventStore, IndexShape, ReadStore } from './ports';

/** What a feature's command routes may use: the event store (write side), configuration, a logger. */
interface CommandPorts {
  eventStore: EventStore;
  config: Config;
  logger: Logger;
}

/** What a feature's query routes may use: the read store (read side), configuration, a logger. */
interface QueryPorts {
  readStore: ReadStore;
  config: Config;
  logger: Logger;
}

/** A router that holds something to stop (a worker, a cache) when its process closes. */
interface HostedRouter {
  router: Router<AppState>;
  close(): Promise<void>;
}

/**
 * One feature's server side (ARCHITECTURE.md, "Feature slices"). A process hosts a slice by naming
 * it in its `main.ts`; which parts it mounts depends on the process: the command services mount
 * `commands`, the projectors run `projections`, the query services mount `queries` and index
 * `queryIndexes`, and the single-machine gateway does all four.
 */
export interface FeatureSlice {
  /** The feature's one name: its folder under services/features/. */
  name: string;
  /** Write side: validate, decide, append. */
  commands?: (ports: CommandPorts) => Router<AppState>;
  /** The read models this feature builds from events. */
  projections?: readonly Projection[];
  /** Every query shape the feature's read routes use beyond owner-only lookups, indexed at start-up. */
  queryIndexes?: readonly IndexShape[];
  /** Read side: answers from read models (or from outside services through our own endpoints). */
  queries?: (ports: QueryPorts) => Router<AppState> | HostedRouter;
  /**
   * Projections of other features whose read models this slice's queries read. A query process
   * waits for these too before answering a GET (read-your-writes), besides the slice's own.
   */
  readsProjections?: readonly string[];
  /** Every route the slice mounts (commands and queries), documented for the OpenAPI document. */
  routes?: readonly RouteDoc[];
  /** Paths whose JSON bodies may exceed the default limit (photos sent inline), with their limit. */
  largeBodies?: { paths: readonly string[]; limit: number };
}

/**
 * The command routers of `slices`, in the order given (for one method and path, the first wins).
 * Their bodies are checked once where they are mounted (`apiMiddleware` with `sliceRoutes`).
 */
export function commandRouters(slices: readonly FeatureSlice[], ports: CommandPorts): Array<Router<AppState>> {
  return slices.flatMap((slice) => (slice.commands ? [slice.commands(ports)] : []));
}

/** Every documented route of `slices`: what `refuseUnknownFields` checks bodies against. */
export function sliceRoutes(slices: readonly FeatureSlice[]): RouteDoc[] {
  return slices.flatMap((slice) => slice.routes ?? []);
}

/** The query routers of `slices`, in order, and one function that stops what they hold. */
export function queryRouters(slices: readonly FeatureSlice[], ports: QueryPorts): { routers: Array<Router<AppState>>; close(): Promise<void> } {
  const hosted = slices.flatMap((slice) => {
    if (!slice.queries) return [];
    const made = slice.queries(ports);
    const hosted = made instanceof Router ? { router: made, close: async () => undefined } : made;
    return [hosted];
  });
  return {
    routers: hosted.map((entry) => entry.router),
    close: async () => {
      await Promise.all(hosted.map((entry) => entry.close()));
    },
  };
}

/** Every projection of `slices`, in order. */
export function sliceProjections(slices: readonly FeatureSlice[]): Projection[] {
  return slices.flatMap((slice) => slice.projections ?? []);
}

/** The names of the projections whose read models the queries of `slices` read (their own and the ones they name). */
export function projectionsReadBy(slices: readonly FeatureSlice[]): string[] {
  const names = slices.flatMap((slice) => (slice.queries ? [...(slice.projections ?? []).map((p) => p.name), ...(slice.readsProjections ?? [])] : []));
  return [...new Set(names)];
}

/** Every declared query shape of `slices`. */
export function sliceQueryIndexes(slices: readonly FeatureSlice[]): IndexShape[] {
  return slices.flatMap((slice) => slice.queryIndexes ?? []);
}

/** The large-body paths of `slices`, or null when none of them takes large bodies. */
export function sliceLargeBodies(slices: readonly FeatureSlice[]): { paths: string[]; limit: number } | null {
  const declared = slices.flatMap((slice) => (slice.largeBodies ? [slice.largeBodies] : []));
  const first = declared[0];
  if (!first) return null;
  if (declared.some((entry) => entry.limit !== first.limit)) throw new Error('feature slices declare different large-body limits');
  return { paths: declared.flatMap((entry) => entry.paths), limit: first.limit };
}
