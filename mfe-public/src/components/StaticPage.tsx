import type { ReactNode } from 'react';
import type { PageCopy } from '../content/common';
import { usePageMeta } from './usePageMeta';

interface StaticPageProps {
  copy: PageCopy;
  children?: ReactNode;
}

/**
 * Layout of the public educational pages: the page's title and description for the browser and
 * search engines, one h1 with a one-line introduction, then the content (which starts at h2).
 */
export function StaticPage({ copy, children }: StaticPageProps) {
  usePageMeta(copy.documentTitle, copy.description);
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-6 md:mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{copy.heading}</h1>
        <p className="mt-2 text-lg text-muted-foreground text-pretty">{copy.intro}</p>
        {copy.note ? <p className="mt-3 max-w-3xl text-sm text-muted-foreground text-pretty">{copy.note}</p> : null}
      </header>
      {children}
    </div>
  );
}
