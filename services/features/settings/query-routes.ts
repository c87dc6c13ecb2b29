import Router from '@koa/router';
import { DEFAULT_LINE_AGE_MONTHS, DEFAULT_SETTINGS, type Settings } from '@tackle/contracts';
import { currentUser, type AppState, type ReadStore } from '@tackle/platform';
import { SETTINGS_COLLECTION, type SettingsDoc } from './projection';

/** GET /api/settings: what the angler chose, or the defaults. */
export function settingsQueries(store: ReadStore): Router<AppState> {
  const router = new Router<AppState>();
  router.get('/api/settings', async (ctx) => {
    const doc = await store.get<SettingsDoc>(SETTINGS_COLLECTION, currentUser(ctx).id);
    const answer: Settings = doc
      ? { units: doc.units, lineAgeMonths: doc.lineAgeMonths ?? DEFAULT_LINE_AGE_MONTHS, updatedAt: doc.updatedAt, revision: doc.revision }
      : DEFAULT_SETTINGS;
    ctx.body = answer;
  });
  return router;
}
