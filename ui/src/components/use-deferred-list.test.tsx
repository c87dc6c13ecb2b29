// @vitest-environment jsdom
// A list page's items rendered from a deferred copy (docs/decisions/152-list-renders-in-slices.md).
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, renderHook, screen } from '@testing-library/react';
import { ListMore } from './list-more';
import { useDeferredList } from './use-deferred-list';

afterEach(cleanup);

describe('useDeferredList', () => {
  it('first renders with the copy on screen, marked behind, then with the new data', () => {
    const seen: { value: string[] | undefined; behind: boolean }[] = [];
    const { rerender } = renderHook(
      ({ data }: { data: string[] | undefined }) => {
        const list = useDeferredList(data);
        seen.push(list);
        return list;
      },
      { initialProps: { data: undefined as string[] | undefined } },
    );
    const page = ['a', 'b'];
    act(() => rerender({ data: page }));
    // The urgent render keeps the list as it was; the list itself comes in a render of its own.
    expect(seen).toEqual([
      { value: undefined, behind: false },
      { value: undefined, behind: true },
      { value: page, behind: false },
    ]);
  });
});

describe('ListMore while the page is behind', () => {
  const more = { has: true, loading: false, error: null, load: vi.fn() };

  it('shows the next page as loading and offers no "Load more" until the last one is on screen', () => {
    const { rerender } = render(<ListMore noun="catches" more={more} count={{ shown: 100, total: 250 }} behind />);
    expect(screen.getByRole('status', { name: 'Loading more catches' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    rerender(<ListMore noun="catches" more={more} count={{ shown: 200, total: 250 }} />);
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(more.load).not.toHaveBeenCalled();
  });
});
