// @vitest-environment jsdom
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Consumable } from '@tackle/contracts';
import { aConsumable } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import { ConsumableFormDialog, preloadConsumableForm } from './ConsumableFormDialog';

/** Zoom Trick Worms, 7 of 20 left. */
const worms = aConsumable();

const dialog = (consumable: Consumable | null) => (
  <ConsumableFormDialog open onOpenChange={() => undefined} consumable={consumable} />
);

describe('ConsumableFormDialog', () => {
  // The form is loaded apart from the page (decision 139); here, before the dialog opens.
  beforeAll(() => preloadConsumableForm());

  it('shows the spec messages under the fields and sends nothing', async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.click(screen.getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Hook' }));
    await user.click(screen.getByRole('button', { name: 'Add Consumable' }));

    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText(/^Quantity/)).toHaveAccessibleDescription('Quantity must be positive');
    expect(screen.getByLabelText(/^Size/)).toHaveAccessibleDescription('Size is required for hook');
    expect(writes()).toEqual([]);
  });

  it("names the size field after the category ('Length (inches)' for soft plastics)", async () => {
    const { user } = renderForm(dialog(null));
    expect(screen.getByLabelText('Size/Weight')).not.toBeRequired();
    await user.click(screen.getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Soft Plastic' }));
    expect(screen.getByLabelText(/^Length \(inches\)/)).toHaveAttribute('aria-required', 'true');
  });

  it('prefills an edit with what is on hand and updates it', async () => {
    const { user, writes } = renderForm(dialog(worms));
    const form = screen.getByRole('dialog', { name: 'Edit Consumable' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Trick Worm');
    expect(within(form).getByLabelText(/^Category/)).toHaveTextContent('Soft Plastic');
    expect(within(form).getByLabelText(/^Quantity on Hand/)).toHaveValue(7);
    expect(within(form).getByLabelText(/^Length \(inches\)/)).toHaveValue('6.5');
    expect(within(form).getByLabelText('Purchase Date')).toHaveValue('2026-04-01');
    expect(within(form).getByLabelText('Lure')).toBeChecked();
    expect(within(form).getByLabelText('Min Stock Level')).toHaveAccessibleDescription(
      'You are warned to restock at or below this level.',
    );

    await user.click(within(form).getByRole('button', { name: 'Update Consumable' }));
    expect(await screen.findByText('Consumable updated successfully')).toBeInTheDocument();
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    // The quantity field is the count on hand (currentQuantity); initialQuantity stays as added.
    expect(put?.body).toMatchObject({
      name: 'Trick Worm',
      currentQuantity: 7,
      initialQuantity: 20,
      size: '6.5',
      gearTypeIds: [3],
      brand: 'Zoom',
    });
  });
});

describe('ConsumableFormDialog for a metric angler (decision 121)', () => {
  const metric = { 'GET /api/settings': { units: 'metric', updatedAt: '2026-05-01T00:00:00.000Z', revision: 1 } };
  const sinkers = aConsumable({ name: 'Bullet Weights', category: 'sinker', unit: 'pieces', size: '3/8' });

  it('labels the size in cm or g, and keeps an untouched size exactly as stored', async () => {
    const { user, writes } = renderForm(dialog(worms), metric);
    const size = await screen.findByLabelText(/^Length \(cm\)/);
    expect(size).toHaveValue('16.5');
    // The stock unit is the item's own, not a display unit.
    expect(screen.getByLabelText(/^Unit/)).toHaveTextContent('Pieces');
    await user.click(screen.getByRole('button', { name: 'Update Consumable' }));
    expect(await screen.findByText('Consumable updated successfully')).toBeInTheDocument();
    expect(writes()[0]?.body).toMatchObject({ size: '6.5' });
  });

  it('stores a sinker weighed in grams in ounces', async () => {
    const { user, writes } = renderForm(dialog(sinkers), metric);
    const size = await screen.findByLabelText(/^Weight \(g\)/);
    expect(size).toHaveValue('10.6');
    await user.clear(size);
    await user.type(size, '14');
    await user.click(screen.getByRole('button', { name: 'Update Consumable' }));
    expect(await screen.findByText('Consumable updated successfully')).toBeInTheDocument();
    // 14 g is 0.4938 oz: stored as the shortest decimal that reads 14 g again.
    expect(writes()[0]?.body).toMatchObject({ size: '0.494', unit: 'pieces' });
  });

  it('adds a soft plastic measured in cm', async () => {
    const { user, writes } = renderForm(dialog(null), metric);
    await user.type(screen.getByLabelText('Name'), 'Senko');
    await user.click(screen.getByLabelText(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Soft Plastic' }));
    await user.type(await screen.findByLabelText(/^Length \(cm\)/), '12.7');
    await user.type(screen.getByLabelText(/^Quantity/), '10');
    await user.click(screen.getByRole('button', { name: 'Add Consumable' }));
    expect(await screen.findByText('Consumable added successfully')).toBeInTheDocument();
    expect(writes()[0]?.body).toMatchObject({ name: 'Senko', category: 'soft plastic', size: '5' });
  });
});
