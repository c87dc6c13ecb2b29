// The table view of a list page: columns, sortable heads (keyboard accessible, aria-sort).
import type { Key, ReactNode } from 'react';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSort, orDash, type SortState } from '../lib/list';
import { RowActions } from './list-cards';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';
import { useMeasuredRows, useWindowRows, VIRTUAL_THRESHOLD } from './virtual-window';

/** A row's height before it is measured (one line of text beside the 36 px action buttons), in px. */
const ROW_ESTIMATE = 61;

export interface ListColumn<T, K extends string = string> {
  /** The column head. */
  label: string;
  /** Clicking the head sorts the table by this key (a `SortableTableHead`); none: not sortable. */
  sortKey?: K;
  /** The cell of an item. */
  cell: (item: T) => ReactNode;
  /** The cells' classes. */
  className?: string;
  /** The head's classes (e.g. a column hidden on a phone). */
  headClassName?: string;
}

/** The 'Notes' column: two lines at most, the whole text in its tooltip, '-' when empty. */
function notesColumn<T>(notes: (item: T) => string | null | undefined): ListColumn<T, never> {
  return {
    label: 'Notes',
    className: 'max-w-64',
    cell: (item) => (
      <span className="line-clamp-2 break-words" title={notes(item) ?? undefined}>
        {orDash(notes(item))}
      </span>
    ),
  };
}

/** The 'Actions' column: the item's icon buttons. */
function actionsColumn<T>(actions: (item: T) => ReactNode): ListColumn<T, never> {
  return { label: 'Actions', cell: (item) => <RowActions>{actions(item)}</RowActions> };
}

/** The sorting of a table view: the current order and what a click on a column head does. */
export interface TableSortProps<K extends string> {
  sort: SortState<K>;
  onSort: (key: K) => void;
}

export interface ListTableProps<T, K extends string> {
  items: readonly T[];
  rowKey: (item: T) => Key;
  columns: ReadonlyArray<ListColumn<T, K>>;
  /** A last-but-one 'Notes' column (two lines at most, the whole text in its tooltip, '-' when empty). */
  notes?: (item: T) => string | null | undefined;
  /** A last 'Actions' column: the item's icon buttons. */
  actions?: (item: T) => ReactNode;
  /** In the list's rounded frame (default), or bare inside a card. */
  framed?: boolean;
  sort?: SortState<K>;
  onSort?: (key: K) => void;
  /** Keep the last column (row actions) in view on a phone while the table scrolls sideways. */
  pinLastColumn?: boolean;
  /** The whole list's size when only its first pages are here (a paged list, decision 133): `aria-rowcount`. */
  setSize?: number;
}

/**
 * The table view of a list: one column per `ListColumn`, sortable heads, one row per item, in a
 * rounded frame. From `VIRTUAL_THRESHOLD` items on, only the rows in and near the viewport are
 * rendered, between two spacer rows that keep the table's height (docs/decisions/131-lists-at-scale.md);
 * `aria-rowcount` and each row's `aria-rowindex` keep the whole list's size and places for screen readers.
 */
export function ListTable<T, K extends string>(props: ListTableProps<T, K>) {
  const { items, rowKey, notes, actions, framed = true, sort = null, onSort, pinLastColumn, setSize = items.length } = props;
  const columns: ReadonlyArray<ListColumn<T, K>> = [
    ...props.columns,
    ...(notes ? [notesColumn(notes)] : []),
    ...(actions ? [actionsColumn(actions)] : []),
  ];
  const enabled = items.length >= VIRTUAL_THRESHOLD;
  const { listRef, virtualizer, rows, first, before, after } = useWindowRows<HTMLTableSectionElement>({
    count: items.length,
    estimateSize: ROW_ESTIMATE,
    enabled,
  });
  useMeasuredRows(virtualizer, listRef, { enabled, firstRow: first, columns: 1, total: setSize, kind: 'table' });
  const row = (item: T, index: number) => (
    <TableRow
      key={rowKey(item)}
      {...(enabled ? { 'data-index': index, 'aria-rowindex': index + 2 } : {})}
    >
      {columns.map((column) => (
        <TableCell key={column.label} className={column.className}>
          {column.cell(item)}
        </TableCell>
      ))}
    </TableRow>
  );
  const spacer = (height: number, key: string) =>
    height > 0 ? (
      <tr key={key} aria-hidden="true" className="border-0 hover:bg-transparent">
        <td colSpan={columns.length} style={{ height, padding: 0 }} />
      </tr>
    ) : null;
  const table = (
    <Table pinLastColumn={pinLastColumn} {...(enabled ? { 'aria-rowcount': setSize + 1 } : {})}>
      <TableHeader>
        <TableRow {...(enabled ? { 'aria-rowindex': 1 } : {})}>
          {columns.map((column) =>
            column.sortKey && onSort ? (
              <SortableTableHead
                key={column.label}
                label={column.label}
                sortKey={column.sortKey}
                sort={sort}
                onSort={onSort}
              />
            ) : (
              <TableHead key={column.label} className={column.headClassName}>
                {column.label}
              </TableHead>
            ),
          )}
        </TableRow>
      </TableHeader>
      <TableBody ref={listRef}>
        {enabled ? (
          <>
            {spacer(before, 'before')}
            {rows.map((virtualRow) => row(items[virtualRow.index] as T, virtualRow.index))}
            {spacer(after, 'after')}
          </>
        ) : (
          items.map(row)
        )}
      </TableBody>
    </Table>
  );
  return framed ? <div className="rounded-xl border bg-card">{table}</div> : table;
}

/** The table of inventory items (gear, consumables): rows keyed by id, their notes, then their actions. */
export function ItemTable<T extends { id: string; notes?: string | null }, K extends string>(
  props: Omit<ListTableProps<T, K>, 'rowKey' | 'notes'>,
) {
  return <ListTable {...props} rowKey={(item) => item.id} notes={(item) => item.notes} />;
}

export interface SortableTableHeadProps<K extends string> {
  label: string;
  sortKey: K;
  sort: SortState<K>;
  onSort: (key: K) => void;
}

/**
 * A column head that sorts the table: a real button (Tab, Enter, Space), `aria-sort` on the
 * header cell, an arrow for the direction.
 */
export function SortableTableHead<K extends string>({ label, sortKey, sort, onSort }: SortableTableHeadProps<K>) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={ariaSort(sort, sortKey)}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 whitespace-nowrap hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className={direction ? 'size-3.5' : 'size-3.5 opacity-50'} />
      </button>
    </TableHead>
  );
}
