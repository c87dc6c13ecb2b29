import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { catchInputSchema, type CatchEvent } from '@tackle/contracts';
import { biteTimesForCatch } from './bite-times';
import { givenWhen } from '@tackle/test-support';
import { catchDecider, type CatchReferences } from './decider';

const now = '2026-05-01T10:00:00.000Z';
const catchId = randomUUID();
const setupId = randomUUID();
const owner = 'user-a';
const fields = { ...catchInputSchema.parse({ species: 'Largemouth Bass', date: '2026-04-30T06:30', weight: 3.5, location: 'Lake Minnetonka' }), tripId: null };
const owned: CatchReferences = { setupOwned: true, gearOwned: true, tripOwned: true };
const foreign: CatchReferences = { setupOwned: false, gearOwned: false, tripOwned: false };

const given = givenWhen(catchDecider);

const logged: CatchEvent = { type: 'CatchLogged', data: { catchId, userId: owner, ...fields, loggedAt: now } };
const deleted: CatchEvent = { type: 'CatchDeleted', data: { catchId, deletedAt: now } };

describe('catch decider', () => {
  it('logs a new catch with every field', () => {
    const events = given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields }, references: owned, now })();
    expect(events).toEqual([logged]);
  });

  it('records the bite times computed for the catch (passed in, never computed here)', () => {
    const biteTimes = biteTimesForCatch({ date: '2024-06-21', coordinates: { lat: 40.7128, lon: -74.006 } })!;
    const events = given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields }, references: owned, now, biteTimes })();
    expect(events).toEqual([{ type: 'CatchLogged', data: { ...logged.data, biteTimes } }]);
    expect(biteTimes.moonPhase.name).toBe('Full Moon');
  });

  it('refuses to log the same catch twice', () => {
    expect(given([logged]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields }, references: owned, now })).toThrow(
      'This catch already exists',
    );
  });

  it("updates the owner's catch as a full replacement", () => {
    const events = given([logged]).when({
      type: 'UpdateCatch',
      data: { catchId, userId: owner, ...fields, species: 'Smallmouth Bass', weight: null },
      references: owned,
      now,
    })();
    expect(events).toEqual([
      { type: 'CatchUpdated', data: { catchId, ...fields, species: 'Smallmouth Bass', weight: null, updatedAt: now } },
    ]);
  });

  it("treats another angler's catch as not found, for updates and deletes", () => {
    const update = { type: 'UpdateCatch', data: { catchId, userId: 'user-b', ...fields }, references: owned, now } as const;
    expect(given([logged]).when(update)).toThrow('Catch not found');
    expect(given([logged]).when({ type: 'DeleteCatch', data: { catchId, userId: 'user-b' }, now })).toThrow('Catch not found');
    expect(given([]).when({ type: 'DeleteCatch', data: { catchId, userId: owner }, now })).toThrow('Catch not found');
  });

  it('deletes once; a deleted catch cannot be edited or deleted again', () => {
    expect(given([logged]).when({ type: 'DeleteCatch', data: { catchId, userId: owner }, now })()).toEqual([deleted]);
    expect(given([logged, deleted]).when({ type: 'DeleteCatch', data: { catchId, userId: owner }, now })).toThrow('Catch not found');
    expect(
      given([logged, deleted]).when({ type: 'UpdateCatch', data: { catchId, userId: owner, ...fields }, references: owned, now }),
    ).toThrow('Catch not found');
  });

  it("refuses a setup or gear that is not the angler's, like a missing one", () => {
    const gearId = randomUUID();
    expect(
      given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields, setupId }, references: foreign, now }),
    ).toThrow('Setup not found');
    expect(
      given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields, gearId }, references: foreign, now }),
    ).toThrow('Gear not found');
    expect(
      given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields, setupId }, references: owned, now })(),
    ).toHaveLength(1);
  });

  it('keeps an unchanged setup on edit even after the setup is gone', () => {
    const withSetup: CatchEvent = { type: 'CatchLogged', data: { catchId, userId: owner, ...fields, setupId, loggedAt: now } };
    const edit = { type: 'UpdateCatch', data: { catchId, userId: owner, ...fields, setupId, notes: 'x' }, references: foreign, now } as const;
    expect(given([withSetup]).when(edit)()).toHaveLength(1);
    const other = { ...edit, data: { ...edit.data, setupId: randomUUID() } };
    expect(given([withSetup]).when(other)).toThrow('Setup not found');
  });

  it("refuses a trip that is not the angler's (or removed) like a missing one, and keeps an unchanged one", () => {
    const tripId = randomUUID();
    expect(given([]).when({ type: 'LogCatch', data: { catchId, userId: owner, ...fields, tripId }, references: foreign, now })).toThrow('Trip not found');
    const onTrip: CatchEvent = { type: 'CatchLogged', data: { catchId, userId: owner, ...fields, tripId, loggedAt: now } };
    const edit = { type: 'UpdateCatch', data: { catchId, userId: owner, ...fields, tripId, notes: 'x' }, references: foreign, now } as const;
    expect(given([onTrip]).when(edit)()).toEqual([{ type: 'CatchUpdated', data: { catchId, ...fields, tripId, notes: 'x', updatedAt: now } }]);
    expect(given([onTrip]).when({ ...edit, data: { ...edit.data, tripId: randomUUID() } })).toThrow('Trip not found');
  });

  it('keeps the trip on an edit that leaves tripId out, takes it out with null and moves it with another id', () => {
    const tripId = randomUUID();
    const otherTrip = randomUUID();
    const onTrip: CatchEvent = { type: 'CatchLogged', data: { catchId, userId: owner, ...fields, tripId, loggedAt: now } };
    const { tripId: _left, ...withoutTrip } = fields;
    const edit = (trip: { tripId?: string | null }) =>
      given([onTrip]).when({ type: 'UpdateCatch', data: { catchId, userId: owner, ...withoutTrip, ...trip }, references: owned, now })();
    expect(edit({})).toEqual([{ type: 'CatchUpdated', data: { catchId, ...fields, tripId, updatedAt: now } }]);
    expect(edit({ tripId: null })).toEqual([{ type: 'CatchUpdated', data: { catchId, ...fields, tripId: null, updatedAt: now } }]);
    expect(edit({ tripId: otherTrip })).toEqual([{ type: 'CatchUpdated', data: { catchId, ...fields, tripId: otherTrip, updatedAt: now } }]);
  });

  it('reads an older catch without a trip as on no trip', () => {
    const { tripId: _none, quantity: _one, ...older } = fields;
    const old = { type: 'CatchLogged', data: { catchId, userId: owner, ...older, loggedAt: now } } as unknown as CatchEvent;
    expect(catchDecider.evolve(catchDecider.initialState, old)).toMatchObject({ status: 'logged', tripId: null });
  });

  it('ignores unknown events when folding state', () => {
    const state = catchDecider.evolve(catchDecider.initialState, { type: 'Unknown', data: {} } as unknown as CatchEvent);
    expect(state).toEqual({ status: 'none' });
  });
});
