import type { ReactNode } from 'react';
import { cn } from '@tackle/ui';

/**
 * The value of a tab: Radix derives the trigger and panel ids from it, and an id with a space would
 * break the aria-controls / aria-labelledby references ('Fish Species' -> 'fish-species').
 */
export function tabValue(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A tab list that wraps onto a second row on narrow screens instead of overflowing the page. */
export const WRAPPING_TABS_LIST = 'h-auto w-full flex-wrap justify-start gap-1 sm:w-auto';

/** A small heading inside a card (the card's own title is the h2). */
export function PartTitle({ children }: { children: ReactNode }) {
  return <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{children}</h3>;
}

export function BulletList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('mt-2 space-y-1.5 text-sm', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

export function NumberedSteps({ steps, label }: { steps: readonly string[]; label: string }) {
  return (
    <ol aria-label={label} className="mt-2 space-y-2 text-sm">
      {steps.map((step, index) => (
        <li key={step} className="flex gap-3">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <span className="pt-0.5">{step}</span>
        </li>
      ))}
    </ol>
  );
}

/** Short facts as a description list: term on top, value below. */
export function FactList({ facts, className }: { facts: readonly { term: string; value: ReactNode }[]; className?: string }) {
  return (
    <dl className={cn('grid gap-3 text-sm sm:grid-cols-2', className)}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt className="font-semibold">{term}</dt>
          <dd className="mt-0.5 text-muted-foreground">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
