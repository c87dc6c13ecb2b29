import * as React from 'react';
import { cn } from '../lib/utils';
import { kitPart } from './kit-part';

export const Card = kitPart('div', 'card', 'rounded-xl border border-border bg-card text-card-foreground shadow-sm');

export const CardHeader = kitPart('div', 'card-header', 'flex flex-col gap-1.5 p-6');

/** Card title; renders an h3 by default (pass `as` to choose the heading level). */
export function CardTitle({
  className,
  as: Tag = 'h3',
  ...props
}: React.ComponentProps<'h3'> & { as?: 'h1' | 'h2' | 'h3' | 'h4' | 'div' }) {
  return <Tag data-slot="card-title" className={cn('text-lg font-semibold leading-tight tracking-tight', className)} {...props} />;
}

export const CardDescription = kitPart('p', 'card-description', 'text-sm text-muted-foreground');

export const CardContent = kitPart('div', 'card-content', 'p-6 pt-0');

export const CardFooter = kitPart('div', 'card-footer', 'flex items-center p-6 pt-0');
