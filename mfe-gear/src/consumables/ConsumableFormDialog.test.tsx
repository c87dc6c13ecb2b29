// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Consumable } from '@tackle/contracts';
import { aConsumable } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import { ConsumableFormDialog } from './ConsumableFormDialog';

/** Zoom Trick Worms, 7 of 20 left. */
const worms = aConsumable();

const dialog = (consumable: Consumable | null) => (
  <ConsumableFormDialog open onOpenChange={() => undefined} consumable={consumable} />
);

describe('ConsumableFormDialog', () => {
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
