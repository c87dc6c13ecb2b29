// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PatternsResponse } from '@tackle/contracts';
import { sessionAtom } from '../runtime/session';
import { PATTERNS_OFFLINE, WhatToTieOn, WhatToTieOnCard } from './what-to-tie-on';

const SUGGESTIONS: PatternsResponse = {
  status: 'suggestions',
  message: null,
  history: { catches: 19, fish: 19, usableFish: 19 },
  conditions: [
    { field: 'waterClarity', label: 'stained water', estimated: false, used: true, note: null },
    {
      field: 'waterTemp',
      label: 'water 60-74°F',
      estimated: true,
      used: true,
      note: 'Water about 67°F, estimated from the air temperature, not measured: compared with catches in 60-74°F water.',
    },
    { field: 'skies', label: 'overcast skies', estimated: false, used: true, note: null },
    { field: 'seasonSubType', label: 'mid spring (assumed)', estimated: true, used: false, note: 'The phase of the season was assumed, not known, so it was not compared: choose it to compare it.' },
  ],
  suggestions: [
    {
      aspect: 'bait',
      label: 'Chartreuse Spinnerbait',
      fish: 7,
      outOf: 9,
      matched: ['stained water', 'overcast skies'],
      evidence: '7 of your 9 fish in stained water under overcast skies came on a Chartreuse Spinnerbait.',
      notes: ['Level with Jig (7 fish each); Chartreuse Spinnerbait caught fish more recently.'],
      lastCaught: '2026-05-03',
      owned: { status: 'owned', items: [{ kind: 'gear', id: '2b1f7a52-5c3d-4c1e-9d0a-3f6b2f1c9a10', name: 'War Eagle' }], note: 'You own it: War Eagle (Chartreuse).' },
      alternative: null,
    },
    {
      aspect: 'color',
      label: 'Chartreuse',
      fish: 7,
      outOf: 9,
      matched: ['stained water', 'overcast skies'],
      evidence: '7 of your 9 fish in stained water under overcast skies came on Chartreuse.',
      notes: [],
      lastCaught: '2026-05-03',
      owned: { status: 'not-owned', items: [], note: "You don't own a Chartreuse lure." },
      alternative: {
        label: 'White',
        fish: 3,
        evidence: 'Of what you own: 3 of these 9 fish came on White.',
        owned: { status: 'owned', items: [], note: 'Your White lures: Booyah Blade.' },
      },
    },
    {
      aspect: 'depth',
      label: 'under 5 ft',
      fish: 7,
      outOf: 9,
      matched: ['stained water'],
      evidence: '7 of your 9 fish in stained water came from under 5 ft.',
      notes: [],
      lastCaught: '2026-05-03',
      owned: { status: 'not-applicable', items: [], note: null },
      alternative: null,
    },
  ],
  needs: [{ aspect: 'setup', message: 'None of your catches has a setup recorded yet: add it when you log a catch.' }],
};

const THIN: PatternsResponse = {
  status: 'thin-history',
  message: "Log 3 more catches with the bait you used and the day's conditions: suggestions start at 5 fish with their bait, colour, rig, depth or setup recorded, and you have 2.",
  history: { catches: 2, fish: 2, usableFish: 2 },
  conditions: [{ field: 'waterClarity', label: 'stained water', estimated: false, used: true, note: null }],
  suggestions: [],
  needs: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WhatToTieOnCard', () => {
  it('lists each suggestion with its evidence, whether the angler owns it, and what was compared', async () => {
    render(<WhatToTieOnCard answer={SUGGESTIONS} loading={false} error={null} offline={false} />);
    const card = screen.getByRole('region', { name: 'What to tie on today' });
    expect(within(card).getByLabelText('Compared on')).toHaveTextContent('Compared on: stained water, water 60-74°F (estimated), overcast skies');
    expect(card).toHaveTextContent('Water about 67°F, estimated from the air temperature, not measured');
    expect(card).toHaveTextContent('The phase of the season was assumed, not known, so it was not compared');

    const suggestions = within(card).getAllByRole('listitem').filter((item) => item.getAttribute('aria-label'));
    expect(suggestions.map((item) => item.getAttribute('aria-label'))).toEqual(['Bait: Chartreuse Spinnerbait', 'Colour: Chartreuse', 'Depth: under 5 ft']);
    const bait = screen.getByRole('listitem', { name: 'Bait: Chartreuse Spinnerbait' });
    expect(bait).toHaveTextContent('7 of 9 fish');
    expect(bait).toHaveTextContent('7 of your 9 fish in stained water under overcast skies came on a Chartreuse Spinnerbait.');
    expect(bait).toHaveTextContent('In your tackle');
    expect(bait).toHaveTextContent('You own it: War Eagle (Chartreuse).');
    expect(bait).toHaveTextContent('Level with Jig (7 fish each)');
    expect(bait).toHaveTextContent('Last caught May 3, 2026');

    const color = screen.getByRole('listitem', { name: 'Colour: Chartreuse' });
    expect(color).toHaveTextContent('Not in your tackle');
    expect(color).toHaveTextContent("You don't own a Chartreuse lure.");
    expect(color).toHaveTextContent('Of what you own: 3 of these 9 fish came on White. Your White lures: Booyah Blade.');
    // Nothing to own for a depth.
    expect(screen.getByRole('listitem', { name: 'Depth: under 5 ft' })).not.toHaveTextContent(/your tackle/);

    // What more catches would tell, folded beside the suggestions.
    expect(card).not.toHaveTextContent('None of your catches has a setup recorded yet');
    await userEvent.click(within(card).getByRole('button', { name: 'What more catches would tell' }));
    expect(card).toHaveTextContent('Setup: None of your catches has a setup recorded yet: add it when you log a catch.');
  });

  it('says plainly when there is too little history', () => {
    render(<WhatToTieOnCard answer={THIN} loading={false} error={null} offline={false} />);
    const card = screen.getByRole('region', { name: 'What to tie on today' });
    expect(card).toHaveTextContent(THIN.message!);
    expect(within(card).queryByRole('list', { name: 'Suggestions' })).toBeNull();
    // Nothing was compared, so nothing says it was.
    expect(within(card).queryByLabelText('Compared on')).toBeNull();
  });

  it('shows loading, a failure with Try again, and being offline', async () => {
    const retry = vi.fn();
    const { rerender } = render(<WhatToTieOnCard answer={undefined} loading error={null} offline={false} />);
    expect(screen.getByRole('status', { name: 'Loading suggestions' })).toBeInTheDocument();

    rerender(<WhatToTieOnCard answer={undefined} loading={false} error="The server is busy" offline={false} onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Error loading suggestions: The server is busy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);

    rerender(<WhatToTieOnCard answer={undefined} loading={false} error="Failed to fetch" offline onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent(PATTERNS_OFFLINE);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    // A copy kept on the device, shown offline, says so.
    rerender(<WhatToTieOnCard answer={SUGGESTIONS} loading={false} error={null} offline />);
    expect(screen.getByText('Offline — showing the suggestions kept on this device.')).toBeInTheDocument();
  });
});

function signedIn(ui: ReactElement) {
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'user-1', username: 'angler' }, getAccessToken: async () => 'token-1', logout: async () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </Provider>,
  );
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('WhatToTieOn', () => {
  it("asks for the day's conditions with what is estimated or assumed, and shows the answer", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/settings') return json({ units: 'imperial', updatedAt: null, revision: null });
      asked.push(url.pathname + url.search);
      return json(SUGGESTIONS);
    });
    signedIn(
      <WhatToTieOn
        conditions={{ waterClarity: 'Stained', waterTemp: '66.9', skies: 'Overcast', season: 'Spring', seasonSubType: 'Mid', airTemp: '68.9', depth: '' }}
        waterTempEstimated
        seasonSubTypeAssumed
      />,
    );
    expect(await screen.findByRole('listitem', { name: 'Bait: Chartreuse Spinnerbait' })).toBeInTheDocument();
    // Only the conditions a catch is compared on; the flags go with the values they qualify.
    expect(asked).toEqual([
      '/api/patterns?waterClarity=Stained&waterTemp=66.9&skies=Overcast&season=Spring&seasonSubType=Mid&waterTempEstimated=true&seasonSubTypeAssumed=true',
    ]);
  });

  it("shows the server's sentence when it refuses, and loads again on Try again", async () => {
    let calls = 0;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/settings') return json({ units: 'imperial', updatedAt: null, revision: null });
      calls += 1;
      return calls === 1 ? json({ message: 'Water clarity must be one of: Clear, Stained, Muddy' }, 400) : json(THIN);
    });
    signedIn(<WhatToTieOn conditions={{ waterClarity: 'Stained' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading suggestions: Water clarity must be one of: Clear, Stained, Muddy');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(THIN.message!)).toBeInTheDocument();
  });

  it('says it is offline when the network is gone', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    signedIn(<WhatToTieOn conditions={{ waterClarity: 'Clear' }} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(PATTERNS_OFFLINE);
  });
});
