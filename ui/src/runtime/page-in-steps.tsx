import { lazy, type ComponentType } from 'react';
import { nextTask } from './next-task';

/**
 * A remote page whose modules are evaluated in steps, each in a task of its own (decisions 103 and
 * 139). Evaluating a page's modules in one go — zod building the contracts' schemas, the icons, the
 * views, the page — is one long task on a phone's CPU (Total Blocking Time); with a task boundary
 * between the steps the browser stays responsive in between. Each step is an import of modules the
 * page imports anyway, written `webpackMode: "eager"` by the caller: no extra chunk or request, only
 * their evaluation is spread out. The steps start when the module calling this is evaluated (the
 * shell's early preload of the remote page), not when React first renders the page; meanwhile the
 * shell's Suspense fallback (and the static frame it holds) stays.
 */
export function pageInSteps(steps: ReadonlyArray<() => Promise<unknown>>, page: () => Promise<{ default: ComponentType }>): ComponentType {
  const loading = (async () => {
    for (const step of steps) {
      await nextTask();
      await step();
    }
    await nextTask();
    return page();
  })();
  // Reported where the page awaits it (the shell's error boundary), not as an unhandled rejection.
  loading.catch(() => undefined);
  const Page = lazy(() => loading);
  return function PageInSteps() {
    return <Page />;
  };
}
