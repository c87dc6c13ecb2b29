// The cards view of a list page and the icon buttons of an item.
import { Children, type ComponentProps, type ReactNode } from 'react';
import { Pencil, Trash2 } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';
import { brandAndModel } from '../lib/list';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './card';
import { useGridColumns, useMeasuredRows, useWindowRows, VIRTUAL_THRESHOLD } from './virtual-window';

/** The grid's gap (`gap-4`), in px. */
const CARD_GAP = 16;
/** A card's height before it is measured: a gear card without a photo is about this tall. */
const CARD_ESTIMATE = 300;

/**
 * The cards of a list: one column on a phone, two from `sm`, three from `xl`. From
 * `VIRTUAL_THRESHOLD` cards on, only the rows of cards in and near the viewport are rendered
 * (docs/decisions/131-lists-at-scale.md); the grid keeps the whole list's height, and each card
 * its place in the list (`aria-posinset` of `aria-setsize`).
 */
export function CardGrid({ label, children, setSize }: { label: string; children: ReactNode; /** The whole list's size when only its first pages are here (decision 133). */ setSize?: number }) {
  const cards = Children.toArray(children);
  const enabled = cards.length >= VIRTUAL_THRESHOLD;
  const columns = useGridColumns();
  const { listRef, virtualizer, first, last, before, after } = useWindowRows<HTMLUListElement>({
    count: Math.ceil(cards.length / columns),
    estimateSize: CARD_ESTIMATE,
    gap: CARD_GAP,
    enabled,
  });
  useMeasuredRows(virtualizer, listRef, { enabled, firstRow: first, columns, total: setSize ?? cards.length, kind: 'grid' });
  return (
    <ul
      ref={listRef}
      className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
      aria-label={label}
      style={enabled ? { paddingTop: before, paddingBottom: after } : undefined}
    >
      {enabled ? cards.slice(first * columns, (last + 1) * columns) : children}
    </ul>
  );
}

export interface ListCardProps {
  title: ReactNode;
  /** The line under the title (type, category). */
  subtitle?: ReactNode;
  /** A badge at the header's right (condition, stock). */
  badge?: ReactNode;
  /** An icon tile before the title. */
  icon?: ReactNode;
  /** A photo above the header. */
  media?: ReactNode;
  /** More header content under the title (description, badges). */
  headerExtra?: ReactNode;
  headerClassName?: string;
  className?: string;
  contentClassName?: string;
  /** The footer's left side (a labelled action); the actions then sit at the right. */
  footerStart?: ReactNode;
  /** The row actions, at the footer's right. */
  actions: ReactNode;
  /** Free-text notes, clamped, at the end of the body. */
  notes?: string | null;
  notesLines?: 3 | 4;
  children?: ReactNode;
}

/** One item of a `CardGrid`: an `li` holding a card with a header, a body and the item's actions. */
export function ListCard({
  title,
  subtitle,
  badge,
  icon,
  media,
  headerExtra,
  headerClassName = 'gap-2 pb-3',
  className,
  contentClassName = 'flex-1 space-y-2 text-sm',
  footerStart,
  actions,
  notes,
  notesLines,
  children,
}: ListCardProps) {
  const heading = (
    <div className="min-w-0">
      <CardTitle as="h2" className="break-words">
        {title}
      </CardTitle>
      {subtitle ? <p className="mt-1 text-sm text-muted-foreground">{subtitle}</p> : null}
    </div>
  );
  return (
    <li className="min-w-0">
      <Card className={cn('flex h-full flex-col', className)}>
        {media}
        <CardHeader className={headerClassName}>
          {icon ? (
            <div className="flex items-start gap-3">
              <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                {icon}
              </div>
              {heading}
            </div>
          ) : (
            <div className="flex items-start justify-between gap-3">
              {heading}
              {badge}
            </div>
          )}
          {headerExtra}
        </CardHeader>
        <CardContent className={contentClassName}>
          {children}
          <CardNotes notes={notes} lines={notesLines} />
        </CardContent>
        <CardFooter className={cn('pb-4', footerStart ? 'justify-between gap-2' : 'justify-end')}>
          {footerStart}
          <RowActions>{actions}</RowActions>
        </CardFooter>
      </Card>
    </li>
  );
}

/** A card's free-text notes, clamped. */
function CardNotes({ notes, lines = 3 }: { notes: string | null | undefined; lines?: 3 | 4 }) {
  if (!notes) return null;
  return (
    <p
      className={cn(
        'whitespace-pre-line break-words text-muted-foreground',
        lines === 4 ? 'line-clamp-4' : 'line-clamp-3',
      )}
    >
      {notes}
    </p>
  );
}

/** The icon buttons of a row or a card. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="flex items-center gap-1">{children}</div>;
}

type IconButtonProps = Omit<ComponentProps<typeof Button>, 'children' | 'aria-label'> & { name: string };

/** 'Edit {name}' (an icon button titled 'Edit'). */
export function EditItemButton({ name, ...props }: IconButtonProps) {
  return (
    <Button variant="ghost" size="icon" aria-label={`Edit ${name}`} title="Edit" {...props}>
      <Pencil aria-hidden="true" />
    </Button>
  );
}

/** 'Delete {name}' (a red icon button titled 'Delete'). */
export function DeleteItemButton({ name, className, ...props }: IconButtonProps) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={`Delete ${name}`}
      title="Delete"
      className={cn('text-destructive hover:text-destructive', className)}
      {...props}
    >
      <Trash2 aria-hidden="true" />
    </Button>
  );
}

/** A card's 'Brand Model' line (announced as 'Brand and model: ...'). */
export function BrandAndModelLine({ item }: { item: { brand?: string | null; model?: string | null } }) {
  return (
    <p>
      <span className="sr-only">Brand and model: </span>
      {brandAndModel(item)}
    </p>
  );
}
