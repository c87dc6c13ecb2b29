// The catch log command service (distributed mode): `node --import tsx services/catches/src/main.ts`.
// It hosts the write side of these feature slices (a catch joins the open trip, decision 125):
import { catches } from '@tackle/features/catches';
import { trips } from '@tackle/features/trips';
import { runCommandService } from '@tackle/platform';

runCommandService('catches', [catches, trips]);
