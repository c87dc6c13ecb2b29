// Windowed rendering of the list kit's long lists (docs/decisions/131-lists-at-scale.md): the cards
// and the table render only the rows in and near the viewport, with the page (the window) as the
// scroller, so a list of 20,000 catches costs what a screenful does. Short lists render whole.
import { useCallback, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useWindowVirtualizer } from '@tanstack/react-virtual';

/**
 * From this many items on a list is windowed; below it every item is rendered, as before (the
 * browser's find-in-page then sees the whole list, and short lists stay as simple as they were).
 */
export const VIRTUAL_THRESHOLD = 60;

/** Rows rendered above and below the viewport, so Tab and quick scrolls find rows ready. */
const OVERSCAN = 4;

/** The element's distance from the top of the document (the virtualizer's scroll margin). */
function documentTop(element: HTMLElement | null): number {
  if (!element || typeof window === 'undefined') return 0;
  return element.getBoundingClientRect().top + window.scrollY;
}

export interface WindowRowsOptions {
  /** Rows (of the table; of the card grid, a row holds one to three cards). */
  count: number;
  /** A row's height before it is measured, in px. */
  estimateSize: number;
  /** Space between rows, in px (the card grid's gap). */
  gap?: number;
  enabled: boolean;
}

/**
 * The rows of a windowed list: which rows to render, and the space the rows above and below them
 * take (`before`, `after`, in px), kept as padding or spacer rows so the scroll bar and the page's
 * height are those of the whole list. `listRef` goes on the element holding the rows.
 */
export function useWindowRows<E extends HTMLElement>({ count, estimateSize, gap = 0, enabled }: WindowRowsOptions) {
  const listRef = useRef<E>(null);
  const [scrollMargin, setScrollMargin] = useState(0);
  // Where the list starts on the page: measured after layout, and again when the page above it
  // changes height (a summary line wrapping, a banner).
  useLayoutEffect(() => {
    if (!enabled) return;
    const measure = () => setScrollMargin(Math.round(documentTop(listRef.current)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [enabled]);
  const virtualizer = useWindowVirtualizer({
    count: enabled ? count : 0,
    estimateSize: () => estimateSize,
    gap,
    overscan: OVERSCAN,
    scrollMargin,
    enabled,
  });
  const rows = enabled ? virtualizer.getVirtualItems() : [];
  const first = rows[0];
  const last = rows[rows.length - 1];
  const before = first ? Math.max(0, first.start - scrollMargin) : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0;
  return { listRef, virtualizer, rows, first: first?.index ?? 0, last: last?.index ?? -1, before, after };
}

// Tailwind's `sm` and `xl` breakpoints: the card grid has one column on a phone, two from `sm`,
// three from `xl` (list-cards.tsx).
const TWO_COLUMNS = '(min-width: 40rem)';
const THREE_COLUMNS = '(min-width: 80rem)';

function subscribeToColumns(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const queries = [window.matchMedia(TWO_COLUMNS), window.matchMedia(THREE_COLUMNS)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

function currentColumns(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1;
  if (window.matchMedia(THREE_COLUMNS).matches) return 3;
  return window.matchMedia(TWO_COLUMNS).matches ? 2 : 1;
}

/** The card grid's columns at the current width (1, 2 or 3), following resizes. */
export function useGridColumns(): number {
  return useSyncExternalStore(subscribeToColumns, currentColumns, () => 1);
}

/**
 * Measures the rendered rows of a windowed list after each render, and when their size changes,
 * and hands the virtualizer each row's height. A card grid's row is as tall as its tallest card
 * (`columns` cards a row); the cards also learn their place in the whole list
 * (`aria-posinset`/`aria-setsize`), so a screen reader says 'item 4,000 of 20,000'. A table's
 * rows carry their index (`data-index`; its spacer rows none). Nothing that measures 0 (not laid
 * out) is taken as a height.
 */
export function useMeasuredRows(
  virtualizer: ReturnType<typeof useWindowVirtualizer>,
  listRef: { current: HTMLElement | null },
  options: { enabled: boolean; firstRow: number; columns: number; total: number; kind: 'grid' | 'table' },
) {
  const { enabled, firstRow, columns, total, kind } = options;
  const measure = useCallback(() => {
    const list = listRef.current;
    if (!enabled || !list) return;
    const heights = new Map<number, number>();
    const children = Array.from(list.children) as HTMLElement[];
    if (kind === 'grid') {
      children.forEach((element, offset) => {
        const row = firstRow + Math.floor(offset / columns);
        element.setAttribute('aria-posinset', String(firstRow * columns + offset + 1));
        element.setAttribute('aria-setsize', String(total));
        heights.set(row, Math.max(heights.get(row) ?? 0, element.getBoundingClientRect().height));
      });
    } else {
      for (const element of children) {
        const index = element.dataset.index;
        if (index !== undefined) heights.set(Number(index), element.getBoundingClientRect().height);
      }
    }
    for (const [row, height] of heights) {
      if (height > 0) virtualizer.resizeItem(row, Math.round(height));
    }
  }, [enabled, listRef, firstRow, columns, total, virtualizer, kind]);
  useLayoutEffect(() => {
    measure();
    const list = listRef.current;
    if (!enabled || !list || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => measure());
    for (const child of Array.from(list.children)) observer.observe(child);
    return () => observer.disconnect();
  });
}
