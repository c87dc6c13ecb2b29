// @vitest-environment jsdom
// The list page kit: its states (loading, error with Try again, empty, the list), the sortable
// column heads (a real button, aria-sort) and the table's columns.
import { createElement as h, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ListPage, type ListPageProps } from './list-page';
import { ListTable, SortableTableHead } from './list-table';
import { Table, TableHeader, TableRow } from './table';

afterEach(cleanup);

function page(props: Partial<ListPageProps> & Pick<ListPageProps, 'query' | 'data'>) {
  return render(
    h(
      MemoryRouter,
      null,
      h(ListPage, {
        title: 'Fishing Setups',
        noun: 'setups',
        actions: h('button', null, 'Create Setup'),
        toolbar: h('input', { 'aria-label': 'Search setups' }),
        empty: h('p', null, 'No setups yet'),
        dialogs: h('div', { role: 'dialog', 'aria-label': 'Form' }),
        children: h('ul', { 'aria-label': 'Setups' }),
        ...props,
      }),
    ),
  );
}

const idle = { isError: false, error: null, refetch: () => undefined };

describe('ListPage', () => {
  it('shows the heading and its actions over a spinner while the list loads; the toolbar comes with the list (decision 153)', () => {
    page({ query: idle, data: undefined });
    expect(screen.getByRole('heading', { level: 1, name: 'Fishing Setups' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Setup' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search setups' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Loading setups' })).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Setups' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Form' })).toBeTruthy();
  });

  it("says why the list could not load and tries again on 'Try again'", () => {
    const refetch = vi.fn();
    page({ query: { isError: true, error: { status: 409, message: 'Server says no' }, refetch }, data: undefined });
    expect(screen.getByText('Could not load your setups')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Search setups' })).toBeNull();
    expect(screen.getByText('Server says no')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the screen sentence for a server fault or a network error', () => {
    page({ query: { isError: true, error: { status: 500, message: '500: Internal Server Error' }, refetch: () => undefined }, data: [] });
    expect(screen.getByText('Failed to load setups')).toBeTruthy();
  });

  it('shows only the empty state (no toolbar, no heading actions) for an empty list', () => {
    page({ query: idle, data: [] });
    expect(screen.getByText('No setups yet')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Create Setup' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Form' })).toBeTruthy();
  });

  it('shows the list with its toolbar when it has items', () => {
    page({ query: idle, data: [{ id: 1 }] });
    expect(screen.getByRole('list', { name: 'Setups' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search setups' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function head(children: ReactNode) {
  return render(h(Table, null, h(TableHeader, null, h(TableRow, null, children))));
}

describe('SortableTableHead', () => {
  it('is a button in a column head that says its order', () => {
    const onSort = vi.fn();
    const { rerender } = head(h(SortableTableHead, { label: 'Name', sortKey: 'name', sort: null, onSort }));
    const cell = screen.getByRole('columnheader', { name: 'Name' });
    expect(cell.getAttribute('aria-sort')).toBe('none');
    const button = screen.getByRole('button', { name: 'Name' });
    expect(button.getAttribute('type')).toBe('button');
    button.focus();
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    expect(onSort).toHaveBeenCalledWith('name');

    rerender(h(Table, null, h(TableHeader, null, h(TableRow, null, h(SortableTableHead, { label: 'Name', sortKey: 'name', sort: { key: 'name', direction: 'desc' }, onSort })))));
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('descending');
  });
});

describe('ListTable', () => {
  type Row = { id: string; name: string; notes: string | null };
  const rows: Row[] = [
    { id: 'a', name: 'Zodias', notes: null },
    { id: 'b', name: 'Curado', notes: 'Braid' },
  ];

  it('renders a row per item with sortable heads, notes and actions last', () => {
    const onSort = vi.fn();
    render(
      h(ListTable<Row, 'name'>, {
        items: rows,
        rowKey: (row) => row.id,
        columns: [{ label: 'Name', sortKey: 'name', cell: (row) => row.name }, { label: 'Kind', cell: () => 'Rod' }],
        notes: (row) => row.notes,
        actions: (row) => h('button', null, `Edit ${row.name}`),
        sort: { key: 'name', direction: 'asc' },
        onSort,
      }),
    );
    const heads = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(heads).toEqual(['Name', 'Kind', 'Notes', 'Actions']);
    expect(screen.getByRole('columnheader', { name: 'Name' }).getAttribute('aria-sort')).toBe('ascending');
    expect(screen.getByRole('columnheader', { name: 'Kind' }).getAttribute('aria-sort')).toBeNull();
    const cells = screen.getAllByRole('row').slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Zodias', 'Rod', '-', 'Edit Zodias'],
      ['Curado', 'Rod', 'Braid', 'Edit Curado'],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(onSort).toHaveBeenCalledWith('name');
  });
});
