import type { FeatureSlice } from '@tackle/platform';
import { CATCH_LIST_PROJECTION } from '../catches/public';
import { GEAR_LIST_PROJECTION } from '../gear/public';
import { SETTINGS_PROJECTION } from '../settings/public';
import { SETUPS_PROJECTION } from '../setups/public';
import { patternRouteDocs } from './api-docs';
import { LURES_QUERY, patternQueries } from './query-routes';

/**
 * Patterns, "what to tie on today": a read-only feature over the catches, gear, setups and
 * settings read models; no events and no read model of its own (docs/decisions/124-patterns.md).
 */
export const patterns: FeatureSlice = {
  name: 'patterns',
  routes: patternRouteDocs,
  queryIndexes: [LURES_QUERY],
  readsProjections: [CATCH_LIST_PROJECTION, GEAR_LIST_PROJECTION, SETUPS_PROJECTION, SETTINGS_PROJECTION],
  queries: ({ readStore }) => patternQueries(readStore),
};
