import { describe, expect, it } from 'vitest';
import { patternsResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

const STAINED_OVERCAST = '/api/patterns?waterClarity=Stained&skies=Overcast';

async function logCatches(user: TestUser, count: number, fields: Record<string, unknown>) {
  let position = 0;
  for (let index = 0; index < count; index += 1) {
    ({ position } = await h.addCatch(user, { species: 'Largemouth Bass', date: `2026-04-${String(index + 1).padStart(2, '0')}`, ...fields }));
  }
  return position;
}

describe('GET /api/patterns', () => {
  it("answers what to tie on from the caller's own catches and gear, never another angler's", async () => {
    const spinnerbait = await h.addGear(alice, { name: 'War Eagle', typeId: 3, lureDetails: { type: 'spinnerbait', color: 'Chartreuse' } });
    const rod = await h.addGear(alice, { name: 'Flipping stick', typeId: 1 });
    const setup = await h.addSetup(alice, { name: 'Spinnerbait rod', rodId: rod.id, lureId: spinnerbait.id });
    const stainedOvercast = { waterClarity: 'Stained', skies: 'Overcast', setupId: setup.id };
    await logCatches(alice, 7, { ...stainedOvercast, bait: 'Spinnerbait', color: 'Chartreuse', depth: 4 });
    await logCatches(alice, 2, { ...stainedOvercast, bait: 'Jig', color: 'Black/Blue', depth: 12 });
    await logCatches(alice, 6, { waterClarity: 'Clear', skies: 'Clear', bait: 'Drop shot' });
    // Bob fishes the same conditions with a frog, more often than Alice fished anything.
    const bobsFrog = await h.addGear(bob, { name: "Bob's secret frog", typeId: 3, lureDetails: { type: 'topwater' } });
    const bobsLast = await logCatches(bob, 12, { waterClarity: 'Stained', skies: 'Overcast', bait: "Bob's secret frog", gearId: bobsFrog.id });
    const { position } = await h.addCatch(alice, { species: 'Largemouth Bass', date: '2026-03-01', notes: 'nothing recorded' });

    const res = await h.getAfter(alice, STAINED_OVERCAST, Math.max(position, bobsLast));
    expect(res.status).toBe(200);
    const answer = patternsResponseSchema.parse(res.body);
    expect(answer.status).toBe('suggestions');
    expect(answer.history).toEqual({ catches: 16, fish: 16, usableFish: 15 });
    const bait = answer.suggestions.find((entry) => entry.aspect === 'bait')!;
    expect(bait.evidence).toBe('7 of your 9 fish in stained water under overcast skies came on a Chartreuse Spinnerbait.');
    expect(bait.owned).toEqual({
      status: 'owned',
      items: [{ kind: 'gear', id: spinnerbait.id, name: 'War Eagle' }],
      note: 'You own it: War Eagle (Chartreuse).',
    });
    const owned = answer.suggestions.find((entry) => entry.aspect === 'setup')!;
    expect(owned.evidence).toBe('All 9 of your fish in stained water under overcast skies came on your “Spinnerbait rod” setup.');
    expect(owned.owned.status).toBe('owned');
    expect(answer.suggestions.find((entry) => entry.aspect === 'depth')!.evidence).toBe(
      '7 of your 9 fish in stained water under overcast skies came from under 5 ft.',
    );
    expect(JSON.stringify(answer)).not.toContain('frog');
    expect(JSON.stringify(answer)).not.toContain(bobsFrog.id);

    // Bob's own answer: his frog, and none of Alice's gear counted as his.
    const his = patternsResponseSchema.parse((await h.getAfter(bob, STAINED_OVERCAST, bobsLast)).body);
    expect(his.history.fish).toBe(12);
    expect(his.suggestions.find((entry) => entry.aspect === 'bait')!.evidence).toBe(
      "All 12 of your fish in stained water under overcast skies came on a Bob's secret frog.",
    );
    expect(JSON.stringify(his)).not.toContain(spinnerbait.id);
    expect(JSON.stringify(his)).not.toContain('Spinnerbait');
  });

  it('is honest with a thin log, and says how many more catches are needed', async () => {
    const angler = await h.user('newcomer');
    const { position } = await h.addCatch(angler, { species: 'Bass', date: '2026-05-01', bait: 'Senko', waterClarity: 'Clear' });
    const answer = patternsResponseSchema.parse((await h.getAfter(angler, '/api/patterns?waterClarity=Clear', position)).body);
    expect(answer).toMatchObject({
      status: 'thin-history',
      suggestions: [],
      message:
        "Log 4 more catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded, and you have 1.",
    });
    // Without any condition the query is still answered (every condition is optional).
    expect((await h.call(angler, 'GET', '/api/patterns')).status).toBe(200);
  });

  it("speaks an estimated water temperature as one, in the angler's units", async () => {
    const angler = await h.user('metric');
    await logCatches(angler, 5, { bait: 'Jerkbait', waterTemp: 64, estimated: { waterTemp: true } });
    const { position } = await h.shellCall(angler, 'PUT', '/api/settings', { units: 'metric' }).then((answer) => answer.body as { position: number });
    const answer = patternsResponseSchema.parse(
      (await h.getAfter(angler, '/api/patterns?waterTemp=66.9&waterTempEstimated=true', position)).body,
    );
    expect(answer.conditions).toEqual([
      {
        field: 'waterTemp',
        label: 'water 16-23°C',
        estimated: true,
        used: true,
        note: 'Water about 19.4°C, estimated from the air temperature, not measured: compared with catches in 16-23°C water.',
      },
    ]);
    const bait = answer.suggestions.find((entry) => entry.aspect === 'bait')!;
    expect(bait.evidence).toBe('All 5 of your fish in water of 16-23°C came on a Jerkbait.');
    expect(bait.notes).toContain('The water temperatures of these fish were estimated from the air, not measured.');
  });

  it('refuses conditions it cannot read with 400 and a sentence', async () => {
    const refusals = {
      '?waterClarity=Murky': 'Water clarity must be one of: Clear, Stained, Muddy',
      '?waterTemp=warm': 'Water temperature must be a number',
      '?waterTemp=400': 'Water temperature must be at most 150',
      '?skies=Foggy': 'Skies must be one of: Clear, Partly Cloudy, Overcast, Rain',
      '?barometerChange=Up': 'Barometer change must be one of: Rising, Falling, Stable',
      '?waterTemp=60&waterTempEstimated=maybe': 'waterTempEstimated must be true or false',
      '?season=Summer&seasonSubType=Mid&seasonSubTypeAssumed=1': 'seasonSubTypeAssumed must be true or false',
    };
    for (const [query, message] of Object.entries(refusals)) {
      const answer = await h.call(alice, 'GET', `/api/patterns${query}`);
      expect([query, answer.status, answer.body?.message]).toEqual([query, 400, message]);
    }
  });
});
