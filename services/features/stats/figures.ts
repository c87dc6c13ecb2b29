import {
  catchDay,
  emptyStats,
  gearTypeLabel,
  roundToCents,
  STATS_BEST_TRIPS,
  STATS_MONTHS_MAX,
  STATS_TOP_LIST_MAX,
  tripHours,
  WATER_TEMP_BUCKETS,
  WEIGHT_BUCKETS,
  type StatsEstimates,
  type StatsResponse,
} from '@tackle/contracts';

/*
 * The statistics of one angler, kept up to date item by item (docs/decisions/140-statistics-in-constant-time.md):
 * a catch, gear item, setup name or trip is set or taken out, and each figure's counters move by
 * that item alone. Reading the figures costs what the counters hold (species, places, months,
 * days, trips), not the number of catches. Only a maximum or a first spelling can not be taken
 * back out by a counter: when the catch that held one goes, that species, place, bait or rig is
 * worked out again from the catches held here, once, on the next read.
 */

/** What the statistics need of one catch. */
export interface CatchSummary {
  species: string;
  weight: number | null;
  date: string;
  location: string | null;
  depth: number | null;
  waterTemp: number | null;
  /** The water temperature is an estimate (air - 2 °F); absent on summaries of older catches (= false). */
  waterTempEstimated?: boolean;
  barometerChange: string | null;
  setupId: string | null;
  bait: string | null;
  rig: string | null;
  /** Fish in the catch; absent on summaries of older catches (= 1). */
  quantity?: number;
  /** Absent on summaries of older catches (= no trip). */
  tripId?: string | null;
}

/** What the statistics need of one trip. */
export interface TripSummary {
  name: string;
  startedAt: string;
  endedAt: string | null;
}

/** What the statistics need of one gear item (`cost`: the purchase cost, else the retail cost). */
export interface GearSummary {
  typeId: number;
  cost: number | null;
}

/** How many fish a catch stands for. */
export const fishOf = (summary: Pick<CatchSummary, 'quantity'>) => summary.quantity ?? 1;

/** Case and spacing do not make a different species, lake or lure. */
export const keyOf = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

export function pressureTrendOf(text: string | null): 'Increasing' | 'Stable' | 'Decreasing' | null {
  const value = text?.trim().toLowerCase() ?? '';
  if (['increasing', 'rising', 'rise', 'up'].includes(value)) return 'Increasing';
  if (['decreasing', 'falling', 'fall', 'down', 'dropping'].includes(value)) return 'Decreasing';
  if (['stable', 'steady', 'flat'].includes(value)) return 'Stable';
  return null;
}

/** The calendar days a trip spans (its start day to its end day; the start day while under way). */
function tripDays(trip: TripSummary): string[] {
  const first = catchDay(trip.startedAt);
  const last = catchDay(trip.endedAt ?? trip.startedAt);
  const days = [first];
  let at = Date.parse(`${first}T00:00:00Z`);
  const end = Date.parse(`${last}T00:00:00Z`);
  // A trip of more than a few weeks is a typo: its days beyond that are not counted.
  for (let n = 0; n < 62 && at < end; n += 1) {
    at += 86_400_000;
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** The catches' order (oldest first, then by id): the first spelling of a name is the oldest catch's. */
const orderOf = (summary: CatchSummary, catchId: string) => `${summary.date}\u0000${catchId}`;

/** The fields counted by name, and the figures they feed. */
const NAMED = {
  species: (summary: CatchSummary) => summary.species,
  location: (summary: CatchSummary) => summary.location,
  bait: (summary: CatchSummary) => summary.bait,
  rig: (summary: CatchSummary) => summary.rig,
} as const;
type Named = keyof typeof NAMED;
const NAMED_FIELDS = Object.keys(NAMED) as Named[];

/** Fish of one name (any case and spacing): the spelling of its oldest catch, and its heaviest fish. */
interface Tally {
  label: string;
  /** `orderOf` the catch that gave the label. */
  first: string;
  count: number;
  heaviest: number | null;
}

/** The heaviest fish of a species (the oldest catch on a tie). */
interface Best {
  weight: number;
  catchId: string;
  order: string;
  date: string;
  location: string | null;
}

function bump<K>(counts: Map<K, number>, key: K, by: number) {
  const next = (counts.get(key) ?? 0) + by;
  if (next === 0) counts.delete(key);
  else counts.set(key, next);
}

const inBucket = (bucket: { min: number; max: number | null }, value: number) => value >= bucket.min && (bucket.max === null || value < bucket.max);

function byCount(a: Tally, b: Tally) {
  return b.count - a.count || (b.heaviest ?? 0) - (a.heaviest ?? 0) || a.label.localeCompare(b.label);
}

/** One angler's items and the counters of every figure of GET /api/stats. */
export class StatsFigures {
  private readonly catches = new Map<string, CatchSummary>();
  private readonly gear = new Map<string, GearSummary>();
  private readonly setups = new Map<string, string>();
  private readonly trips = new Map<string, TripSummary>();

  private entries = 0;
  private fish = 0;
  private readonly months = new Map<string, number>();
  /** Catches (rows) per day and trip ('' for none): the days with a catch off any trip are outings. */
  private readonly days = new Map<string, Map<string, number>>();
  private readonly tripFish = new Map<string, number>();
  private readonly setupFish = new Map<string, number>();
  /** Fish per depth. */
  private readonly depths = new Map<number, number>();
  private readonly weights = WEIGHT_BUCKETS.map(() => 0);
  private readonly waterTemps = WATER_TEMP_BUCKETS.map(() => 0);
  private readonly measuredWaterTemps = WATER_TEMP_BUCKETS.map(() => 0);
  private estimatedWaterTemps = 0;
  private readonly pressure = new Map<string, number>();
  private readonly named: Record<Named, Map<string, Tally>> = { species: new Map(), location: new Map(), bait: new Map(), rig: new Map() };
  /** Names whose label or heaviest fish went with a catch taken out: worked out again on the next read. */
  private readonly stale: Record<Named, Set<string>> = { species: new Set(), location: new Set(), bait: new Set(), rig: new Set() };
  private readonly bests = new Map<string, Best>();
  private readonly staleBests = new Set<string>();
  private readonly gearTypes = new Map<number, { count: number; cents: number }>();
  private pricedItems = 0;
  private pricedCents = 0;

  /** Items held (what a cache of these weighs). */
  get size(): number {
    return this.catches.size + this.gear.size + this.setups.size + this.trips.size;
  }

  /** Sets a catch's summary (null: the catch is gone). */
  setCatch(catchId: string, summary: CatchSummary | null): void {
    const previous = this.catches.get(catchId);
    if (previous) this.countCatch(catchId, previous, -1);
    if (summary) {
      this.catches.set(catchId, summary);
      this.countCatch(catchId, summary, 1);
    } else {
      this.catches.delete(catchId);
    }
  }

  setGear(gearId: string, summary: GearSummary | null): void {
    const previous = this.gear.get(gearId);
    if (previous) this.countGear(previous, -1);
    if (summary) {
      this.gear.set(gearId, summary);
      this.countGear(summary, 1);
    } else {
      this.gear.delete(gearId);
    }
  }

  setSetup(setupId: string, name: string | null): void {
    if (name === null) this.setups.delete(setupId);
    else this.setups.set(setupId, name);
  }

  /** Trips are few next to catches: their figures are worked out from them on each read. */
  setTrip(tripId: string, trip: TripSummary | null): void {
    if (trip === null) this.trips.delete(tripId);
    else this.trips.set(tripId, trip);
  }

  private countGear(summary: GearSummary, sign: 1 | -1) {
    const cents = summary.cost === null ? 0 : Math.round(summary.cost * 100);
    const type = this.gearTypes.get(summary.typeId) ?? { count: 0, cents: 0 };
    type.count += sign;
    type.cents += sign * cents;
    if (type.count === 0) this.gearTypes.delete(summary.typeId);
    else this.gearTypes.set(summary.typeId, type);
    if (summary.cost !== null) {
      this.pricedItems += sign;
      this.pricedCents += sign * cents;
    }
  }

  private countCatch(catchId: string, summary: CatchSummary, sign: 1 | -1) {
    const fish = sign * fishOf(summary);
    this.entries += sign;
    this.fish += fish;
    const day = catchDay(summary.date);
    const month = day.slice(0, 7);
    if (/^\d{4}-\d{2}$/.test(month)) bump(this.months, month, fish);
    const onDay = this.days.get(day) ?? new Map<string, number>();
    bump(onDay, summary.tripId ?? '', sign);
    if (onDay.size === 0) this.days.delete(day);
    else this.days.set(day, onDay);
    if (summary.tripId) bump(this.tripFish, summary.tripId, fish);
    if (summary.setupId) bump(this.setupFish, summary.setupId, fish);
    if (summary.depth != null) bump(this.depths, summary.depth, fish);
    const weighed = summary.weight != null && summary.weight > 0 ? summary.weight : null;
    // The weight is the weighed fish's: each weighed catch counts once.
    if (weighed !== null) WEIGHT_BUCKETS.forEach((bucket, index) => inBucket(bucket, weighed) && (this.weights[index]! += sign));
    if (summary.waterTemp != null) {
      const estimated = summary.waterTempEstimated === true;
      if (estimated) this.estimatedWaterTemps += sign;
      WATER_TEMP_BUCKETS.forEach((bucket, index) => {
        if (!inBucket(bucket, summary.waterTemp!)) return;
        this.waterTemps[index]! += fish;
        if (!estimated) this.measuredWaterTemps[index]! += fish;
      });
    }
    const trend = pressureTrendOf(summary.barometerChange);
    if (trend) bump(this.pressure, trend, fish);

    const order = orderOf(summary, catchId);
    for (const field of NAMED_FIELDS) {
      const value = NAMED[field](summary)?.trim();
      if (!value) continue;
      const key = keyOf(value);
      const tallies = this.named[field];
      const tally = tallies.get(key);
      if (sign === 1) {
        if (!tally) {
          tallies.set(key, { label: value.replace(/\s+/g, ' '), first: order, count: fish, heaviest: weighed });
        } else {
          tally.count += fish;
          if (order < tally.first) Object.assign(tally, { label: value.replace(/\s+/g, ' '), first: order });
          if (weighed !== null) tally.heaviest = Math.max(tally.heaviest ?? 0, weighed);
        }
      } else if (tally) {
        tally.count += fish;
        if (tally.count <= 0) {
          tallies.delete(key);
          this.stale[field].delete(key);
        } else if (tally.first === order || (weighed !== null && weighed === tally.heaviest)) {
          this.stale[field].add(key);
        }
      }
    }
    if (weighed !== null) {
      const key = keyOf(summary.species);
      const best = this.bests.get(key);
      if (sign === 1) {
        if (!best || weighed > best.weight || (weighed === best.weight && order < best.order)) {
          this.bests.set(key, { weight: weighed, catchId, order, date: summary.date, location: summary.location });
        }
      } else if (best?.catchId === catchId) {
        this.staleBests.add(key);
      }
    }
  }

  /** Works out again the names and bests whose catch went (one pass over the catches held). */
  private refresh() {
    const staleNames = NAMED_FIELDS.filter((field) => this.stale[field].size > 0);
    if (staleNames.length === 0 && this.staleBests.size === 0) return;
    const fresh: Record<Named, Map<string, Tally>> = { species: new Map(), location: new Map(), bait: new Map(), rig: new Map() };
    const bests = new Map<string, Best>();
    for (const [catchId, summary] of this.catches) {
      const order = orderOf(summary, catchId);
      const weighed = summary.weight != null && summary.weight > 0 ? summary.weight : null;
      for (const field of staleNames) {
        const value = NAMED[field](summary)?.trim();
        if (!value || !this.stale[field].has(keyOf(value))) continue;
        const key = keyOf(value);
        const tally = fresh[field].get(key) ?? { label: value.replace(/\s+/g, ' '), first: order, count: 0, heaviest: null };
        tally.count += fishOf(summary);
        if (order < tally.first) Object.assign(tally, { label: value.replace(/\s+/g, ' '), first: order });
        if (weighed !== null) tally.heaviest = Math.max(tally.heaviest ?? 0, weighed);
        fresh[field].set(key, tally);
      }
      const speciesKey = keyOf(summary.species);
      if (weighed !== null && this.staleBests.has(speciesKey)) {
        const best = bests.get(speciesKey);
        if (!best || weighed > best.weight || (weighed === best.weight && order < best.order)) {
          bests.set(speciesKey, { weight: weighed, catchId, order, date: summary.date, location: summary.location });
        }
      }
    }
    for (const field of staleNames) {
      for (const key of this.stale[field]) {
        const tally = fresh[field].get(key);
        if (tally) this.named[field].set(key, tally);
        else this.named[field].delete(key);
      }
      this.stale[field].clear();
    }
    for (const key of this.staleBests) {
      const best = bests.get(key);
      if (best) this.bests.set(key, best);
      else this.bests.delete(key);
    }
    this.staleBests.clear();
  }

  private tallies(field: Named): Tally[] {
    return [...this.named[field].values()].sort(byCount);
  }

  /** The outings and the figures of trips (docs/decisions/125-trips.md). */
  private tripFigures() {
    const onTripDays = new Set<string>();
    for (const trip of this.trips.values()) for (const day of tripDays(trip)) onTripDays.add(day);
    // Every trip is an outing, and so is every other day with a catch on no trip (or a removed one).
    let dayOutings = 0;
    for (const [day, byTrip] of this.days) {
      if (onTripDays.has(day)) continue;
      if ([...byTrip.keys()].some((tripId) => tripId === '' || !this.trips.has(tripId))) dayOutings += 1;
    }
    const bestTrips = [...this.trips]
      .map(([id, trip]) => ({ id, name: trip.name, date: trip.startedAt, fish: this.tripFish.get(id) ?? 0 }))
      .filter((trip) => trip.fish > 0)
      .sort((a, b) => b.fish - a.fish || b.date.localeCompare(a.date) || a.id.localeCompare(b.id))
      .slice(0, STATS_BEST_TRIPS);
    let hours = 0;
    let fishOnEnded = 0;
    for (const [id, trip] of this.trips) {
      if (trip.endedAt === null) continue;
      const tripLength = tripHours(trip.startedAt, trip.endedAt);
      if (tripLength * 60 < 1) continue;
      hours += tripLength;
      fishOnEnded += this.tripFish.get(id) ?? 0;
    }
    return { tripOutings: this.trips.size, dayOutings, bestTrips, fishPerHour: hours === 0 ? null : round2(fishOnEnded / hours) };
  }

  /** Every month from the first to the last with a catch (0 for those without), the last STATS_MONTHS_MAX. */
  private monthSeries(): Array<{ month: string; count: number }> {
    const months = [...this.months.keys()].sort();
    const first = months[0];
    const last = months[months.length - 1];
    if (!first || !last) return [];
    const series: Array<{ month: string; count: number }> = [];
    let [year, month] = first.split('-').map(Number) as [number, number];
    for (;;) {
      const key = `${year}-${String(month).padStart(2, '0')}`;
      series.push({ month: key, count: this.months.get(key) ?? 0 });
      if (key >= last) break;
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
    }
    return series.slice(-STATS_MONTHS_MAX);
  }

  /**
   * Every figure of the statistics screen. With estimates 'exclude', estimated values (water
   * temperatures from the air) are left out of the figures they would feed; the catches themselves
   * still count.
   */
  figures(updatedAt: string | null, estimates: StatsEstimates = 'include'): StatsResponse {
    this.refresh();
    const stats = emptyStats();
    stats.updatedAt = updatedAt;
    stats.estimates = { mode: estimates, waterTemp: this.estimatedWaterTemps };

    // Angler Stats
    const trips = this.tripFigures();
    const outings = trips.tripOutings + trips.dayOutings;
    stats.angler.totalCatches = this.fish;
    stats.angler.catchEntries = this.entries;
    stats.angler.fishingOutings = outings;
    stats.angler.tripOutings = trips.tripOutings;
    stats.angler.dayOutings = trips.dayOutings;
    stats.angler.catchRatePerTrip = outings === 0 ? 0 : round1(this.fish / outings);
    stats.angler.fishPerHour = trips.fishPerHour;
    stats.bestTrips = trips.bestTrips;
    const [bestSetup] = [...this.setupFish].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
    if (bestSetup) stats.angler.mostUsedSetup = { id: bestSetup[0], name: this.setups.get(bestSetup[0]) ?? 'Unnamed setup', catches: bestSetup[1] };

    // Gear Stats
    const investment = roundToCents(this.pricedCents / 100);
    stats.gear = {
      totalGear: this.gear.size,
      totalInvestment: investment,
      gearCategories: this.gearTypes.size,
      averageCost: this.pricedItems === 0 ? null : roundToCents(investment / this.pricedItems),
      pricedItems: this.pricedItems,
      byCategory: [...this.gearTypes]
        .sort((a, b) => a[0] - b[0])
        .map(([typeId, type]) => ({ typeId, label: gearTypeLabel(typeId), count: type.count, investment: roundToCents(type.cents / 100) })),
    };

    // Catch Stats (over the fish: a school caught at 8 ft is that many fish at 8 ft)
    const species = this.tallies('species');
    const locations = this.tallies('location');
    const depths = [...this.depths].sort((a, b) => a[0] - b[0]);
    const fishWithDepth = depths.reduce((sum, [, fish]) => sum + fish, 0);
    const top = (tallies: Tally[]) => (tallies[0] ? { label: tallies[0].label, count: tallies[0].count } : null);
    stats.catches = {
      mostCaughtSpecies: top(species),
      popularLocation: top(locations),
      averageDepth: fishWithDepth === 0 ? null : round1(depths.reduce((sum, [depth, fish]) => sum + depth * fish, 0) / fishWithDepth),
      speciesVariety: species.length,
    };

    // Charts
    const waterTemps = estimates === 'exclude' ? this.measuredWaterTemps : this.waterTemps;
    stats.charts = {
      catchesByMonth: this.monthSeries(),
      species: species.map(({ label, count }) => ({ label, count })),
      weightDistribution: WEIGHT_BUCKETS.map((bucket, index) => ({ ...bucket, count: this.weights[index]! })),
      waterTemperature: WATER_TEMP_BUCKETS.map((bucket, index) => ({ ...bucket, count: waterTemps[index]! })),
      pressureTrend: (['Increasing', 'Stable', 'Decreasing'] as const).map((label) => ({ label, count: this.pressure.get(label) ?? 0 })),
      lures: this.tallies('bait').slice(0, STATS_TOP_LIST_MAX).map(({ label, count, heaviest }) => ({ label, count, heaviest })),
      rigs: this.tallies('rig').slice(0, STATS_TOP_LIST_MAX).map(({ label, count, heaviest }) => ({ label, count, heaviest })),
    };

    // Personal bests: the heaviest fish of each species (the oldest catch on a tie).
    stats.personalBests = [...this.bests]
      .map(([key, best]) => ({ species: this.named.species.get(key)?.label ?? key, weight: best.weight, catchId: best.catchId, date: best.date, location: best.location }))
      .sort((a, b) => b.weight - a.weight || a.species.localeCompare(b.species));
    return stats;
  }
}
