// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Gear } from '@tackle/contracts';
import { aConsumable, aGear } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import { SpoolReelDialog } from './SpoolReelDialog';

const REEL_ID = '6a0c6b8e-4f3e-4d4b-9a51-1c2d3e4f5a6b';
const BRAID_ID = '0f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b';
const PLAIN_ID = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const reel = aGear({ id: REEL_ID, name: 'Curado 200', typeId: 2 });
const braid = aConsumable({ id: BRAID_ID, name: 'PowerPro 30 lb Braid', category: 'line', unit: 'yards', currentQuantity: 300, initialQuantity: 300, size: null });
const plain = aConsumable({ id: PLAIN_ID, name: 'Sufix 832', category: 'line', unit: 'yards', currentQuantity: 150, initialQuantity: 150, size: null });
const worms = aConsumable();
const now = () => new Date(2026, 10, 26, 15, 0);

const dialog = (gear: Gear) => (
  <MemoryRouter>
    <SpoolReelDialog reel={gear} onClose={() => undefined} now={now} />
  </MemoryRouter>
);

describe('SpoolReelDialog', () => {
  it("offers the angler's lines only, reads the kind from the line's name and sends the spool with the amount", async () => {
    const { user, writes } = renderForm(dialog(reel), { 'GET /api/consumables': [worms, plain, braid] });
    await user.click(await screen.findByLabelText(/^Line/));
    expect(screen.queryByRole('option', { name: /Trick Worm/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: 'PowerPro 30 lb Braid (300 yards left)' }));
    expect(screen.getByLabelText(/^Kind of line/)).toHaveTextContent('Braid');
    expect(screen.getByLabelText('Amount used')).toHaveAccessibleDescription(/in yards: 300 yards left/);
    await user.type(screen.getByLabelText('Amount used'), '150');
    await user.clear(screen.getByLabelText('Spooled on'));
    await user.type(screen.getByLabelText('Spooled on'), '2025-09-10');
    await user.type(screen.getByLabelText('Leader'), '15 lb fluoro, 3 ft');
    await user.click(screen.getByRole('button', { name: 'Spool Reel' }));

    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      method: 'POST',
      path: `/api/gear/${REEL_ID}/spool`,
      body: { consumableId: BRAID_ID, lineType: 'braid', amountUsed: 150, spooledAt: new Date(2025, 8, 10, 12).toISOString(), leader: '15 lb fluoro, 3 ft', notes: null },
    });
    expect(await screen.findByText('Reel spooled')).toBeInTheDocument();
  });

  it('asks for the kind when the line does not say it, and sends nothing until it is chosen', async () => {
    const { user, writes } = renderForm(dialog(reel), { 'GET /api/consumables': [plain] });
    await user.click(await screen.findByLabelText(/^Line/));
    await user.click(await screen.findByRole('option', { name: /Sufix 832/ }));
    expect(screen.getByLabelText(/^Kind of line/)).toHaveAccessibleDescription("The line's name does not say: choose the kind.");
    await user.click(screen.getByRole('button', { name: 'Spool Reel' }));
    expect(await screen.findByText('Which kind of line is it? Choose braid, mono or fluoro')).toBeInTheDocument();
    expect(writes()).toEqual([]);

    await user.click(screen.getByLabelText(/^Kind of line/));
    await user.click(await screen.findByRole('option', { name: 'Mono' }));
    await user.click(screen.getByRole('button', { name: 'Spool Reel' }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]?.body).toMatchObject({ consumableId: PLAIN_ID, lineType: 'mono', amountUsed: null, spooledAt: null });
  });

  it('starts from the line already on the reel, and says what to do when there is no line at all', async () => {
    const spooled = aGear({ ...reel, typeId: 2, spooling: { consumableId: BRAID_ID, lineName: 'PowerPro 30 lb Braid', lineType: 'braid', amountUsed: 150, unit: 'yards', leader: null, notes: null, spooledAt: '2025-09-10T12:00:00.000Z' } });
    renderForm(dialog(spooled), { 'GET /api/consumables': [plain, braid] });
    expect(await screen.findByLabelText(/^Line/)).toHaveTextContent('PowerPro 30 lb Braid (300 yards left)');
    expect(screen.getByLabelText(/^Kind of line/)).toHaveTextContent('Braid');
  });

  it('says where to add a line when the angler has none', async () => {
    renderForm(dialog(reel), { 'GET /api/consumables': [worms] });
    expect(await screen.findByText(/You have no line in your consumables yet/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Consumables' })).toHaveAttribute('href', '/consumables');
  });
});
