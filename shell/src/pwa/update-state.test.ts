import { describe, expect, it } from 'vitest';
import { initialUpdateState, updateStep, type UpdateEvent, type UpdateState } from './update-state';

function run(state: UpdateState, ...events: UpdateEvent[]) {
  const effects: string[] = [];
  for (const event of events) {
    const step = updateStep(state, event);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const newVersion: UpdateEvent = { type: 'waiting', replacesActive: true };

describe('the update notice', () => {
  it('is not offered for the first worker, which takes control without a reload', () => {
    const { state, effects } = run(initialUpdateState(false), { type: 'waiting', replacesActive: false }, { type: 'controller-changed' });
    expect(state).toEqual({ phase: 'idle', controlled: true });
    expect(effects).toEqual([]);
  });

  it('is offered when a new version waits beside the active one', () => {
    expect(run(initialUpdateState(true), newVersion).state.phase).toBe('available');
    // Also on a page loaded without the worker (a hard reload) while one is active.
    expect(run(initialUpdateState(false), newVersion).state.phase).toBe('available');
  });

  it('asks the waiting worker to take over when chosen, then reloads once when it has', () => {
    const chosen = run(initialUpdateState(true), newVersion, { type: 'reload-chosen' });
    expect(chosen.state.phase).toBe('applying');
    expect(chosen.effects).toEqual(['skip-waiting']);

    const taken = run(chosen.state, { type: 'controller-changed' }, { type: 'controller-changed' });
    expect(taken.state.phase).toBe('reloading');
    expect(taken.effects).toEqual(['reload']);
  });

  it('reloads a page chosen on while it was not controlled (the new worker claims it)', () => {
    const { effects } = run(initialUpdateState(false), newVersion, { type: 'reload-chosen' }, { type: 'controller-changed' });
    expect(effects).toEqual(['skip-waiting', 'reload']);
  });

  it('reloads a controlled page whose worker was replaced from another tab', () => {
    const { state, effects } = run(initialUpdateState(true), newVersion, { type: 'controller-changed' });
    expect(state.phase).toBe('reloading');
    expect(effects).toEqual(['reload']);
  });

  it('does nothing on a click when no update is offered', () => {
    for (const phase of ['idle', 'dismissed', 'applying', 'reloading'] as const) {
      expect(updateStep({ phase, controlled: true }, { type: 'reload-chosen' }).effects, phase).toEqual([]);
    }
  });

  it('stays closed once dismissed, and opens again for a newer version', () => {
    const dismissed = run(initialUpdateState(true), newVersion, { type: 'dismissed' });
    expect(dismissed.state.phase).toBe('dismissed');
    expect(run(dismissed.state, { type: 'reload-chosen' }).effects).toEqual([]);
    expect(run(dismissed.state, newVersion).state.phase).toBe('available');
  });

  it('is not offered again while an update is being applied', () => {
    const applying = run(initialUpdateState(true), newVersion, { type: 'reload-chosen' }).state;
    expect(run(applying, newVersion).state.phase).toBe('applying');
    const reloading = run(applying, { type: 'controller-changed' }).state;
    expect(run(reloading, newVersion).state.phase).toBe('reloading');
  });
});
