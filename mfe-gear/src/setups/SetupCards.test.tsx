// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { Setup } from '@tackle/contracts';
import { aSetup } from '@tackle/ui/testing/factories';
import { SetupCards } from './SetupCards';

afterEach(cleanup);

const REEL_ID = '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const LINE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const HOOK_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** A setup on the Curado, as GET /api/setups answers it. */
const aSetupOnTheReel = (fields: Partial<Setup> & Pick<Setup, 'name'>): Setup =>
  aSetup({ id: crypto.randomUUID(), reelId: REEL_ID, reel: { id: REEL_ID, name: 'Curado 200', typeId: 2, removed: false }, ...fields });

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const noop = () => undefined;

describe('setup cards (decision 159)', () => {
  it("shows the line, leader and hook by the names the setup comes with, and the reel's line when it has none of its own", () => {
    render(
      <SetupCards
        setups={[
          aSetupOnTheReel({ name: 'Punching', lineId: LINE_ID, line: { id: LINE_ID, name: 'Seaguar 12 lb Fluoro', removed: false }, hookId: HOOK_ID, hook: { id: HOOK_ID, name: 'EWG 3/0', removed: true }, reelLine: 'PowerPro 30 lb Braid' }),
          aSetupOnTheReel({ name: 'Frog', reelLine: 'PowerPro 30 lb Braid' }),
          aSetupOnTheReel({ name: 'Bare' }),
        ]}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    const punching = within(cardOf('Punching'));
    // Its own line wins over the reel's; a removed hook is said to be gone.
    expect(punching.getByText('Seaguar 12 lb Fluoro')).toBeInTheDocument();
    expect(punching.queryByText('(on the reel)')).toBeNull();
    expect(punching.getByText('No longer in your consumables')).toBeInTheDocument();
    expect(punching.queryByText('EWG 3/0')).toBeNull();
    expect(cardOf('Frog')).toHaveTextContent('LinePowerPro 30 lb Braid (on the reel)');
    expect(within(cardOf('Bare')).queryByText('Line')).toBeNull();
  });

  it('says a name will come, rather than that the line is gone, for a list kept offline before names came with it', () => {
    const kept = aSetupOnTheReel({ name: 'Kept', lineId: LINE_ID });
    delete kept.line;
    render(<SetupCards setups={[kept]} onEdit={noop} onDelete={noop} />);
    expect(within(cardOf('Kept')).getByText('Name shown once back online')).toBeInTheDocument();
    expect(within(cardOf('Kept')).queryByText('No longer in your consumables')).toBeNull();
  });
});
