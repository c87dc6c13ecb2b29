import { DEFAULT_UNIT_SYSTEM, type Gear, type GearRecommendation, type UnitSystem } from '@tackle/contracts';
import { pairingAdvice, RECOMMENDATION_LIMIT, rodsAndReels, type PairingGear } from '../pairing';

/** Orders two recommendations: best first, ties by rod then reel name. */
const byAdvice = (a: GearRecommendation, b: GearRecommendation) =>
  b.confidence - a.confidence || a.rod.name.localeCompare(b.rod.name) || a.reel.name.localeCompare(b.reel.name);

/**
 * Every rod with every reel, each pair scored with its explanation, sorted: the straightforward
 * form of `recommendPairings` (../pairing.ts), which must answer exactly what this does. Not product
 * code: the reference pairing.test.ts compares the product's form with on random inventories, and
 * the baseline of bench/pairing.ts.
 */
export function recommendPairingsByScoringEveryPair(
  gear: ReadonlyArray<PairingGear & Pick<Gear, 'typeId'>>,
  limit = RECOMMENDATION_LIMIT,
  system: UnitSystem = DEFAULT_UNIT_SYSTEM,
): GearRecommendation[] {
  const { rods, reels } = rodsAndReels(gear);
  const pairs: GearRecommendation[] = [];
  for (const rod of rods) for (const reel of reels) pairs.push(pairingAdvice(rod, reel, system));
  return pairs.sort(byAdvice).slice(0, limit);
}
