// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { aConsumable, aGear } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import { preloadSetupForm, SetupFormDialog } from './SetupFormDialog';

const BRAID_ID = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const FLUORO_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const HOOK_ID = '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
const REEL_ID = '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const BARE_REEL_ID = '7a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const spooledReel = aGear({
  id: REEL_ID,
  name: 'Curado 200',
  typeId: 2,
  spooling: { consumableId: BRAID_ID, lineName: 'PowerPro 30 lb Braid', lineType: 'braid', amountUsed: 150, unit: 'yards', leader: null, notes: null, spooledAt: '2025-09-10T12:00:00.000Z' },
});
const bareReel = aGear({ id: BARE_REEL_ID, name: 'Stradic 2500', typeId: 2 });
const routes = {
  'GET /api/gear': [spooledReel, bareReel],
  'GET /api/consumables': [
    aConsumable({ id: BRAID_ID, name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards', size: null }),
    aConsumable({ id: FLUORO_ID, name: 'Seaguar 15 lb fluorocarbon', category: 'line', unit: 'yards', size: null }),
    aConsumable({ id: HOOK_ID, name: 'EWG 3/0', category: 'hook', size: '3/0' }),
    aConsumable(),
  ],
};

const dialog = <SetupFormDialog open onOpenChange={() => undefined} setup={null} />;

describe('SetupFormDialog: line, leader and hook (decision 128)', () => {
  // The form's module is loaded ahead, as the page does once rendered (decision 139); its loading is lazy-part.test.tsx's.
  beforeAll(() => preloadSetupForm());

  it("fills the line from the reel's spooling, offers lines as leader and hooks as hook, and sends them", async () => {
    const { user, writes } = renderForm(dialog, routes);
    await user.type(screen.getByLabelText(/^Setup Name/), 'Texas rig');
    expect(screen.getByLabelText('Line')).toHaveTextContent('None');

    await user.click(screen.getByLabelText('Reel'));
    await user.click(await screen.findByRole('option', { name: 'Curado 200' }));
    expect(screen.getByLabelText('Line')).toHaveTextContent('PowerPro 30 lb Braid');
    // Another reel, never spooled: the line it filled goes with it.
    await user.click(screen.getByLabelText('Reel'));
    await user.click(await screen.findByRole('option', { name: 'Stradic 2500' }));
    expect(screen.getByLabelText('Line')).toHaveTextContent('None');
    await user.click(screen.getByLabelText('Reel'));
    await user.click(await screen.findByRole('option', { name: 'Curado 200' }));

    await user.click(screen.getByLabelText('Leader'));
    expect(screen.queryByRole('option', { name: 'EWG 3/0' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'Seaguar 15 lb fluorocarbon' }));
    await user.click(screen.getByLabelText('Hook'));
    expect(screen.queryByRole('option', { name: 'Trick Worm' })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'EWG 3/0' }));
    await user.click(screen.getByRole('button', { name: 'Create Setup' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/setups',
      body: { name: 'Texas rig', reelId: REEL_ID, lineId: BRAID_ID, leaderId: FLUORO_ID, hookId: HOOK_ID },
    });
  });

  it('keeps a line the angler chose when the reel changes', async () => {
    const { user } = renderForm(dialog, routes);
    await user.click(screen.getByLabelText('Line'));
    await user.click(await screen.findByRole('option', { name: 'Seaguar 15 lb fluorocarbon' }));
    await user.click(screen.getByLabelText('Reel'));
    await user.click(await screen.findByRole('option', { name: 'Curado 200' }));
    expect(screen.getByLabelText('Line')).toHaveTextContent('Seaguar 15 lb fluorocarbon');
  });
});
