import type { FeatureSlice } from '@tackle/platform';
import { dashboardRouteDocs } from './api-docs';
import { CATCH_LIST_PROJECTION } from '../catches/public';
import { CONSUMABLES_PROJECTION } from '../consumables/public';
import { PERSONAL_SPOTS_PROJECTION } from '../fish-spots/public';
import { GEAR_LIST_PROJECTION } from '../gear/public';
import { ACTIVITY_COLLECTION, activityProjection } from './activity-projection';
import { dashboardQueries } from './query-routes';
import { REELS_QUERY } from './respool';
import { SETTINGS_PROJECTION } from '../settings/public';

/** The dashboard: counters from every feature, the recent activity feed and 'Time to respool' reminders. */
export const dashboard: FeatureSlice = {
  name: 'dashboard',
  routes: dashboardRouteDocs,
  projections: [activityProjection],
  readsProjections: [GEAR_LIST_PROJECTION, CONSUMABLES_PROJECTION, CATCH_LIST_PROJECTION, PERSONAL_SPOTS_PROJECTION, SETTINGS_PROJECTION],
  queryIndexes: [REELS_QUERY, { collection: ACTIVITY_COLLECTION, fields: ['userId'], sort: { field: 'position', direction: 'desc' } }],
  queries: ({ readStore }) => dashboardQueries(readStore),
};
