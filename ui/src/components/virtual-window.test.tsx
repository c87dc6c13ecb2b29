// @vitest-environment jsdom
// Windowed lists (docs/decisions/131-lists-at-scale.md): a long list renders a window of its rows
// with the whole list's size for screen readers; a short list renders every row as before.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { CardGrid } from './list-cards';
import { ListTable } from './list-table';
import { VIRTUAL_THRESHOLD } from './virtual-window';

afterEach(cleanup);

const items = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `item-${index}`, name: `Item ${index + 1}` }));

function table(count: number) {
  return render(
    <ListTable
      items={items(count)}
      rowKey={(item) => item.id}
      columns={[{ label: 'Name', sortKey: 'name', cell: (item) => item.name }]}
      sort={null}
      onSort={() => {}}
    />,
  );
}

function cards(count: number) {
  return render(
    <CardGrid label="Things">
      {items(count).map((item) => (
        <li key={item.id}>{item.name}</li>
      ))}
    </CardGrid>,
  );
}

describe('ListTable', () => {
  it('renders every row of a short list, without row counts', () => {
    table(VIRTUAL_THRESHOLD - 1);
    const grid = screen.getByRole('table');
    expect(within(grid).getAllByRole('row')).toHaveLength(VIRTUAL_THRESHOLD); // the head and every item
    expect(grid.getAttribute('aria-rowcount')).toBeNull();
  });

  it('renders only a window of a long list, with its size and each row’s place', () => {
    table(5_000);
    const grid = screen.getByRole('table');
    expect(grid.getAttribute('aria-rowcount')).toBe('5001');
    const rows = within(grid).getAllByRole('row');
    // The window: the head and the rows that fill the viewport and the overscan, far fewer than 5,000.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]?.getAttribute('aria-rowindex')).toBe('1');
    expect(rows[1]?.getAttribute('aria-rowindex')).toBe('2');
    expect(within(rows[1] as HTMLElement).getByText('Item 1')).toBeTruthy();
    expect(screen.queryByText('Item 5000')).toBeNull();
    // The sortable head is still a real button.
    expect(within(grid).getByRole('button', { name: 'Name' })).toBeTruthy();
  });

  it('keeps the height of the rows it does not render in a spacer', () => {
    const { container } = table(5_000);
    const spacers = container.querySelectorAll('tr[aria-hidden="true"] td');
    const heights = Array.from(spacers, (cell) => Number.parseFloat((cell as HTMLElement).style.height));
    // At the top of the list only the rows below the window need space: most of 5,000 rows.
    expect(heights.length).toBe(1);
    expect(heights[0]).toBeGreaterThan(4_000 * 50);
  });
});

describe('CardGrid', () => {
  it('renders every card of a short list', () => {
    cards(VIRTUAL_THRESHOLD - 1);
    expect(within(screen.getByRole('list', { name: 'Things' })).getAllByRole('listitem')).toHaveLength(VIRTUAL_THRESHOLD - 1);
  });

  it('renders only a window of a long list, each card with its place in the whole list', () => {
    cards(2_000);
    const list = screen.getByRole('list', { name: 'Things' });
    const shown = within(list).getAllByRole('listitem');
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThan(50);
    expect(shown[0]?.textContent).toBe('Item 1');
    expect(shown[0]?.getAttribute('aria-posinset')).toBe('1');
    expect(shown[0]?.getAttribute('aria-setsize')).toBe('2000');
    expect(Number.parseFloat(list.style.paddingBottom)).toBeGreaterThan(1_000 * 300);
  });
});
