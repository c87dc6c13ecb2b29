// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useListControls } from './use-list-controls';

afterEach(cleanup);

describe('useListControls', () => {
  it('starts with no search, the cards and no sort', () => {
    const { result } = renderHook(() => useListControls<'name'>());
    expect(result.current).toMatchObject({ search: '', view: 'cards', sort: null });
  });

  it('sorts by a column ascending, then descending, and a new column ascending', () => {
    const { result } = renderHook(() => useListControls<'name' | 'cost'>());
    act(() => result.current.sortBy('name'));
    expect(result.current.sort).toEqual({ key: 'name', direction: 'asc' });
    act(() => result.current.sortBy('name'));
    expect(result.current.sort).toEqual({ key: 'name', direction: 'desc' });
    act(() => result.current.sortBy('cost'));
    expect(result.current.sort).toEqual({ key: 'cost', direction: 'asc' });
  });

  it('keeps the search and the view it is given', () => {
    const { result } = renderHook(() => useListControls<'name'>());
    act(() => {
      result.current.setSearch('senko');
      result.current.setView('table');
    });
    expect(result.current).toMatchObject({ search: 'senko', view: 'table' });
  });
});
