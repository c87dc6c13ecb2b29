import { lazy } from 'react';

/**
 * The module the remote exposes as './GearPage' (decision 103). Evaluating the page's modules in
 * one go (zod building the contracts' schemas, the icons, the page) was one long task of ~190 ms on
 * Lighthouse's 4× slower mobile CPU. Here they are evaluated in steps with a task boundary between
 * them, so the browser stays responsive in between (Total Blocking Time). The imports are "eager":
 * the modules are in the chunks the remote loads for this module (no extra request, the gateway's
 * preload links still cover them); only their evaluation is spread out. It starts as soon as the
 * shell loads the remote (its early preload), not when React first renders the page.
 */

/** Ends the current task: the rest runs in a new one. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function loadPage() {
  await nextTask();
  // zod, and the contracts' common schemas.
  await import(/* webpackMode: "eager" */ './contracts-base');
  await nextTask();
  // The gear schemas and the list's filtering and sorting.
  await import(/* webpackMode: "eager" */ './view');
  await nextTask();
  // The other response schemas of the page's lists (catalog, consumables), then storage's.
  await import(/* webpackMode: "eager" */ './queries');
  await nextTask();
  await import(/* webpackMode: "eager" */ '../storage/queries');
  await nextTask();
  // The cards and the table (the icons).
  await import(/* webpackMode: "eager" */ './GearViews');
  await nextTask();
  return import(/* webpackMode: "eager" */ './GearPage');
}

const loading = loadPage();
// Reported where the page awaits it (the shell's error boundary), not as an unhandled rejection.
loading.catch(() => undefined);

const Page = lazy(() => loading);

export default function GearPageEntry() {
  return <Page />;
}
