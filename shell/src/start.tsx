import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { StaticFrameCheck } from './useStaticFrameHold';

/** Render the app into `root` (bootstrap.tsx evaluates this module in a task of its own, decision 103). */
export function renderApp(root: HTMLElement): void {
  const reactRoot = createRoot(root);
  // As a transition, React renders the first screen in slices of a few milliseconds with the browser
  // free in between, instead of in one long task (Total Blocking Time, decision 101).
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <App />
        {/* Outside the app's error boundary: runs after the first commit whatever it shows. */}
        <StaticFrameCheck />
      </StrictMode>,
    );
  });
}
