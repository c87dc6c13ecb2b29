import type { Projection } from '@tackle/platform';
import { activityProjection } from './activity';
import { gearListProjection } from './gear';

export { gearListProjection, GEAR_COLLECTION } from './gear';
export { activityProjection, ACTIVITY_COLLECTION, type ActivityEntry } from './activity';

/** Every projection, in the order they are started. */
export const projections: Projection[] = [gearListProjection, activityProjection];
