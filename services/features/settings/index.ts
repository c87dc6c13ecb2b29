import type { FeatureSlice } from '@tackle/platform';
import { settingsRouteDocs } from './api-docs';
import { settingsRoutes } from './command-routes';
import { settingsProjection } from './projection';
import { settingsQueries } from './query-routes';

/** Settings: an angler's own choices, today the units values are shown and typed in. */
export const settings: FeatureSlice = {
  name: 'settings',
  routes: settingsRouteDocs,
  commands: ({ eventStore }) => settingsRoutes(eventStore),
  projections: [settingsProjection],
  queries: ({ readStore }) => settingsQueries(readStore),
};
