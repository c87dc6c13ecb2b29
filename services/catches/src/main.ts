// The catch log command service (distributed mode): `node --import tsx services/catches/src/main.ts`.
// It hosts the write side of these feature slices:
import { catches } from '@tackle/features/catches';
import { runCommandService } from '@tackle/platform';

runCommandService('catches', [catches]);
