import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { gearInputSchema, type GearEvent, type SpoolReel } from '@tackle/contracts';
import { givenWhen } from '@tackle/test-support';
import { gearDecider, type GearCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const gearId = randomUUID();
const owner = 'user-a';
const fields = gearInputSchema.parse({ name: 'Zodias', typeId: 1, brand: 'Shimano' });

const given = givenWhen(gearDecider);

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

  it("sets the owner's gear photo; not for another user or removed gear", () => {
    const image = { gearId, imageUrl: '/media/photo.0123456789abcdef0123456789abcdef.jpg', width: 1024, height: 768 };
    expect(given([added]).when({ type: 'SetGearImage', data: { ...image, userId: owner }, now })()).toEqual([
      { type: 'GearImageSet', data: { ...image, setAt: now } },
    ]);
    expect(given([added]).when({ type: 'SetGearImage', data: { ...image, userId: 'user-b' }, now })).toThrow('Gear not found');
    expect(given([]).when({ type: 'SetGearImage', data: { ...image, userId: owner }, now })).toThrow('Gear not found');
    const removed: GearEvent = { type: 'GearRemoved', data: { gearId, removedAt: now } };
    expect(given([added, removed]).when({ type: 'SetGearImage', data: { ...image, userId: owner }, now })).toThrow('Gear not found');
  });

  it('keeps gear editable after a photo was set', () => {
    const photo: GearEvent = {
      type: 'GearImageSet',
      data: { gearId, imageUrl: '/media/photo.0123456789abcdef0123456789abcdef.jpg', width: 10, height: 10, setAt: now },
    };
    expect(given([added, photo]).when({ type: 'UpdateGear', data: { gearId, userId: owner, ...fields }, now })()).toHaveLength(1);
  });

  it('refuses to update or remove gear that was never added', () => {
    expect(given([]).when({ type: 'UpdateGear', data: { gearId, userId: owner, ...fields }, now })).toThrow('Gear not found');
    expect(given([]).when({ type: 'RemoveGear', data: { gearId, userId: owner }, now })).toThrow('Gear not found');
  });

  it('links only consumables the caller owns, and keeps links the gear already has', () => {
    const consumableId = randomUUID();
    const linked = { ...fields, consumables: [{ consumableId, quantity: 2, notes: null }] };
    const add = (owned: string[]) => given([]).when({ type: 'AddGear', data: { gearId, userId: owner, ...linked }, now, ownedConsumableIds: owned });
    expect(add([])).toThrow('Consumable not found');
    expect(add([consumableId])()).toEqual([{ type: 'GearAdded', data: { gearId, userId: owner, ...linked, addedAt: now } }]);

    // The consumable was deleted later: saving the gear with its existing link still works...
    const addedWithLink: GearEvent = { type: 'GearAdded', data: { gearId, userId: owner, ...linked, addedAt: now } };
    const update = (data: typeof linked) =>
      given([addedWithLink]).when({ type: 'UpdateGear', data: { gearId, userId: owner, ...data }, now, ownedConsumableIds: [] });
    expect(update({ ...linked, name: 'renamed' })()).toHaveLength(1);
    // ...but a new link to a consumable that is not the caller's is refused.
    expect(update({ ...linked, consumables: [...linked.consumables, { consumableId: randomUUID(), quantity: 0, notes: null }] })).toThrow(
      'Consumable not found',
    );
  });

  describe('spooling a reel (decision 128)', () => {
    const reelFields = gearInputSchema.parse({ name: 'Curado', typeId: 2 });
    const reelAdded: GearEvent = { type: 'GearAdded', data: { gearId, userId: owner, ...reelFields, addedAt: now } };
    const lineId = randomUUID();
    const line = { consumableId: lineId, ownerId: owner, removed: false, name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards', lineType: 'braid' as const };
    const input = { consumableId: lineId, lineType: null, amountUsed: 150, spooledAt: null, leader: null, notes: null };
    const spool = (data: Partial<SpoolReel> = {}): GearCommand => ({
      type: 'SpoolReel',
      data: { gearId, userId: owner, line, input, restoredLine: null, ...data },
      now,
    });
    const spooled = {
      gearId,
      consumableId: lineId,
      lineName: 'PowerPro 30 lb Braid',
      lineType: 'braid',
      amountUsed: 150,
      unit: 'yards',
      leader: null,
      notes: null,
      spooledAt: now,
      recordedAt: now,
    };

    it('given a reel, when it is spooled with the owner\'s line, then ReelSpooled with the line, its kind from its words, and now', () => {
      expect(given([reelAdded]).when(spool())()).toEqual([{ type: 'ReelSpooled', data: spooled }]);
    });

    it('takes the kind the angler chose over the words, a past date as given, and asks when nothing says the kind', () => {
      const past = '2025-03-01T12:00:00.000Z';
      expect(given([reelAdded]).when(spool({ input: { ...input, lineType: 'mono', spooledAt: past } }))()).toEqual([
        { type: 'ReelSpooled', data: { ...spooled, lineType: 'mono', spooledAt: past } },
      ]);
      expect(given([reelAdded]).when(spool({ line: { ...line, lineType: null } }))).toThrow('Which kind of line is it? Choose braid, mono or fluoro');
      expect(given([reelAdded]).when(spool({ input: { ...input, spooledAt: '2026-05-02T10:00:00.000Z' } }))).toThrow('The spooling date cannot be in the future');
    });

    it("refuses a rod, another angler's reel or line, a removed line and a consumable that is not a line", () => {
      expect(given([added]).when(spool())).toThrow('Only a reel can be spooled');
      expect(given([reelAdded]).when(spool({ userId: 'user-b' }))).toThrow('Gear not found');
      expect(given([reelAdded]).when(spool({ line: { ...line, ownerId: 'user-b' } }))).toThrow('Consumable not found');
      expect(given([reelAdded]).when(spool({ line: { ...line, removed: true } }))).toThrow('Consumable not found');
      expect(given([reelAdded]).when(spool({ line: null }))).toThrow('Consumable not found');
      expect(given([reelAdded]).when(spool({ line: { ...line, category: 'hook', name: 'EWG' } }))).toThrow('EWG is not a line: choose one of your lines');
    });

    it('restores a spooling whose line is gone by its name', () => {
      const restored = spool({ line: null, input: { ...input, lineType: 'braid' }, restoredLine: { lineName: 'Old braid', unit: 'yards' } });
      expect(given([reelAdded]).when(restored)()).toEqual([{ type: 'ReelSpooled', data: { ...spooled, consumableId: null, lineName: 'Old braid' } }]);
    });
  });

  it('ignores unknown events when folding state', () => {
    const state = gearDecider.evolve(gearDecider.initialState, { type: 'Unknown', data: {} } as unknown as GearEvent);
    expect(state).toEqual({ status: 'none' });
  });
});
