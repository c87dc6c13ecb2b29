// @vitest-environment jsdom
// The shell asks a remote page for a dialog through navigation state (no timer, no event that a
// page still loading would miss); a dialog the layout hosts is asked for at once.
import { createElement as h, useCallback, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useEditDialog } from '../components/use-edit-dialog';
import { DIALOG_PAGES, useDialogRequest, useOpenDialog, type DialogName } from './dialog-requests';

afterEach(cleanup);

function Asker({ name }: { name: DialogName }) {
  const openDialog = useOpenDialog();
  return h('button', { onClick: () => openDialog(name) }, `Ask ${name}`);
}

function Page({ name }: { name: DialogName }) {
  const [opened, setOpened] = useState(0);
  const open = useCallback(() => setOpened((count) => count + 1), []);
  useDialogRequest(name, open);
  const location = useLocation();
  return h('p', null, `${location.pathname} opened ${opened} state ${JSON.stringify(location.state)}`);
}

/** The page of `pathname`, hosting `hosts`, reached with a request for `requested` in its state. */
function renderPageAt(pathname: string, requested: DialogName, hosts: DialogName) {
  render(h(MemoryRouter, { initialEntries: [{ pathname, state: { openDialog: requested } }] }, h(Page, { name: hosts })));
}

describe('dialog requests', () => {
  it('goes to the page that hosts the dialog, which opens it once and clears the request', () => {
    render(
      h(
        MemoryRouter,
        { initialEntries: ['/'] },
        h(Asker, { name: 'openAddGearDialog' }),
        h(Routes, null, h(Route, { path: '/', element: h('p', null, 'home') }), h(Route, { path: '/gear', element: h(Page, { name: 'openAddGearDialog' }) })),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask openAddGearDialog' }));
    expect(screen.getByText('/gear opened 1 state null')).toBeTruthy();
    // Asked again while the page is shown: it opens again.
    fireEvent.click(screen.getByRole('button', { name: 'Ask openAddGearDialog' }));
    expect(screen.getByText('/gear opened 2 state null')).toBeTruthy();
  });

  it('opens when the page mounts with the request already in the state (its remote was loading)', () => {
    renderPageAt('/catches', 'openLogCatchDialog', 'openLogCatchDialog');
    expect(screen.getByText('/catches opened 1 state null')).toBeTruthy();
  });

  it("ignores another page's request", () => {
    renderPageAt('/storage', 'openAddGearDialog', 'openAddLocationDialog');
    expect(screen.getByText('/storage opened 0 state {"openDialog":"openAddGearDialog"}')).toBeTruthy();
  });

  it('asks the layout at once for a dialog it hosts, without leaving the page', () => {
    expect(DIALOG_PAGES.openSmartCapture).toBeNull();
    render(
      h(MemoryRouter, { initialEntries: ['/gear'] }, h(Asker, { name: 'openSmartCapture' }), h(Page, { name: 'openSmartCapture' })),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Ask openSmartCapture' }));
    expect(screen.getByText('/gear opened 1 state null')).toBeTruthy();
  });
});

describe('useEditDialog', () => {
  it('opens to add or on an item, and forgets the item when closed', () => {
    const { result } = renderHook(() => useEditDialog<{ id: string }>());
    expect(result.current).toMatchObject({ open: false, editing: null });
    act(() => result.current.openEdit({ id: 'a' }));
    expect(result.current).toMatchObject({ open: true, editing: { id: 'a' } });
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, editing: null });
    act(() => result.current.openAdd());
    expect(result.current).toMatchObject({ open: true, editing: null });
  });

  it('opens a new item pre-filled from a copy, and forgets the copy when closed or opened another way', () => {
    const { result } = renderHook(() => useEditDialog<{ id: string }>());
    act(() => result.current.openCopy({ id: 'b' }));
    expect(result.current).toMatchObject({ open: true, editing: null, copyFrom: { id: 'b' } });
    act(() => result.current.openEdit({ id: 'a' }));
    expect(result.current).toMatchObject({ open: true, editing: { id: 'a' }, copyFrom: null });
    act(() => result.current.openCopy({ id: 'b' }));
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, editing: null, copyFrom: null });
  });
});
