import { describe, expect, it } from 'vitest';
import { settingsDecider } from './decider';

const now = '2026-06-01T08:00:00.000Z';

describe('settings decider', () => {
  it('given no choice yet, when the angler chooses metric, then SettingsChanged with their choice', () => {
    const events = settingsDecider.decide({ type: 'ChangeSettings', data: { userId: 'u1', units: 'metric' }, now }, settingsDecider.initialState);
    expect(events).toEqual([
      { type: 'SettingsChanged', data: { userId: 'u1', units: 'metric', lineAgeMonths: { braid: 12, mono: 6, fluoro: 6 }, changedAt: now } },
    ]);
  });

  it('given line ages chosen, when a client sends only the units, then the ages are kept (decision 128)', () => {
    const chosen = { type: 'SettingsChanged' as const, data: { userId: 'u1', units: 'imperial' as const, lineAgeMonths: { braid: 18, mono: 4, fluoro: 5 }, changedAt: now } };
    const state = settingsDecider.evolve(settingsDecider.initialState, chosen);
    expect(settingsDecider.decide({ type: 'ChangeSettings', data: { userId: 'u1', units: 'metric' }, now }, state)).toEqual([
      { type: 'SettingsChanged', data: { userId: 'u1', units: 'metric', lineAgeMonths: { braid: 18, mono: 4, fluoro: 5 }, changedAt: now } },
    ]);
  });

  it('folds the last choice', () => {
    const state = [
      { type: 'SettingsChanged' as const, data: { userId: 'u1', units: 'metric' as const, changedAt: now } },
      { type: 'SettingsChanged' as const, data: { userId: 'u1', units: 'imperial' as const, changedAt: now } },
    ].reduce(settingsDecider.evolve, settingsDecider.initialState);
    // A choice written before decision 128 has the default line ages.
    expect(state).toEqual({ status: 'chosen', units: 'imperial', lineAgeMonths: { braid: 12, mono: 6, fluoro: 6 } });
  });
});
