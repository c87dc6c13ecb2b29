// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ComponentType } from 'react';
import type * as RemotePages from './remote-pages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { actAgain, outsideAct, turnsUntilHeading } from './outside-act';

type RemotePagesModule = typeof RemotePages;

const load = vi.hoisted(() => vi.fn<(id: string, label: string, attempt: number) => Promise<ComponentType>>());
vi.mock('./remote-pages', async (importOriginal) => ({ ...(await importOriginal<RemotePagesModule>()), loadRemoteComponent: load }));

const { RemotePage } = await import('./remotes');

/** A load the test settles when it wants. */
function pendingLoad() {
  let settle!: { resolve: (page: ComponentType) => void; reject: (error: Error) => void };
  load.mockReturnValueOnce(new Promise<ComponentType>((resolve, reject) => (settle = { resolve, reject })));
  return settle;
}

const showPage = () =>
  render(
    <MemoryRouter initialEntries={['/gear']}>
      <RemotePage id="gear/GearPage" label="Gear" />
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  load.mockReset();
  actAgain();
});

describe('a route’s remote page (decision 170)', () => {
  it('is shown as soon as its code is in, not held back behind the placeholder', async () => {
    const page = pendingLoad();
    showPage();
    expect(screen.getByRole('status', { name: 'Loading Gear' })).toBeInTheDocument();

    outsideAct();
    page.resolve(() => <h1>Gear Inventory</h1>);
    // A few turns of the event loop, and no timer, are all the page may take.
    await turnsUntilHeading();
    expect(screen.getByRole('heading', { name: 'Gear Inventory' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading Gear' })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('gear/GearPage', 'Gear', 0);
  });

  it('shows why it could not load, and loads it again on Try again', async () => {
    const failed = pendingLoad();
    showPage();
    await act(async () => failed.reject(new Error('The Gear page could not be loaded. Check your connection and try again.')));
    expect(screen.getByText('The Gear page could not be loaded. Check your connection and try again.')).toBeInTheDocument();

    const retried = pendingLoad();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(load).toHaveBeenLastCalledWith('gear/GearPage', 'Gear', 1);
    expect(screen.getByRole('status', { name: 'Loading Gear' })).toBeInTheDocument();

    await act(async () => retried.resolve(() => <h1>Gear Inventory</h1>));
    expect(screen.getByRole('heading', { name: 'Gear Inventory' })).toBeInTheDocument();
  });
});
