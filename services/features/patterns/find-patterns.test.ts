import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { patternsQuerySchema, type PatternsQuery } from '@tackle/contracts';
import { findPatterns, PATTERN_RULES, type PatternCatch, type PatternGear, type PatternInput, type PatternSetup } from './find-patterns';

const NOW = new Date('2026-05-20T12:00:00Z');

/** A catch with no conditions and nothing recorded but what the test gives. */
function fish(fields: Partial<PatternCatch> = {}): PatternCatch {
  return {
    id: randomUUID(),
    date: '2026-04-10',
    bait: null,
    rig: null,
    color: null,
    depth: null,
    setupId: null,
    gearId: null,
    season: null,
    seasonSubType: null,
    waterTemp: null,
    estimated: { waterTemp: false, airTempChange: false },
    waterClarity: null,
    skies: null,
    wind: null,
    windSpeed: null,
    barometerChange: null,
    ...fields,
  };
}

const times = (count: number, fields: Partial<PatternCatch>) => Array.from({ length: count }, () => fish(fields));

/** Today's conditions as the query string sends them. */
const today = (query: Record<string, string> = {}): PatternsQuery => patternsQuerySchema.parse(query);

function lure(name: string, details: { type?: string; color?: string } = {}, fields: Partial<PatternGear> = {}): PatternGear {
  return {
    id: randomUUID(),
    name,
    typeId: 3,
    brand: null,
    model: null,
    lureDetails: { type: (details.type ?? null) as never, size: null, weight: null, color: details.color ?? null, hooks: null },
    ...fields,
  };
}

function find(input: Partial<PatternInput> & { catches: PatternCatch[] }) {
  return findPatterns({ gear: [], setups: [], conditions: today(), now: NOW, units: 'imperial', ...input });
}

const suggestion = (answer: ReturnType<typeof find>, aspect: string) => answer.suggestions.find((entry) => entry.aspect === aspect);

/**
 * A season of an angler's log: in stained water under overcast skies a chartreuse spinnerbait
 * (7 of 9 fish, the other two on a jig); in clear water under sunshine a drop shot (10 fish).
 */
function seededHistory(): PatternCatch[] {
  const stainedOvercast = { waterClarity: 'Stained', skies: 'Overcast', season: 'Spring', seasonSubType: 'Late' };
  return [
    ...times(7, { ...stainedOvercast, bait: 'Spinnerbait', color: 'Chartreuse', rig: 'Slow roll', depth: 4 }),
    ...times(2, { ...stainedOvercast, bait: 'Jig', color: 'Black/Blue', rig: 'Flipping', depth: 8 }),
    ...times(10, { waterClarity: 'Clear', skies: 'Clear', season: 'Summer', bait: 'Drop shot minnow', color: 'Morning dawn', rig: 'Drop shot', depth: 22 }),
  ];
}

describe('the pattern finder', () => {
  it('names the bait that worked in conditions like today, with its evidence in words', () => {
    const answer = find({ catches: seededHistory(), conditions: today({ waterClarity: 'Stained', skies: 'Overcast' }) });
    expect(answer.status).toBe('suggestions');
    expect(answer.history).toEqual({ catches: 19, fish: 19, usableFish: 19 });
    const bait = suggestion(answer, 'bait')!;
    expect(bait.label).toBe('Chartreuse Spinnerbait');
    expect(bait.evidence).toBe('7 of your 9 fish in stained water under overcast skies came on a Chartreuse Spinnerbait.');
    expect([bait.fish, bait.outOf]).toEqual([7, 9]);
    expect(bait.matched).toEqual(['stained water', 'overcast skies']);
    expect(suggestion(answer, 'color')!.evidence).toBe('7 of your 9 fish in stained water under overcast skies came on Chartreuse.');
    expect(suggestion(answer, 'rig')!.evidence).toBe('7 of your 9 fish in stained water under overcast skies came on a Slow roll.');
    expect(suggestion(answer, 'depth')!.evidence).toBe('7 of your 9 fish in stained water under overcast skies came from under 5 ft.');
    // No setup was recorded on any catch: it says so instead of guessing.
    expect(answer.needs).toEqual([{ aspect: 'setup', message: 'None of your catches has a setup recorded yet: add it when you log a catch.' }]);
  });

  it('answers the other pattern under the other conditions', () => {
    const answer = find({ catches: seededHistory(), conditions: today({ waterClarity: 'Clear', skies: 'Clear', season: 'Summer' }) });
    const bait = suggestion(answer, 'bait')!;
    expect(bait.label).toBe('Morning dawn Drop shot minnow');
    expect(bait.evidence).toBe('All 10 of your fish in clear water under clear skies in summer came on a Morning dawn Drop shot minnow.');
    expect(suggestion(answer, 'depth')!.label).toBe('20-30 ft');
  });

  it('counts fish, not catch entries: a school logged once counts for each fish in it', () => {
    const catches = [
      fish({ waterClarity: 'Muddy', bait: 'Spinnerbait', quantity: 4 }),
      ...times(3, { waterClarity: 'Muddy', bait: 'Jig' }),
    ];
    const answer = find({ catches, conditions: today({ waterClarity: 'Muddy' }) });
    expect(answer.history).toEqual({ catches: 4, fish: 7, usableFish: 7 });
    const bait = suggestion(answer, 'bait')!;
    expect(bait.evidence).toBe('4 of your 7 fish in muddy water came on a Spinnerbait.');
    // Before catches had a quantity every entry was one fish; a bad value is read as one too.
    const older = find({ catches: [...times(4, { waterClarity: 'Muddy', bait: 'Jig', quantity: null }), fish({ waterClarity: 'Muddy', bait: 'Jig', quantity: 0 })], conditions: today({ waterClarity: 'Muddy' }) });
    expect(suggestion(older, 'bait')!.evidence).toBe('All 5 of your fish in muddy water came on a Jig.');
  });

  it('spells a bait as the angler first did, whatever its case and spacing later', () => {
    const catches = [
      fish({ date: '2026-01-01', waterClarity: 'Stained', bait: 'Rat-L-Trap' }),
      ...times(3, { date: '2026-02-01', waterClarity: 'Stained', bait: 'rat-l-trap ' }),
      fish({ date: '2026-03-01', waterClarity: 'Stained', bait: 'RAT-L-TRAP' }),
    ];
    expect(suggestion(find({ catches, conditions: today({ waterClarity: 'Stained' }) }), 'bait')!.evidence).toBe(
      'All 5 of your fish in stained water came on a Rat-L-Trap.',
    );
  });

  describe('conditions like today', () => {
    it('uses the conditions most like today that still have enough fish, and backs off when they are too few', () => {
      const catches = [
        // Only 3 fish share stained water, overcast skies and a falling barometer: too few to compare.
        ...times(3, { waterClarity: 'Stained', skies: 'Overcast', barometerChange: 'Decreasing', bait: 'Jerkbait' }),
        // Stained and overcast, any barometer: 8 fish.
        ...times(5, { waterClarity: 'Stained', skies: 'Overcast', barometerChange: 'Stable', bait: 'Spinnerbait' }),
        ...times(6, { waterClarity: 'Clear', skies: 'Overcast', barometerChange: 'Decreasing', bait: 'Jig' }),
      ];
      const answer = find({ catches, conditions: today({ waterClarity: 'Stained', skies: 'Overcast', barometerChange: 'Falling' }) });
      const bait = suggestion(answer, 'bait')!;
      expect(bait.evidence).toBe('5 of your 8 fish in stained water under overcast skies came on a Spinnerbait.');
      expect(bait.matched).toEqual(['stained water', 'overcast skies']);
    });

    it('weighs the water above the wind: clarity beats a matching wind when only one of them can be kept', () => {
      const catches = [
        ...times(5, { waterClarity: 'Stained', windSpeed: 20, bait: 'Spinnerbait' }),
        ...times(5, { waterClarity: 'Clear', windSpeed: 8, bait: 'Jig' }),
      ];
      const answer = find({ catches, conditions: today({ waterClarity: 'Stained', wind: 'Light' }) });
      expect(suggestion(answer, 'bait')!.evidence).toBe('All 5 of your fish in stained water came on a Spinnerbait.');
    });

    it("reads a catch's own words: Decreasing is a falling barometer, Light Rain is rain, a wind speed is its word", () => {
      const catches = times(5, { barometerChange: 'Decreasing', skies: 'Light Rain', windSpeed: 14, bait: 'Buzzbait' });
      const answer = find({ catches, conditions: today({ barometerChange: 'Falling', skies: 'Rain', wind: 'Moderate' }) });
      expect(suggestion(answer, 'bait')!.evidence).toBe('All 5 of your fish in the rain in moderate wind on a falling barometer came on a Buzzbait.');
    });

    it('takes the season from the date when a catch did not record one, and compares the phase only with its season', () => {
      const catches = [
        ...times(5, { date: '2025-04-12', seasonSubType: 'Early', bait: 'Lipless crankbait' }),
        ...times(5, { date: '2025-07-12', seasonSubType: 'Early', bait: 'Frog' }),
      ];
      const spring = find({ catches, conditions: today({ season: 'Spring', seasonSubType: 'Early' }) });
      expect(suggestion(spring, 'bait')!.evidence).toBe('All 5 of your fish in early spring came on a Lipless crankbait.');
      expect(suggestion(spring, 'bait')!.matched).toEqual(['early spring']);
      const phaseOnly = find({ catches, conditions: today({ seasonSubType: 'Early' }) });
      expect(phaseOnly.status).toBe('no-conditions');
      expect(phaseOnly.conditions).toEqual([
        { field: 'seasonSubType', label: 'early season', estimated: false, used: false, note: 'The phase is compared together with a season: choose the season too.' },
      ]);
    });

    it('does not compare an assumed season phase', () => {
      const catches = [
        ...times(5, { season: 'Summer', seasonSubType: 'Late', bait: 'Frog' }),
        ...times(3, { season: 'Summer', seasonSubType: 'Mid', bait: 'Swimbait' }),
      ];
      const answer = find({ catches, conditions: today({ season: 'Summer', seasonSubType: 'Mid', seasonSubTypeAssumed: 'true' }) });
      expect(suggestion(answer, 'bait')!.evidence).toBe('5 of your 8 fish in summer came on a Frog.');
      expect(answer.conditions.find((condition) => condition.field === 'seasonSubType')).toEqual({
        field: 'seasonSubType',
        label: 'mid summer (assumed)',
        estimated: true,
        used: false,
        note: 'The phase of the season was assumed, not known, so it was not compared: choose it to compare it.',
      });
      // Chosen by the angler, it is compared.
      const chosen = find({ catches, conditions: today({ season: 'Summer', seasonSubType: 'Late' }) });
      expect(suggestion(chosen, 'bait')!.evidence).toBe('All 5 of your fish in late summer came on a Frog.');
    });

    it('compares a measured water temperature within 4 °F, and says so', () => {
      const catches = [
        ...times(3, { waterTemp: 64, bait: 'Jerkbait' }),
        ...times(2, { waterTemp: 69.5, bait: 'Jerkbait' }),
        ...times(4, { waterTemp: 75, bait: 'Frog' }),
      ];
      const answer = find({ catches, conditions: today({ waterTemp: '66' }) });
      const bait = suggestion(answer, 'bait')!;
      expect(bait.evidence).toBe('All 5 of your fish in water of 62-70°F came on a Jerkbait.');
      expect(answer.conditions).toEqual([
        { field: 'waterTemp', label: 'water 62-70°F', estimated: false, used: true, note: 'Water 66°F: compared with catches in 62-70°F water.' },
      ]);
    });

    it('shows an estimated water temperature as an estimate, compared within a wider band', () => {
      const catches = [...times(3, { waterTemp: 64, bait: 'Jerkbait' }), ...times(2, { waterTemp: 73, bait: 'Jerkbait' })];
      const answer = find({ catches, conditions: today({ waterTemp: '66.9', waterTempEstimated: 'true' }) });
      expect(answer.conditions).toEqual([
        {
          field: 'waterTemp',
          label: 'water 60-74°F',
          estimated: true,
          used: true,
          note: 'Water about 67°F, estimated from the air temperature, not measured: compared with catches in 60-74°F water.',
        },
      ]);
      expect(suggestion(answer, 'bait')!.evidence).toBe('All 5 of your fish in water of 60-74°F came on a Jerkbait.');
    });

    it("says when the catches' own water temperatures were estimates, never passing them off as readings", () => {
      const catches = [
        ...times(2, { waterTemp: 66.9, estimated: { waterTemp: true, airTempChange: false }, bait: 'Spinnerbait' }),
        ...times(3, { waterTemp: 67, bait: 'Spinnerbait' }),
      ];
      const answer = find({ catches, conditions: today({ waterTemp: '67' }) });
      expect(suggestion(answer, 'bait')!.notes).toEqual(['The water temperature of 2 of these 5 fish was estimated from the air, not measured.']);
      const allEstimated = find({
        catches: times(5, { waterTemp: 66.9, estimated: { waterTemp: true, airTempChange: false }, bait: 'Spinnerbait' }),
        conditions: today({ waterTemp: '67' }),
      });
      expect(suggestion(allEstimated, 'bait')!.notes).toEqual(['The water temperatures of these fish were estimated from the air, not measured.']);
    });

    it('speaks the angler’s units: °C and metres for a metric angler', () => {
      const catches = times(5, { waterTemp: 64, depth: 8, bait: 'Jerkbait' });
      const answer = find({ catches, conditions: today({ waterTemp: '64' }), units: 'metric' });
      expect(suggestion(answer, 'bait')!.evidence).toBe('All 5 of your fish in water of 16-20°C came on a Jerkbait.');
      expect(suggestion(answer, 'depth')!.label).toBe('1.5-3 m');
    });
  });

  describe('when a suggestion is trusted', () => {
    it('needs three fish on it and a third of those compared', () => {
      const spread = [
        ...times(2, { waterClarity: 'Stained', bait: 'Spinnerbait' }),
        ...times(2, { waterClarity: 'Stained', bait: 'Jig' }),
        ...times(2, { waterClarity: 'Stained', bait: 'Crankbait' }),
      ];
      const answer = find({ catches: spread, conditions: today({ waterClarity: 'Stained' }) });
      expect(answer.status).toBe('undecided');
      expect(answer.message).toBe(
        "Nothing stands out yet among your fish in conditions like today's: a suggestion needs 5 fish with it recorded, at least 3 of them (and a third) on one bait, colour, rig, depth or setup.",
      );
      expect(answer.needs).toContainEqual({
        aspect: 'bait',
        message: 'No clear winner yet: your 6 fish in stained water are spread over 3 baits, none with more than 2 (a suggestion needs 3).',
      });
      // One more on the spinnerbait makes it.
      const more = find({ catches: [...spread, fish({ waterClarity: 'Stained', bait: 'Spinnerbait' })], conditions: today({ waterClarity: 'Stained' }) });
      expect(suggestion(more, 'bait')!.evidence).toBe('3 of your 7 fish in stained water came on a Spinnerbait.');
      expect(PATTERN_RULES).toMatchObject({ minGroupFish: 5, minSupportFish: 3 });
    });

    it('breaks a tie by the bait that caught fish more recently, and says it was a tie', () => {
      const catches = [
        ...times(3, { date: '2025-06-01', waterClarity: 'Clear', bait: 'Jig' }),
        ...times(3, { date: '2026-04-01', waterClarity: 'Clear', bait: 'Ned rig' }),
      ];
      const bait = suggestion(find({ catches, conditions: today({ waterClarity: 'Clear' }) }), 'bait')!;
      expect(bait.label).toBe('Ned rig');
      expect(bait.lastCaught).toBe('2026-04-01');
      expect(bait.notes).toEqual(['Level with Jig (3 fish each); Ned rig caught fish more recently.']);
    });

    it('says when the evidence is old', () => {
      const catches = times(5, { date: '2021-05-02', waterClarity: 'Clear', bait: 'Tube' });
      const bait = suggestion(find({ catches, conditions: today({ waterClarity: 'Clear' }) }), 'bait')!;
      expect(bait.notes).toEqual(['All 5 were caught more than 3 years ago (the last in 2021).']);
    });

    it('says how many fish in these conditions have no bait recorded', () => {
      const catches = [...times(5, { waterClarity: 'Clear', bait: 'Tube' }), ...times(2, { waterClarity: 'Clear', depth: 12 })];
      const bait = suggestion(find({ catches, conditions: today({ waterClarity: 'Clear' }) }), 'bait')!;
      expect(bait.notes).toEqual(['2 more fish in these conditions have no bait recorded.']);
    });
  });

  describe('honest when there is too little', () => {
    it('says how many more catches are needed, and for what, when the log is thin', () => {
      const answer = find({ catches: [...times(2, { bait: 'Jig' }), fish()], conditions: today({ waterClarity: 'Clear' }) });
      expect(answer.status).toBe('thin-history');
      expect(answer.suggestions).toEqual([]);
      expect(answer.message).toBe(
        "Log 3 more catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded, and you have 2. 1 fish in your log has none of these recorded.",
      );
      expect(find({ catches: [] }).message).toBe(
        "Log 5 catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded.",
      );
      expect(find({ catches: times(2, {}) }).message).toBe(
        "Log 5 catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded. 2 fish in your log have none of these recorded.",
      );
    });

    it('asks for conditions when none are given', () => {
      const answer = find({ catches: seededHistory() });
      expect(answer.status).toBe('no-conditions');
      expect(answer.message).toBe("Fill in today's conditions (or get the current ones) to see what worked for you in conditions like these.");
    });

    it('says how few fish were caught in conditions like today and how many more to log', () => {
      const catches = [...times(2, { waterClarity: 'Muddy', bait: 'Spinnerbait' }), ...times(8, { waterClarity: 'Clear', bait: 'Tube' })];
      const answer = find({ catches, conditions: today({ waterClarity: 'Muddy', skies: 'Rain' }) });
      expect(answer.status).toBe('no-similar');
      expect(answer.message).toBe(
        "Only 2 of your 10 fish were caught in conditions like today's (muddy water, rain). Log 3 more catches in conditions like these, with the bait you used, to see what works.",
      );
      expect(answer.needs).toContainEqual({ aspect: 'bait', message: 'Only 2 fish in muddy water have a bait recorded: log 3 more in conditions like these with the bait.' });
      const none = find({ catches, conditions: today({ skies: 'Rain' }) });
      expect(none.message).toBe(
        "None of your 10 fish were caught in conditions like today's (rain). Log 5 more catches in conditions like these, with the bait you used, to see what works.",
      );
    });
  });

  describe('only from gear the angler owns', () => {
    const catches = () => times(5, { waterClarity: 'Stained', bait: 'Chartreuse spinnerbait', setupId: null });

    it('names the lures that fit the bait, by type, name and colour, the one in the colour first', () => {
      const white = lure('War Eagle', { type: 'spinnerbait', color: 'White' });
      const chartreuse = lure('Booyah Blade', { type: 'spinnerbait', color: 'Chartreuse/White' });
      const crank = lure('Squarebill', { type: 'crankbait', color: 'Chartreuse' });
      const answer = find({ catches: catches(), gear: [white, crank, chartreuse], conditions: today({ waterClarity: 'Stained' }) });
      const bait = suggestion(answer, 'bait')!;
      expect(bait.owned).toEqual({
        status: 'owned',
        items: [
          { kind: 'gear', id: white.id, name: 'War Eagle' },
          { kind: 'gear', id: chartreuse.id, name: 'Booyah Blade' },
        ],
        note: 'You own it: War Eagle (White), Booyah Blade (Chartreuse/White).',
      });
      // With the colour on the catches, the lure in that colour comes first.
      const colored = find({
        catches: times(5, { waterClarity: 'Stained', bait: 'Spinnerbait', color: 'Chartreuse' }),
        gear: [white, chartreuse, crank],
        conditions: today({ waterClarity: 'Stained' }),
      });
      expect(suggestion(colored, 'bait')!.owned.items.map((item) => item.name)).toEqual(['Booyah Blade', 'War Eagle']);
      expect(suggestion(colored, 'color')!.owned).toMatchObject({ status: 'owned', note: 'Your Chartreuse lures: Booyah Blade (Chartreuse/White), Squarebill (Chartreuse).' });
    });

    it("says you don't own one, and offers the best of what you own", () => {
      const jig = lure('Dirty Jigs Swim Jig', { type: 'jig', color: 'Green pumpkin' });
      const history = [...times(5, { waterClarity: 'Stained', bait: 'Spinnerbait' }), ...times(3, { waterClarity: 'Stained', bait: 'Swim jig' })];
      const answer = find({ catches: history, gear: [jig, { ...lure('Stick'), typeId: 1 as const }], conditions: today({ waterClarity: 'Stained' }) });
      const bait = suggestion(answer, 'bait')!;
      expect(bait.owned).toEqual({ status: 'not-owned', items: [], note: "You don't own one: no Spinnerbait among your lures." });
      expect(bait.alternative).toEqual({
        label: 'Swim jig',
        fish: 3,
        evidence: 'Of what you own: 3 of these 8 fish came on a Swim jig.',
        owned: { status: 'owned', items: [{ kind: 'gear', id: jig.id, name: 'Dirty Jigs Swim Jig' }], note: 'You own it: Dirty Jigs Swim Jig (Green pumpkin).' },
      });
      expect(suggestion(answer, 'rig')).toBeUndefined();
    });

    it("counts the lure a catch names (gearId, its setup's lure) as the bait, and as owned", () => {
      const senko = lure('Yamamoto 5" Senko', { type: 'soft plastic', color: 'Green pumpkin' });
      const rod = { ...lure('Dobyns 734'), typeId: 1 as const };
      const setup: PatternSetup = {
        id: randomUUID(),
        name: 'Wacky stick',
        rod: { id: rod.id, name: rod.name, typeId: 1, removed: false },
        reel: null,
        lure: { id: senko.id, name: senko.name, typeId: 3, removed: false },
      };
      const history = [...times(3, { waterClarity: 'Clear', gearId: senko.id }), ...times(2, { waterClarity: 'Clear', setupId: setup.id })];
      const answer = find({ catches: history, gear: [senko, rod], setups: [setup], conditions: today({ waterClarity: 'Clear' }) });
      const bait = suggestion(answer, 'bait')!;
      expect(bait.evidence).toBe('All 5 of your fish in clear water came on a Green pumpkin Yamamoto 5" Senko.');
      expect(bait.owned.items).toEqual([{ kind: 'gear', id: senko.id, name: 'Yamamoto 5" Senko' }]);
      // The setup (2 of 2 fish with a setup recorded is too few) and the colour, from the lure.
      expect(suggestion(answer, 'color')!.label).toBe('Green pumpkin');
      expect(answer.needs).toContainEqual({ aspect: 'setup', message: 'Only 2 fish in clear water have a setup recorded: log 3 more in conditions like these with the setup.' });
    });

    it('says when a setup was deleted or lost a piece', () => {
      const reel = { id: randomUUID(), name: 'Curado 70', typeId: 2, removed: true };
      const kept: PatternSetup = { id: randomUUID(), name: 'Flipping stick', rod: null, reel, lure: null };
      const answer = find({ catches: times(5, { waterClarity: 'Muddy', setupId: kept.id }), setups: [kept], conditions: today({ waterClarity: 'Muddy' }) });
      const setup = suggestion(answer, 'setup')!;
      expect(setup.evidence).toBe('All 5 of your fish in muddy water came on your “Flipping stick” setup.');
      expect(setup.owned).toEqual({
        status: 'not-owned',
        items: [{ kind: 'setup', id: kept.id, name: 'Flipping stick' }],
        note: 'Its reel (Curado 70) is no longer in your gear.',
      });
      const whole = { ...kept, reel: { ...reel, removed: false } };
      expect(suggestion(find({ catches: times(5, { waterClarity: 'Muddy', setupId: kept.id }), setups: [whole], conditions: today({ waterClarity: 'Muddy' }) }), 'setup')!.owned).toEqual({
        status: 'owned',
        items: [{ kind: 'setup', id: kept.id, name: 'Flipping stick' }],
        note: 'Your setup “Flipping stick”.',
      });
      const deleted = find({ catches: times(5, { waterClarity: 'Muddy', setupId: randomUUID() }), conditions: today({ waterClarity: 'Muddy' }) });
      expect(suggestion(deleted, 'setup')).toMatchObject({
        evidence: 'All 5 of your fish in muddy water came on a setup you have since deleted.',
        owned: { status: 'not-owned', note: 'You have since deleted this setup.' },
      });
    });

    it("has nothing to own for a rig or a depth", () => {
      const answer = find({ catches: times(5, { waterClarity: 'Clear', rig: 'Texas rig', depth: 12 }), conditions: today({ waterClarity: 'Clear' }) });
      expect(suggestion(answer, 'rig')!.owned).toEqual({ status: 'not-applicable', items: [], note: null });
      expect(suggestion(answer, 'depth')!.evidence).toBe('All 5 of your fish in clear water came from 10-15 ft.');
    });
  });

  it('answers a big log (20,000 catches, every condition given)', () => {
    const clarity = ['Clear', 'Stained', 'Muddy'];
    const skies = ['Clear', 'Partly Cloudy', 'Overcast', 'Light Rain'];
    const baits = ['Spinnerbait', 'Jig', 'Crankbait', 'Senko', 'Frog', 'Drop shot'];
    const catches = Array.from({ length: 20_000 }, (_, index) =>
      fish({
        date: `20${10 + (index % 16)}-0${1 + (index % 9)}-1${index % 10}`,
        waterClarity: clarity[index % 3]!,
        skies: skies[index % 4]!,
        windSpeed: index % 25,
        barometerChange: ['Increasing', 'Decreasing', 'Stable'][index % 3]!,
        seasonSubType: ['Early', 'Mid', 'Late'][index % 3]!,
        waterTemp: 50 + (index % 35),
        bait: baits[index % 6]!,
        color: `Colour ${index % 7}`,
        rig: `Rig ${index % 5}`,
        depth: index % 30,
      }),
    );
    const answer = find({
      catches,
      conditions: today({ waterClarity: 'Stained', skies: 'Overcast', wind: 'Light', barometerChange: 'Falling', season: 'Spring', seasonSubType: 'Early', waterTemp: '64' }),
    });
    expect(answer.history.fish).toBe(20_000);
    expect(answer.suggestions.length + answer.needs.length).toBe(5);
  });
});
