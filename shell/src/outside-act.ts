// For the tests of screens loaded apart (decision 170): React rendering as in the browser.
import { screen } from '@testing-library/react';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * From here on React renders as in the browser, not inside act(), which commits at once whatever
 * React would hold back (a Suspense fallback replaced by its content, until 300 ms after the
 * fallback appeared). `actAgain` (in an afterEach) undoes it.
 */
export function outsideAct(): void {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
}

export function actAgain(): void {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
}

/**
 * Until a heading shows, at most ten turns of the event loop: React renders in tasks of its own
 * (setImmediate in Node, as its scheduler uses here), and no timer is waited for.
 */
export async function turnsUntilHeading(): Promise<void> {
  for (let turn = 0; turn < 10 && !screen.queryByRole('heading'); turn++) await new Promise((next) => setImmediate(next));
}
