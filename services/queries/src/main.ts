// The read API (distributed mode): `node --import tsx services/queries/src/main.ts`.
// It hosts the read side of these feature slices. Patterns reads the catches, gear, setups and
// settings read models, so it runs beside them. Smart Capture's analysis reads the catalog's read
// model, so it runs here (docs/decisions/084-analysis-in-distributed-mode.md). With an outside OIDC
// provider no identity service answers GET /api/user; this service answers it from the token.
import { backup } from '@tackle/features/backup';
import { catalog } from '@tackle/features/catalog';
import { catches } from '@tackle/features/catches';
import { consumables } from '@tackle/features/consumables';
import { dashboard } from '@tackle/features/dashboard';
import { gear } from '@tackle/features/gear';
import { patterns } from '@tackle/features/patterns';
import { settings } from '@tackle/features/settings';
import { setups } from '@tackle/features/setups';
import { smartCapture } from '@tackle/features/smart-capture';
import { stats } from '@tackle/features/stats';
import { storage } from '@tackle/features/storage';
import { trips } from '@tackle/features/trips';
import { runQueryService } from '@tackle/platform';

runQueryService('queries', [gear, catalog, dashboard, catches, trips, stats, consumables, storage, setups, patterns, smartCapture, settings, backup], { tokenUser: true });
