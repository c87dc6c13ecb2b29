import { describe, expect, it } from 'vitest';
import { seededRandom } from '@tackle/test-support';
import { StatsFigures, type CatchSummary, type GearSummary, type TripSummary } from './figures';
import { computeStats } from './test/reference-stats';

/*
 * The figures kept item by item equal the figures worked out from scratch over the items left
 * (docs/decisions/140-statistics-in-constant-time.md), after every step of random histories of
 * catches, gear, setups and trips added, changed and taken out. The values are drawn from small
 * sets so that names collide in case and spacing, weights and dates tie, and the catch holding a
 * first spelling, a heaviest fish or a personal best is often the one changed or deleted. Depths,
 * weights and costs are exact in binary, so sums in any order agree to the last bit.
 */

type Random = () => number;
const pick = <T,>(random: Random, values: readonly T[]): T => values[Math.floor(random() * values.length)]!;

const SPECIES = ['Largemouth Bass', 'largemouth  bass', ' LARGEMOUTH BASS', 'Crappie', 'crappie', 'Smallmouth Bass', 'Bluegill'];
const PLACES = [null, 'Lake Fork', 'lake fork', 'Mille Lacs', '  ', 'Toledo Bend'];
const BAITS = [null, 'Senko', 'senko', 'Ned Rig', 'Jig'];
const RIGS = [null, 'Texas Rig', 'texas  rig', 'Wacky Rig'];
const DATES = ['2025-04-12', '2025-04-12T06:30', '2025-04-12T09:10', '2025-05-03', '2025-05-03T07:00', '2025-07-20T18:45', '2026-01-02', 'not a date'];
const WEIGHTS = [null, 0, 1.5, 2, 2, 3.25, 5, 10.5];
const DEPTHS = [null, 4, 8, 12.5];
const WATER = [null, 44, 58.5, 62, 71, 90];
const PRESSURE = [null, 'rising', 'Stable', 'down', 'Steady', 'weird'];
const COSTS = [null, 19.99, 249.99, 0, 5.5];

function randomCatch(random: Random, setups: string[], trips: string[]): CatchSummary {
  return {
    species: pick(random, SPECIES),
    weight: pick(random, WEIGHTS),
    date: pick(random, DATES),
    location: pick(random, PLACES),
    depth: pick(random, DEPTHS),
    waterTemp: pick(random, WATER),
    waterTempEstimated: random() < 0.4,
    barometerChange: pick(random, PRESSURE),
    setupId: random() < 0.5 ? pick(random, setups) : null,
    bait: pick(random, BAITS),
    rig: pick(random, RIGS),
    quantity: 1 + Math.floor(random() * 3),
    tripId: random() < 0.5 ? pick(random, trips) : null,
  };
}

function randomTrip(random: Random): TripSummary {
  const startedAt = pick(random, ['2025-04-12T05:00', '2025-05-02T06:00', '2025-07-20T12:00']);
  const endedAt = pick(random, [null, `${startedAt.slice(0, 10)}T20:00`, '2025-05-04T10:00', startedAt]);
  return { name: pick(random, ['Saturday', 'Club day', 'Evening']), startedAt, endedAt };
}

describe('statistics kept item by item', () => {
  for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
    it(`equal the statistics worked out from scratch after every step (seed ${seed})`, () => {
      const random = seededRandom(seed);
      const figures = new StatsFigures();
      const catches = new Map<string, CatchSummary>();
      const gear = new Map<string, GearSummary>();
      const setups = new Map<string, string>();
      const trips = new Map<string, TripSummary>();
      const setupIds = ['setup-a', 'setup-b', 'setup-c'];
      const tripIds = ['trip-a', 'trip-b', 'trip-c', 'trip-d'];
      const catchIds = Array.from({ length: 40 }, (_, i) => `catch-${String(i).padStart(2, '0')}`);
      const gearIds = Array.from({ length: 8 }, (_, i) => `gear-${i}`);
      for (let step = 0; step < 400; step += 1) {
        const roll = random();
        if (roll < 0.6) {
          const id = pick(random, catchIds);
          const summary = random() < 0.25 ? null : randomCatch(random, setupIds, tripIds);
          figures.setCatch(id, summary);
          if (summary) catches.set(id, summary);
          else catches.delete(id);
        } else if (roll < 0.75) {
          const id = pick(random, gearIds);
          const summary = random() < 0.3 ? null : { typeId: 1 + Math.floor(random() * 4), cost: pick(random, COSTS) };
          figures.setGear(id, summary);
          if (summary) gear.set(id, summary);
          else gear.delete(id);
        } else if (roll < 0.85) {
          const id = pick(random, setupIds);
          const name = random() < 0.2 ? null : pick(random, ['Texas combo', 'Finesse', 'Frog rod']);
          figures.setSetup(id, name);
          if (name) setups.set(id, name);
          else setups.delete(id);
        } else {
          const id = pick(random, tripIds);
          const trip = random() < 0.3 ? null : randomTrip(random);
          figures.setTrip(id, trip);
          if (trip) trips.set(id, trip);
          else trips.delete(id);
        }
        const input = {
          catches: Object.fromEntries(catches),
          gear: Object.fromEntries(gear),
          setups: Object.fromEntries(setups),
          trips: Object.fromEntries(trips),
        };
        // Every few steps (and at the end), both estimate modes: reads in between leave work for the next.
        if (step % 7 === 0 || step === 399) {
          for (const mode of ['include', 'exclude'] as const) {
            expect(figures.figures('2026-05-01T10:00:00.000Z', mode), `step ${step}, ${mode}`).toEqual(computeStats(input, '2026-05-01T10:00:00.000Z', mode));
          }
        }
      }
      expect(figures.size).toBe(catches.size + gear.size + setups.size + trips.size);
    });
  }
});
