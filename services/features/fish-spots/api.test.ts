import { describe, expect, it } from 'vitest';
import { biteTimesSchema, recommendedSpotListResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

const summerDeep =
  '/api/fish-spots/recommendations?lat=36.6&lon=-93.3&season=Summer&seasonSubType=Mid&waterTemp=84&waterClarity=Clear&skies=Clear&wind=Calm&barometer=30.25&barometerChange=Rising&biteType=Finicky';

describe('GET /api/fish-spots/recommendations', () => {
  it("writes the reasons in the angler's units once they choose metric (decision 121)", async () => {
    const charlie = await h.user('charlie');
    const imperial = recommendedSpotListResponseSchema.parse((await h.shellCall(charlie, 'GET', summerDeep)).body);
    expect(imperial[0]!.reasons).toContain('Water 84°F is in the 78-90°F band (+12/12)');
    expect((await h.shellCall(charlie, 'PUT', '/api/settings', { units: 'metric' })).status).toBe(200);
    const metric = recommendedSpotListResponseSchema.parse((await h.shellCall(charlie, 'GET', summerDeep)).body);
    expect(metric[0]!.reasons).toContain('Water 28.9°C is in the 25.6-32.2°C band (+12/12)');
    expect(metric[0]!.reasons?.join(' ')).not.toMatch(/°F|inHg/);
  });

  it('ranks reference spots for the conditions, each with a score and its reasons', async () => {
    const res = await h.call(alice, 'GET', summerDeep);
    expect(res.status).toBe(200);
    const spots = recommendedSpotListResponseSchema.parse(res.body);
    expect(spots.length).toBeGreaterThan(3);
    expect(spots.length).toBeLessThanOrEqual(10);
    expect(spots[0]).toMatchObject({
      id: 'table-rock-summer-deep-bluffs',
      source: 'reference',
      recommendedRig: 'Drop shot and shaky head on deep structure',
    });
    // Everything given matches; cover, depth and location type were not given and earn nothing (19).
    expect(spots[0]!.matchScore).toBe(81);
    expect(spots[0]!.reasons).toContain('Clarity Clear matches Clear (+7/7)');
    expect(spots[0]!.reasons?.at(-1)).toBe('Not scored, no condition given: cover, depth, location type (+0/19)');
    const scores = spots.map((spot) => spot.matchScore);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("learns personal spots from the angler's own catches, and only the angler's", async () => {
    const logged = await h.addCatch(alice, {
      species: 'Largemouth Bass',
      weight: 5.25,
      date: '2025-07-20',
      location: 'Long Creek arm',
      coordinates: { lat: 36.61, lon: -93.29 },
      season: 'Summer',
      waterTemp: 85,
      waterClarity: 'Clear',
      skies: 'Clear',
      barometer: 30.2,
      barometerChange: 'Increasing',
      depth: 26,
      rig: 'Drop shot',
      bait: 'Roboworm',
      color: 'Morning dawn',
    });
    const position = { 'x-tackle-position': String(logged.position) };

    const mine = recommendedSpotListResponseSchema.parse(
      (await h.call(alice, 'GET', `${summerDeep}&depth=26`, undefined, position)).body,
    );
    const personal = mine.find((spot) => spot.source === 'personal');
    expect(personal).toMatchObject({
      name: 'Your spot: Long Creek arm',
      recommendedRig: 'Drop shot – Roboworm – Morning dawn',
    });
    expect(personal!.description).toContain('5 lb 4 oz');

    // The new catch carries the bite times of its day and place, in the place's real time zone
    // (Missouri in July: Central Daylight Time), the same times /fish-spots shows for that day.
    // The list is lean (decision 130): bite times come with the full form.
    const [stored] = (await h.call(alice, 'GET', '/api/catches?include=details', undefined, position)).body;
    const biteTimes = biteTimesSchema.parse(stored.biteTimes);
    const shown = await h.call(alice, 'GET', '/api/fish-spots/bite-times?lat=36.61&lon=-93.29&date=2025-07-20');
    expect(shown.body).toEqual(stored.biteTimes);
    expect(biteTimes).toMatchObject({
      date: '2025-07-20',
      utcOffsetMinutes: -300,
      coordinates: { lat: 36.61, lon: -93.29 },
    });
    expect(biteTimes.periods.some((period) => period.kind === 'major')).toBe(true);

    // The place is now one of alice's saved (personal) spots.
    expect((await h.call(alice, 'GET', '/api/dashboard', undefined, position)).body.savedSpots).toBe(1);
    expect((await h.call(bob, 'GET', '/api/dashboard', undefined, position)).body.savedSpots).toBe(0);

    const theirs = recommendedSpotListResponseSchema.parse(
      (await h.call(bob, 'GET', summerDeep, undefined, position)).body,
    );
    expect(theirs.some((spot) => spot.source === 'personal')).toBe(false);
  });

  it('gives no spot a 100 % match without conditions: only the distance is scored', async () => {
    const res = await h.call(alice, 'GET', '/api/fish-spots/recommendations?lat=44.9405&lon=-93.6159');
    const spots = recommendedSpotListResponseSchema.parse(res.body);
    expect(spots.length).toBeGreaterThan(0);
    expect(spots.every((spot) => spot.matchScore <= 22)).toBe(true);
    expect(spots[0]!.reasons?.at(-1)).toMatch(/^Not scored, no condition given: season, water temperature, .* \(\+0\/78\)$/);
  });

  it('re-ranks when the conditions change', async () => {
    const frog = await h.call(
      alice,
      'GET',
      '/api/fish-spots/recommendations?lat=34.43&lon=-86.24&season=Summer&waterTemp=84&waterClarity=Stained&skies=Overcast&barometerChange=Falling&cover=Vegetation&biteType=Aggressive&depth=3',
    );
    expect(frog.status).toBe(200);
    expect(frog.body[0].id).toBe('guntersville-summer-matted-grass');
  });

  it('refuses bad input with a message, and anonymous callers', async () => {
    expect((await h.call(alice, 'GET', '/api/fish-spots/recommendations?lat=100&lon=0')).status).toBe(400);
    const badSeason = await h.call(alice, 'GET', '/api/fish-spots/recommendations?lat=40&lon=-90&season=Monsoon');
    expect(badSeason.status).toBe(400);
    expect(badSeason.body.message).toBe('Season must be one of: Spring, Summer, Fall, Winter');
    expect((await h.call(null, 'GET', '/api/fish-spots/recommendations?lat=40&lon=-90')).status).toBe(401);
  });
});

describe('GET /api/fish-spots/bite-times', () => {
  it('answers the solunar day for a place and date', async () => {
    const res = await h.call(
      alice,
      'GET',
      '/api/fish-spots/bite-times?lat=40.7128&lon=-74.006&date=2024-06-21&utcOffsetMinutes=-240',
    );
    expect(res.status).toBe(200);
    const times = biteTimesSchema.parse(res.body);
    expect(times.date).toBe('2024-06-21');
    expect(times.moonPhase.name).toBe('Full Moon');
    expect(times.periods.filter((p) => p.kind === 'major')).toHaveLength(2);
  });

  it("answers in the place's real time zone (as catches store them), and validates", async () => {
    const summer = await h.call(alice, 'GET', '/api/fish-spots/bite-times?lat=44.94&lon=-93.62&date=2024-07-01');
    expect(summer.status).toBe(200);
    expect(summer.body.utcOffsetMinutes).toBe(-300);
    const winter = await h.call(alice, 'GET', '/api/fish-spots/bite-times?lat=44.94&lon=-93.62&date=2024-01-15');
    expect(winter.body.utcOffsetMinutes).toBe(-360);
    const today = await h.call(alice, 'GET', '/api/fish-spots/bite-times?lat=44.94&lon=-93.62');
    expect(today.status).toBe(200);
    expect([-300, -360]).toContain(today.body.utcOffsetMinutes);
    expect((await h.call(alice, 'GET', '/api/fish-spots/bite-times?lat=44.94&lon=-93.62&date=tomorrow')).status).toBe(
      400,
    );
    expect((await h.call(null, 'GET', '/api/fish-spots/bite-times?lat=44.94&lon=-93.62')).status).toBe(401);
  });
});
