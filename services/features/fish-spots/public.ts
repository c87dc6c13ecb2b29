// What other features may use of fish spots: the number of the angler's saved spots.
import { personalSpotsProjection } from './personal-spots-projection';

export { countSavedSpots } from './saved-spots';
export const PERSONAL_SPOTS_PROJECTION = personalSpotsProjection.name;
