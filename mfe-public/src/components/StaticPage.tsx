import type { ReactNode } from 'react';

interface StaticPageProps {
  title: string;
  intro: string;
  children?: ReactNode;
}

/** Layout of the public educational pages: one h1, a one-line introduction, then the content. */
export function StaticPage({ title, intro, children }: StaticPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 md:py-12">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-lg text-muted-foreground">{intro}</p>
      </header>
      {children}
    </div>
  );
}
