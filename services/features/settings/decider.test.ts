import { describe, expect, it } from 'vitest';
import { settingsDecider } from './decider';

const now = '2026-06-01T08:00:00.000Z';

describe('settings decider', () => {
  it('given no choice yet, when the angler chooses metric, then SettingsChanged with their choice', () => {
    const events = settingsDecider.decide({ type: 'ChangeSettings', data: { userId: 'u1', units: 'metric' }, now }, settingsDecider.initialState);
    expect(events).toEqual([{ type: 'SettingsChanged', data: { userId: 'u1', units: 'metric', changedAt: now } }]);
  });

  it('folds the last choice', () => {
    const state = [
      { type: 'SettingsChanged' as const, data: { userId: 'u1', units: 'metric' as const, changedAt: now } },
      { type: 'SettingsChanged' as const, data: { userId: 'u1', units: 'imperial' as const, changedAt: now } },
    ].reduce(settingsDecider.evolve, settingsDecider.initialState);
    expect(state).toEqual({ status: 'chosen', units: 'imperial' });
  });
});
