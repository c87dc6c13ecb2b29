// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ErrorBoundary } from '@tackle/ui';
import { screenLoadedApart } from './loaded';
import { actAgain, outsideAct, turnsUntilHeading } from './outside-act';

/** A load the test settles when it wants, and how many times it was started. */
function controlledLoad() {
  const control = { started: 0, resolve: (_screen: ComponentType) => {}, reject: (_error: Error) => {} };
  const load = () => {
    control.started += 1;
    return new Promise<ComponentType>((resolve, reject) => Object.assign(control, { resolve, reject }));
  };
  return { control, load };
}

const show = (Screen: ComponentType) =>
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <ErrorBoundary title="Tackle ran into a problem">
        <Screen />
      </ErrorBoundary>
    </MemoryRouter>,
  );

afterEach(() => {
  cleanup();
  actAgain();
});

describe('a shell screen loaded apart (decision 170)', () => {
  it('shows its placeholder, then the screen once its code is in', async () => {
    const { control, load } = controlledLoad();
    const Dashboard = screenLoadedApart(load);
    show(Dashboard);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();

    outsideAct();
    control.resolve(() => <h1>Dashboard</h1>);
    await turnsUntilHeading();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is shown at once the next time, its code loaded once', async () => {
    const { control, load } = controlledLoad();
    const Settings = screenLoadedApart(load, 'Loading settings');
    show(Settings);
    expect(screen.getByRole('status', { name: 'Loading settings' })).toBeInTheDocument();
    await act(async () => control.resolve(() => <h1>Settings</h1>));
    cleanup();

    show(Settings);
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument();
    expect(control.started).toBe(1);
  });

  it('hands a failed load to the error boundary around it', async () => {
    const { control, load } = controlledLoad();
    const Broken = screenLoadedApart(load);
    show(Broken);
    await act(async () => control.reject(new Error('Loading chunk page-dashboard failed.')));
    expect(screen.getByText('Tackle ran into a problem')).toBeInTheDocument();
    expect(screen.getByText('Loading chunk page-dashboard failed.')).toBeInTheDocument();
  });
});
