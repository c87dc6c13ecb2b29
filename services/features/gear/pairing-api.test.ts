import { describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');

describe('GET /api/gear/recommendations', () => {
  it("ranks the user's rod and reel combinations with a confidence and an explanation", async () => {
    await h.addGear(alice, {
      name: 'Zodias 7ft MH Casting',
      typeId: 1,
      brand: 'Shimano',
      model: 'Zodias',
      rodDetails: { length: 7, power: 'Medium Heavy', action: 'Fast', lineWeight: '12-20 lb', pieces: 1 },
    });
    await h.addGear(alice, {
      name: 'Drop shot spinning rod',
      typeId: 1,
      rodDetails: { power: 'Medium Light', lineWeight: '6-12 lb' },
    });
    await h.addGear(alice, {
      name: 'Curado 200K',
      typeId: 2,
      brand: 'Shimano',
      model: 'Curado K',
      reelDetails: { type: 'Baitcasting', gearRatio: '7.4:1', bearings: 7, capacity: '14/110', drag: 11 },
    });
    const last = await h.addGear(alice, {
      name: 'Vanford 2500',
      typeId: 2,
      reelDetails: { type: 'Spinning', capacity: '8/140', drag: 9 },
    });
    await h.addGear(alice, { name: 'Senko', typeId: 3 });
    await h.addGear(bob, { name: 'Bob reel', typeId: 2, reelDetails: { type: 'Spinning' } });

    const answer = await h.getAfter(alice, '/api/gear/recommendations', last.position);
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(4);
    const [first, second] = answer.body;
    const pairs = answer.body.map((r: { rod: { name: string }; reel: { name: string } }) => `${r.rod.name} + ${r.reel.name}`);
    expect(pairs.slice(0, 2).sort()).toEqual(['Drop shot spinning rod + Vanford 2500', 'Zodias 7ft MH Casting + Curado 200K']);
    expect(first.confidence).toBeGreaterThan(0.85);
    expect(second.confidence).toBeGreaterThan(0.85);
    const casting = answer.body.find((r: { rod: { name: string }; reel: { name: string } }) => r.reel.name === 'Curado 200K' && r.rod.name.startsWith('Zodias'));
    expect(casting.rod).toEqual({ id: expect.any(String), name: 'Zodias 7ft MH Casting', brand: 'Shimano', model: 'Zodias' });
    expect(casting.reel).toEqual({ id: expect.any(String), name: 'Curado 200K', brand: 'Shimano', model: 'Curado K' });
    expect(casting.explanation).toMatch(/casting rod/);
    const mismatch = answer.body.at(-1);
    expect(mismatch.confidence).toBeLessThanOrEqual(0.15);
    expect(pairs.join()).not.toContain('Bob reel');
    for (const recommendation of answer.body) {
      expect(recommendation.confidence).toBeGreaterThanOrEqual(0);
      expect(recommendation.confidence).toBeLessThanOrEqual(1);
      expect(recommendation.explanation.length).toBeGreaterThan(10);
    }
  });

  it("writes the reel's max drag in the angler's units once they choose metric (decision 121)", async () => {
    const imperial = await h.shellCall(alice, 'GET', '/api/gear/recommendations');
    const curado = (body: Array<{ rod: { name: string }; reel: { name: string }; explanation: string }>) =>
      body.find((r) => r.reel.name === 'Curado 200K' && r.rod.name.startsWith('Zodias'))!.explanation;
    expect(curado(imperial.body)).toContain("The reel's 11 lb max drag");
    expect((await h.shellCall(alice, 'PUT', '/api/settings', { units: 'metric' })).status).toBe(200);
    const metric = await h.shellCall(alice, 'GET', '/api/gear/recommendations');
    expect(curado(metric.body)).toContain("The reel's 5 kg max drag");
    expect(curado(metric.body)).not.toContain('11 lb');
  });

  it('is empty without both rods and reels, and needs a signed-in user', async () => {
    expect((await h.call(bob, 'GET', '/api/gear/recommendations')).body).toEqual([]);
    expect((await h.call(await h.user('new'), 'GET', '/api/gear/recommendations')).body).toEqual([]);
    expect((await h.call(null, 'GET', '/api/gear/recommendations')).status).toBe(401);
  });
});
