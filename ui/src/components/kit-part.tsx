import * as React from 'react';
import { cn } from '../lib/utils';

/**
 * A part of the kit that is only styling: `Component` (a Radix part or an HTML element) with the
 * kit's classes, the caller's `className` after them (so a caller's utility wins, `cn`), every other
 * prop passed on, and `data-slot` naming the part when `slot` is given.
 */
export function kitPart<C extends React.ElementType>(Component: C, slot: string | null, ...classes: string[]) {
  const Part = Component as React.ElementType;
  function KitPart({ className, ...props }: React.ComponentProps<C> & { className?: string }) {
    return <Part data-slot={slot ?? undefined} className={cn(...classes, className)} {...props} />;
  }
  if (slot) KitPart.displayName = slot;
  return KitPart;
}
