// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import type { ProductAnalysisResult } from '@tackle/contracts';
import { anAnalysis } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import type * as ImageModule from './image';
import { SmartCapturePanel } from './SmartCapturePanel';

// jsdom has no canvas: the photo is "shrunk" to a fixed data URL.
vi.mock('./image', async (importOriginal) => ({
  ...(await importOriginal<typeof ImageModule>()),
  processImage: async () => 'data:image/jpeg;base64,AAAA',
}));

/** Five Gamakatsu hooks, identified with 84% confidence. */
const hookPack = anAnalysis();

async function identify(answer: ProductAnalysisResult) {
  const onAdded = vi.fn();
  const view = renderForm(<SmartCapturePanel onAdded={onAdded} />, { 'POST /api/analyze-product': answer });
  await view.user.upload(
    screen.getByLabelText('Product photo file'),
    new File(['jpeg'], 'hooks.jpg', { type: 'image/jpeg' }),
  );
  expect(await screen.findByText('Product Identified')).toBeInTheDocument();
  return { ...view, onAdded };
}

describe('SmartCapturePanel', () => {
  it('shows the identified product as text, then as fields in edit mode', async () => {
    const { user } = await identify(hookPack);
    expect(screen.getByLabelText('Category')).toHaveTextContent('Hook');
    expect(screen.getByLabelText('Product Name')).toHaveTextContent('EWG Offset Worm Hook');
    expect(screen.getByLabelText('Size/Specifications')).toHaveTextContent('Not specified');

    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Product Name')).toHaveValue('EWG Offset Worm Hook');
    expect(screen.getByLabelText('Brand')).toHaveValue('Gamakatsu');
    expect(screen.getByLabelText('Quantity')).toHaveValue(5);
    expect(screen.getByLabelText('Color')).toBeInTheDocument();
  });

  it("says 'Size is required for hook' on the size field before sending, and clears it once corrected", async () => {
    const { user, writes, onAdded } = await identify(hookPack);
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));

    const size = screen.getByLabelText('Size/Specifications');
    expect(size).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Size is required for hook');
    expect(size).toHaveAccessibleDescription('Size is required for hook');
    expect(writes().filter((request) => request.path === '/api/consumables')).toEqual([]);

    await user.type(size, '3/0');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Add to Inventory' }));
    expect(await screen.findByText('Your consumable has been added successfully!')).toBeInTheDocument();
    expect(writes().find((request) => request.path === '/api/consumables')?.body).toMatchObject({
      name: 'EWG Offset Worm Hook',
      category: 'hook',
      size: '3/0',
      initialQuantity: 5,
    });
    expect(onAdded).toHaveBeenCalledWith('consumable');
  });

  it('hides the consumable-only fields for gear', async () => {
    const { user } = await identify({
      ...hookPack,
      type: 'gear',
      consumableCategory: null,
      gearType: 'reel',
      category: 'spinning reel',
    });
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    expect(screen.getByLabelText('Category')).toHaveValue('spinning reel');
    expect(screen.queryByLabelText('Unit')).toBeNull();
    expect(screen.queryByLabelText('Color')).toBeNull();
  });
});
