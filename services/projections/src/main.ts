// The projectors (distributed mode): `node --import tsx services/projections/src/main.ts`.
// It runs the projections of these feature slices:
import { catalog } from '@tackle/features/catalog';
import { catches } from '@tackle/features/catches';
import { consumables } from '@tackle/features/consumables';
import { dashboard } from '@tackle/features/dashboard';
import { fishSpots } from '@tackle/features/fish-spots';
import { gear } from '@tackle/features/gear';
import { settings } from '@tackle/features/settings';
import { setups } from '@tackle/features/setups';
import { stats } from '@tackle/features/stats';
import { storage } from '@tackle/features/storage';
import { trips } from '@tackle/features/trips';
import { runProjectorService } from '@tackle/platform';

runProjectorService('projections', [gear, catalog, dashboard, catches, trips, stats, consumables, storage, setups, fishSpots, settings]);
