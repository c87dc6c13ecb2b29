// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { setupSchema, type Setup } from '@tackle/contracts';
import { SetupCards } from './SetupCards';

afterEach(cleanup);

const REEL_ID = '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const LINE_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const HOOK_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';

/** A setup as GET /api/setups answers it (checked by the contract's own schema). */
function aSetup(fields: Partial<Setup> & Pick<Setup, 'name'>): Setup {
  return setupSchema.parse({
    id: crypto.randomUUID(),
    userId: 'user-1',
    rodId: null,
    reelId: REEL_ID,
    lureId: null,
    lineId: null,
    leaderId: null,
    hookId: null,
    notes: null,
    rod: null,
    reel: { id: REEL_ID, name: 'Curado 200', typeId: 2, removed: false },
    lure: null,
    line: null,
    leader: null,
    hook: null,
    reelLine: null,
    createdAt: '2026-05-01T10:00:00.000Z',
    updatedAt: '2026-05-01T10:00:00.000Z',
    revision: 0,
    ...fields,
  });
}

const cardOf = (name: string) => screen.getByRole('heading', { name }).closest('li')!;
const noop = () => undefined;

describe('setup cards (decision 159)', () => {
  it("shows the line, leader and hook by the names the setup comes with, and the reel's line when it has none of its own", () => {
    render(
      <SetupCards
        setups={[
          aSetup({ name: 'Punching', lineId: LINE_ID, line: { id: LINE_ID, name: 'Seaguar 12 lb Fluoro', removed: false }, hookId: HOOK_ID, hook: { id: HOOK_ID, name: 'EWG 3/0', removed: true }, reelLine: 'PowerPro 30 lb Braid' }),
          aSetup({ name: 'Frog', reelLine: 'PowerPro 30 lb Braid' }),
          aSetup({ name: 'Bare' }),
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
    const kept = aSetup({ name: 'Kept', lineId: LINE_ID });
    delete kept.line;
    render(<SetupCards setups={[kept]} onEdit={noop} onDelete={noop} />);
    expect(within(cardOf('Kept')).getByText('Name shown once back online')).toBeInTheDocument();
    expect(within(cardOf('Kept')).queryByText('No longer in your consumables')).toBeNull();
  });
});
