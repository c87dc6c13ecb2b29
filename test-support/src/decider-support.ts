import type { Decider } from '@tackle/platform';

/**
 * Given-when for a decider's tests: `given(history).when(command)` is the decision on the state
 * those events leave, as a function, so a test can call it or expect it to throw a refusal.
 */
export function givenWhen<TCommand, TState, TEvent extends { type: string; data: unknown }>(decider: Decider<TCommand, TState, TEvent>) {
  return (events: TEvent[]) => {
    const state = events.reduce(decider.evolve, decider.initialState);
    return { when: (command: TCommand) => () => decider.decide(command, state) };
  };
}
