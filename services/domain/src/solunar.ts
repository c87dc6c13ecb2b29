import tzlookup from '@photostructure/tz-lookup';
import { Body, Illumination, MoonPhase, Observer, SearchHourAngle, SearchRiseSet } from 'astronomy-engine';
import {
  DAY_RATINGS,
  MAJOR_PERIOD_MINUTES,
  MINOR_PERIOD_MINUTES,
  MOON_PHASE_NAMES,
  type BiteTimes,
  type BiteWindow,
  type Coordinates,
  type MoonPhaseName,
} from '@tackle/contracts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** The place's solar zone (15° of longitude per hour): only where no time zone is known (open sea). */
export function solarUtcOffsetMinutes(lon: number): number {
  return Math.round(lon / 15) * 60 + 0; // never -0
}

/** One formatter per time zone: building an Intl formatter costs more than using it (every catch write asks). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetFormat(zone: string): Intl.DateTimeFormat {
  let format = offsetFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' });
    offsetFormats.set(zone, format);
  }
  return format;
}

/**
 * The place's real UTC offset, in minutes, on the given day (YYYY-MM-DD): its IANA time zone from
 * the coordinates (tz-lookup's bundled map, no network) with daylight saving time as in force at
 * local noon that day. This one source serves both the bite times stored on a catch and the ones
 * /fish-spots shows. Falls back to the solar zone where the map names none.
 */
export function placeUtcOffsetMinutes(coordinates: Coordinates, date: string): number {
  let zone: string;
  try {
    zone = tzlookup(coordinates.lat, coordinates.lon);
  } catch {
    return solarUtcOffsetMinutes(coordinates.lon);
  }
  const noon = Date.parse(`${date}T12:00:00Z`);
  if (Number.isNaN(noon)) return solarUtcOffsetMinutes(coordinates.lon);
  const parts = offsetFormat(zone).formatToParts(new Date(noon));
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name);
  if (!match) return solarUtcOffsetMinutes(coordinates.lon);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** Today's date at the place, YYYY-MM-DD, by its real UTC offset. */
export function localDateAt(coordinates: Coordinates, now: Date): string {
  const roughDay = localDate(now, solarUtcOffsetMinutes(coordinates.lon));
  return localDate(now, placeUtcOffsetMinutes(coordinates, roughDay));
}

/** Today's date at the place, YYYY-MM-DD. */
export function localDate(now: Date, utcOffsetMinutes: number): string {
  return new Date(now.getTime() + utcOffsetMinutes * MINUTE).toISOString().slice(0, 10);
}

export function moonPhaseName(angle: number): MoonPhaseName {
  return MOON_PHASE_NAMES[Math.round(angle / 45) % 8]!;
}

/**
 * The moon on a calendar day (YYYY-MM-DD) at noon UTC: its phase name and lit fraction. The phase
 * is the same all over the Earth at one instant, so a day's moon differs between places by at most
 * the few hours between their noons (the calendar's moon, docs/decisions/125-trips.md).
 */
export function moonPhaseOn(date: string): { name: MoonPhaseName; illumination: number } {
  const noon = new Date(`${date}T12:00:00Z`);
  return { name: moonPhaseName(MoonPhase(noon)), illumination: Math.round(Illumination(Body.Moon, noon).phase_fraction * 1000) / 1000 };
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Events of a kind that fall within [start, end). */
function eventsWithin(search: (from: Date) => Date | null, start: Date, end: Date): Date[] {
  const found: Date[] = [];
  let from = start;
  for (let i = 0; i < 3; i++) {
    const at = search(from);
    if (!at || at >= end) break;
    found.push(at);
    from = new Date(at.getTime() + MINUTE);
  }
  return found;
}

function window(kind: BiteWindow['kind'], event: BiteWindow['event'], peak: Date): BiteWindow {
  const half = ((kind === 'major' ? MAJOR_PERIOD_MINUTES : MINOR_PERIOD_MINUTES) / 2) * MINUTE;
  return {
    kind,
    event,
    start: new Date(peak.getTime() - half).toISOString(),
    peak: peak.toISOString(),
    end: new Date(peak.getTime() + half).toISOString(),
  };
}

/**
 * Solunar bite times for a local day at a place (docs/decisions/062): major periods of 2 h centred
 * on the moon's upper transit (overhead) and lower transit (underfoot), minor periods of 1 h
 * centred on moonrise and moonset. The day rating starts from the moon phase (new and full moons
 * rate best) and gains a point when a period overlaps sunrise or sunset. Pure given its inputs.
 */
export function computeBiteTimes(coordinates: Coordinates, date: string, utcOffsetMinutes: number): BiteTimes {
  const observer = new Observer(coordinates.lat, coordinates.lon, 0);
  const start = new Date(Date.parse(`${date}T00:00:00Z`) - utcOffsetMinutes * MINUTE);
  const end = new Date(start.getTime() + DAY);
  const riseSet = (body: Body, direction: 1 | -1) =>
    eventsWithin((from) => SearchRiseSet(body, observer, direction, from, 1.2)?.date ?? null, start, end);
  const transit = (hourAngle: 0 | 12) =>
    eventsWithin((from) => SearchHourAngle(Body.Moon, observer, hourAngle, from).time.date, start, end);

  const sunrise = riseSet(Body.Sun, 1)[0] ?? null;
  const sunset = riseSet(Body.Sun, -1)[0] ?? null;
  const moonrises = riseSet(Body.Moon, 1);
  const moonsets = riseSet(Body.Moon, -1);
  const overhead = transit(0);
  const underfoot = transit(12);

  const periods: BiteWindow[] = [
    ...overhead.map((at) => window('major', 'Moon overhead', at)),
    ...underfoot.map((at) => window('major', 'Moon underfoot', at)),
    ...moonrises.map((at) => window('minor', 'Moonrise', at)),
    ...moonsets.map((at) => window('minor', 'Moonset', at)),
  ].sort((a, b) => a.peak.localeCompare(b.peak));

  const noon = new Date(start.getTime() + DAY / 2);
  const angle = MoonPhase(noon);
  const illumination = Illumination(Body.Moon, noon).phase_fraction;
  const name = moonPhaseName(angle);

  // Phase: degrees from the nearest new (0/360) or full (180) moon; 12.2° is about one day.
  const fromSyzygy = Math.min(angle, Math.abs(angle - 180), 360 - angle);
  const reasons: string[] = [];
  let rating: number;
  if (fromSyzygy <= 25) {
    rating = 3;
    reasons.push(
      `${name === 'Full Moon' || name === 'New Moon' ? name : 'Near a new or full moon'}: strongest solunar pull`,
    );
  } else if (fromSyzygy <= 50) {
    rating = 2;
    reasons.push(`${name}: moderate solunar pull`);
  } else {
    rating = 1;
    reasons.push(`${name}: weak solunar pull (far from new or full moon)`);
  }
  const twilight = [sunrise, sunset].filter((at): at is Date => at !== null);
  const overlapping = periods.find((period) =>
    twilight.some(
      (at) =>
        at.getTime() >= Date.parse(period.start) - 60 * MINUTE && at.getTime() <= Date.parse(period.end) + 60 * MINUTE,
    ),
  );
  if (overlapping) {
    rating = Math.min(4, rating + 1);
    reasons.push(
      `${overlapping.kind === 'major' ? 'Major' : 'Minor'} period (${overlapping.event.toLowerCase()}) falls near sunrise or sunset`,
    );
  }

  return {
    date,
    coordinates,
    utcOffsetMinutes,
    sunrise: iso(sunrise),
    sunset: iso(sunset),
    moonrise: iso(moonrises[0] ?? null),
    moonset: iso(moonsets[0] ?? null),
    moonTransit: iso(overhead[0] ?? null),
    moonUnderfoot: iso(underfoot[0] ?? null),
    moonPhase: { name, angle: Math.round(angle * 10) / 10, illumination: Math.round(illumination * 1000) / 1000 },
    periods,
    rating,
    ratingLabel: DAY_RATINGS[rating - 1]!,
    ratingReasons: reasons,
  };
}

/**
 * The place bite times are computed for: the coordinates to 2 decimals, about 1 km, the size of a
 * personal spot (contracts' `personalSpotKey`, decision 064). Across such a place the sun and moon
 * rise and set within about a second of each other, far below the minute the times are shown in.
 */
export function biteTimesPlace(coordinates: Coordinates): Coordinates {
  const round = (value: number) => Math.round(value * 100) / 100 + 0; // never -0
  return { lat: round(coordinates.lat), lon: round(coordinates.lon) };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

/**
 * Bite times computed once per place and day (docs/decisions/127): every catch logged at one place
 * on one day, and every look at /fish-spots for it, share one computation. The key is the place
 * (`biteTimesPlace`), the local day and the UTC offset asked for (else the place's own that day),
 * and the times are computed for the place itself, so an answer depends on its key alone: the cache
 * changes no answer, only how often it is computed. Bounded: the least recently used entry goes
 * first. Answers are frozen, since every caller gets the same object.
 */
export function biteTimesCache(options: { size?: number; compute?: typeof computeBiteTimes } = {}) {
  const size = options.size ?? 1_000;
  const compute = options.compute ?? computeBiteTimes;
  const entries = new Map<string, BiteTimes>();
  return (coordinates: Coordinates, date: string, utcOffsetMinutes?: number): BiteTimes => {
    const place = biteTimesPlace(coordinates);
    // The place's own offset is a function of the place and the day: looked up on a miss only.
    const key = `${place.lat},${place.lon}|${date}|${utcOffsetMinutes ?? 'local'}`;
    let found = entries.get(key);
    if (found) {
      entries.delete(key); // most recently used last
    } else {
      found = deepFreeze(compute(place, date, utcOffsetMinutes ?? placeUtcOffsetMinutes(place, date)));
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
    }
    entries.set(key, found);
    return found;
  };
}
