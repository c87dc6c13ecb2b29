// Weather, geocoding, fish-spot recommendations and bite times (distributed mode):
// `node --import tsx services/conditions/src/main.ts`. It hosts the read side of this feature slice:
import { fishSpots } from '@tackle/features/fish-spots';
import { runQueryService } from '@tackle/platform';

runQueryService('conditions', [fishSpots]);
