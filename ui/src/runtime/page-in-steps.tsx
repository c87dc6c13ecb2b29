import { lazy, type ComponentType } from 'react';
import { nextTask } from './next-task';

/**
 * A page component that says when it can render without suspending: `ready` settles once its code
 * is in (decision 170). The shell waits for it before it shows the page (shell/src/remotes.tsx), so
 * the page appears in an ordinary update, not in a Suspense retry that React holds back for up to
 * 300 ms after a fallback was shown.
 */
export type PageComponent = ComponentType & { ready?: Promise<void> };

/**
 * A remote page whose modules are evaluated in steps, each in a task of its own (decisions 103 and
 * 139). Evaluating a page's modules in one go — zod building the contracts' schemas, the icons, the
 * views, the page — is one long task on a phone's CPU (Total Blocking Time); with a task boundary
 * between the steps the browser stays responsive in between. Each step is an import of modules the
 * page imports anyway, written `webpackMode: "eager"` by the caller: no extra chunk or request, only
 * their evaluation is spread out. The steps start when the module calling this is evaluated (when
 * the shell first renders the page, decision 166); meanwhile the shell's placeholder (and the static
 * frame it holds) stays. Once they are done the page renders directly, without suspending
 * (`ready`, decision 170).
 */
export function pageInSteps(steps: ReadonlyArray<() => Promise<unknown>>, page: () => Promise<{ default: ComponentType }>): PageComponent {
  let Loaded: ComponentType | null = null;
  const loading = (async () => {
    for (const step of steps) {
      await nextTask();
      await step();
    }
    await nextTask();
    const module = await page();
    Loaded = module.default;
    return module;
  })();
  // Reported where the page awaits it (the shell's error boundary), not as an unhandled rejection.
  loading.catch(() => undefined);
  const Page = lazy(() => loading);
  const PageInSteps: PageComponent = function PageInSteps() {
    return Loaded ? <Loaded /> : <Page />;
  };
  PageInSteps.ready = loading.then(() => undefined);
  PageInSteps.ready.catch(() => undefined);
  return PageInSteps;
}
