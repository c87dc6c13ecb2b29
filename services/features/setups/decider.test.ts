import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SetupEvent, SetupGearLookup } from '@tackle/contracts';
import { givenWhen } from '@tackle/test-support';
import { setupDecider, type SetupCommand } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const setupId = randomUUID();
const owner = 'user-a';
const rodId = randomUUID();
const reelId = randomUUID();
const lureId = randomUUID();
const lookup: SetupGearLookup = {
  [rodId]: { gearId: rodId, ownerId: owner, typeId: 1, removed: false },
  [reelId]: { gearId: reelId, ownerId: owner, typeId: 2, removed: false },
  [lureId]: { gearId: lureId, ownerId: owner, typeId: 3, removed: false },
};
type Fields = { name: string; rodId: string | null; reelId: string | null; lureId: string | null; lineId: string | null; leaderId: string | null; hookId: string | null; notes: string | null };
const fields: Fields = {
  name: 'Drop shot',
  rodId,
  reelId,
  lureId,
  lineId: null,
  leaderId: null,
  hookId: null,
  notes: null,
};

const given = givenWhen(setupDecider);

const create = (overrides: Partial<typeof fields> = {}, gear = lookup): SetupCommand => ({
  type: 'CreateSetup',
  data: { setupId, userId: owner, ...fields, ...overrides, gear },
  now,
});
const created: SetupEvent = { type: 'SetupCreated', data: { setupId, userId: owner, ...fields, createdAt: now } };

describe('setup decider', () => {
  it('creates a setup from a rod, a reel and a lure, or from nothing but a name', () => {
    expect(given([]).when(create())()).toEqual([created]);
    expect(given([]).when(create({ rodId: null, reelId: null, lureId: null }, {}))()).toMatchObject([
      { type: 'SetupCreated', data: { rodId: null, reelId: null, lureId: null } },
    ]);
  });

  it('takes only the owner\'s gear of the slot\'s type', () => {
    expect(given([]).when(create({ rodId: reelId }))).toThrow('Rod must be one of your rods');
    expect(given([]).when(create({ lureId: rodId }))).toThrow('Lure must be one of your lures');
    const foreign = { ...lookup, [reelId]: { gearId: reelId, ownerId: 'user-b', typeId: 2, removed: false } };
    expect(given([]).when(create({}, foreign))).toThrow('Reel not found');
    const missing = { ...lookup, [lureId]: null };
    expect(given([]).when(create({}, missing))).toThrow('Lure not found');
  });

  it('keeps a slot whose gear was deleted when the setup is edited, but refuses to choose deleted gear', () => {
    const deleted = { ...lookup, [rodId]: { gearId: rodId, ownerId: owner, typeId: 1, removed: true } };
    const update: SetupCommand = {
      type: 'UpdateSetup',
      data: { setupId, userId: owner, ...fields, name: 'Drop shot (light)', gear: deleted },
      now,
    };
    expect(given([created]).when(update)()).toEqual([
      { type: 'SetupUpdated', data: { setupId, ...fields, name: 'Drop shot (light)', updatedAt: now } },
    ]);
    expect(given([]).when(create({}, deleted))).toThrow('Rod not found');
  });

  it("treats another user's setup as not found, and a removed one too", () => {
    expect(
      given([created]).when({ type: 'UpdateSetup', data: { setupId, userId: 'user-b', ...fields, gear: lookup }, now }),
    ).toThrow('Setup not found');
    expect(given([created]).when({ type: 'RemoveSetup', data: { setupId, userId: 'user-b' }, now })).toThrow(
      'Setup not found',
    );
    const removed: SetupEvent = { type: 'SetupRemoved', data: { setupId, removedAt: now } };
    expect(given([created]).when({ type: 'RemoveSetup', data: { setupId, userId: owner }, now })()).toEqual([removed]);
    expect(given([created, removed]).when({ type: 'RemoveSetup', data: { setupId, userId: owner }, now })).toThrow(
      'Setup not found',
    );
  });

  it("takes only the angler's own line, leader (lines) and hook (a hook) from the consumables (decision 128)", () => {
    const lineId = randomUUID();
    const hookId = randomUUID();
    const consumables = {
      [lineId]: { consumableId: lineId, ownerId: owner, category: 'line', removed: false },
      [hookId]: { consumableId: hookId, ownerId: owner, category: 'hook', removed: false },
    };
    const withConsumables = (overrides: Partial<Fields>, found = consumables): SetupCommand => ({
      type: 'CreateSetup',
      data: { setupId, userId: owner, ...fields, ...overrides, gear: lookup, consumables: found },
      now,
    });
    expect(given([]).when(withConsumables({ lineId, leaderId: lineId, hookId }))()).toMatchObject([
      { type: 'SetupCreated', data: { lineId, leaderId: lineId, hookId } },
    ]);
    expect(given([]).when(withConsumables({ hookId: lineId }))).toThrow('Hook must be one of your hooks');
    expect(given([]).when(withConsumables({ leaderId: hookId }))).toThrow('Leader must be one of your lines');
    expect(given([]).when(withConsumables({ lineId }, { [lineId]: { ...consumables[lineId]!, ownerId: 'user-b' } }))).toThrow('Line not found');
    expect(given([]).when(withConsumables({ lineId }, {}))).toThrow('Line not found');
  });
});
