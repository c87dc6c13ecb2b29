import { DEFAULT_UNIT_SYSTEM, type Catch, type Coordinates, type FishingConditions, type RecommendedSpot, type UnitSystem } from '@tackle/contracts';
import { REFERENCE_PATTERNS, type SpotPattern } from './patterns';
import { rankPersonalSpots } from './personal-spots';
import { rankPatterns, toRecommendedSpot } from './scoring';

const MAX_RECOMMENDATIONS = 10;
/** At most this many personal spots, so curated waters still show. */
const MAX_PERSONAL_SPOTS = 3;

/**
 * Reference patterns and the angler's own matching catches, merged best first, their reasons in the
 * angler's units. Pure: the catches and the units are read by the caller.
 */
export function recommendSpots(
  from: Coordinates,
  conditions: FishingConditions,
  catches: Catch[],
  reference: SpotPattern[] = REFERENCE_PATTERNS,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): RecommendedSpot[] {
  const personal = rankPersonalSpots(catches, conditions, from, system).slice(0, MAX_PERSONAL_SPOTS);
  const curated = rankPatterns(reference, conditions, from, system);
  return [...personal, ...curated]
    .sort(
      (a, b) =>
        b.matchScore - a.matchScore ||
        (a.pattern.source === 'personal' ? -1 : 0) - (b.pattern.source === 'personal' ? -1 : 0),
    )
    .slice(0, MAX_RECOMMENDATIONS)
    .map(toRecommendedSpot);
}
