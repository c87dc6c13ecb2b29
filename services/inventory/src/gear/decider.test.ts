import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gearInputSchema, type GearEvent } from '@tackle/contracts';
import { gearDecider, type GearCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const gearId = randomUUID();
const owner = 'user-a';
const fields = gearInputSchema.parse({ name: 'Zodias', typeId: 1, brand: 'Shimano' });

function given(events: GearEvent[]) {
  const state = events.reduce(gearDecider.evolve, gearDecider.initialState);
  return { when: (command: GearCommand) => () => gearDecider.decide(command, state) };
}

const added: GearEvent = { type: 'GearAdded', data: { gearId, userId: owner, ...fields, addedAt: now } };

describe('gear decider', () => {
  it('adds new gear', () => {
    const events = given([]).when({ type: 'AddGear', data: { gearId, userId: owner, ...fields }, now })();
    expect(events).toEqual([{ type: 'GearAdded', data: { gearId, userId: owner, ...fields, addedAt: now } }]);
  });

  it('refuses to add the same gear twice', () => {
    expect(given([added]).when({ type: 'AddGear', data: { gearId, userId: owner, ...fields }, now })).toThrow(/already exists/);
  });

  it("updates the owner's gear with every field", () => {
    const events = given([added]).when({
      type: 'UpdateGear',
      data: { gearId, userId: owner, ...fields, name: 'Zodias 7ft' },
      now,
    })();
    expect(events).toEqual([{ type: 'GearUpdated', data: { gearId, ...fields, name: 'Zodias 7ft', updatedAt: now } }]);
  });

  it("treats another user's gear as not found", () => {
    expect(given([added]).when({ type: 'UpdateGear', data: { gearId, userId: 'user-b', ...fields }, now })).toThrow(
      'Gear not found',
    );
    expect(given([added]).when({ type: 'RemoveGear', data: { gearId, userId: 'user-b' }, now })).toThrow('Gear not found');
  });

  it('removes gear once; removed gear cannot be edited or removed again', () => {
    const removed: GearEvent = { type: 'GearRemoved', data: { gearId, removedAt: now } };
    expect(given([added]).when({ type: 'RemoveGear', data: { gearId, userId: owner }, now })()).toEqual([removed]);
    expect(given([added, removed]).when({ type: 'RemoveGear', data: { gearId, userId: owner }, now })).toThrow('Gear not found');
    expect(given([added, removed]).when({ type: 'UpdateGear', data: { gearId, userId: owner, ...fields }, now })).toThrow(
      'Gear not found',
    );
  });

  it('ignores unknown events when folding state', () => {
    const state = gearDecider.evolve(gearDecider.initialState, { type: 'Unknown', data: {} } as unknown as GearEvent);
    expect(state).toEqual({ status: 'none' });
  });
});
