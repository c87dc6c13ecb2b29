import Router from '@koa/router';
import { crudCommandRoutes, type AppState, type EventStore } from '@tackle/platform';
import { createSetup, removeSetup, updateSetup } from './commands';

/** Thin handlers: parse, call one verb-noun function, answer with its position. */
export function setupRoutes(store: EventStore) {
  return crudCommandRoutes(new Router<AppState>(), store, { path: '/api/setups', what: 'Setup', create: createSetup, update: updateSetup, remove: removeSetup });
}
