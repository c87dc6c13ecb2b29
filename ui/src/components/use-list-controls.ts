import { useCallback, useState } from 'react';
import { nextSort, type SortState } from '../lib/list';
import type { ViewMode } from './list-toolbar';

/**
 * The controls every searchable list page keeps: the search text, cards or table, and the table's
 * sort (a column head's click sorts by it ascending, a second click descending: `nextSort`). Filters that
 * differ from list to list (gear type, category, low stock) stay with their page.
 */
export function useListControls<K extends string>() {
  const [search, setSearch] = useState('');
  const [view, setView] = useState<ViewMode>('cards');
  const [sort, setSort] = useState<SortState<K>>(null);
  const sortBy = useCallback((key: K) => setSort((current) => nextSort(current, key)), []);
  return { search, setSearch, view, setView, sort, setSort, sortBy };
}

/** What `useListControls` gives a page and its toolbar. */
export type ListControls<K extends string> = ReturnType<typeof useListControls<K>>;
