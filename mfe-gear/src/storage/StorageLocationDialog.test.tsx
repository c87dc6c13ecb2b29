// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { storageLocationSchema } from '@tackle/contracts';
import { refusal, renderForm } from '@tackle/ui/testing';
import { preloadStorageLocationForm, StorageLocationDialog } from './StorageLocationDialog';

const garage = storageLocationSchema.parse({
  id: '3f1d2c4b-5a69-4788-9a0b-1c2d3e4f5a6b',
  userId: 'user-1',
  name: 'Garage rack',
  description: 'Left wall',
  type: 'rod_rack',
  capacity: 12,
  isPortable: true,
  gearStorage: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  revision: 4,
});

const dialog = (location: typeof garage | null) => (
  <StorageLocationDialog open onOpenChange={() => undefined} location={location} />
);

describe('StorageLocationDialog', () => {
  // The form's module is loaded ahead, as the page does once rendered (decision 139); its loading is lazy-part.test.tsx's.
  beforeAll(() => preloadStorageLocationForm());

  it("says 'Name is required' on the name field and sends nothing", async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const name = screen.getByLabelText('Name');
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(writes()).toEqual([]);
  });

  it("refuses a capacity below 1 with 'Capacity must be at least 1'", async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.type(screen.getByLabelText('Name'), 'Plano 3700');
    await user.type(screen.getByLabelText('Capacity (optional)'), '0');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Capacity must be at least 1')).toBeInTheDocument();
    expect(writes()).toEqual([]);
  });

  it('creates a location with the trimmed payload (Enter submits)', async () => {
    const { user, writes } = renderForm(dialog(null));
    expect(screen.getByRole('dialog', { name: 'Add Storage Location' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Capacity (optional)'), '5');
    await user.click(screen.getByLabelText('Portable storage'));
    await user.type(screen.getByLabelText('Name'), '  Plano 3700 {Enter}');

    expect(await screen.findByText('Storage location created successfully')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/api/storage-locations',
        body: { name: 'Plano 3700', type: 'tackle_box', description: null, capacity: 5, isPortable: true },
      },
    ]);
  });

  it('prefills an edit and updates with the revision it read', async () => {
    const { user, writes } = renderForm(dialog(garage));
    const form = screen.getByRole('dialog', { name: 'Edit Storage Location' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Garage rack');
    expect(within(form).getByLabelText('Type')).toHaveTextContent('Rod Rack');
    expect(within(form).getByLabelText('Description (optional)')).toHaveValue('Left wall');
    expect(within(form).getByLabelText('Capacity (optional)')).toHaveValue(12);
    expect(within(form).getByLabelText('Portable storage')).toBeChecked();

    await user.click(within(form).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Storage location updated successfully')).toBeInTheDocument();
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/api/storage-locations/${garage.id}`);
    expect(put?.body).toMatchObject({
      name: 'Garage rack',
      type: 'rod_rack',
      description: 'Left wall',
      capacity: 12,
      isPortable: true,
    });
  });

  it("toasts the server's sentence when the save is refused", async () => {
    const { user } = renderForm(dialog(null), {
      'POST /api/storage-locations': refusal(409, 'You already have a location called Plano 3700'),
    });
    await user.type(screen.getByLabelText('Name'), 'Plano 3700');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('You already have a location called Plano 3700')).toBeInTheDocument();
  });

  it('closes on Escape and on Cancel without saving', async () => {
    const onOpenChange = vi.fn();
    const { user, writes } = renderForm(<StorageLocationDialog open onOpenChange={onOpenChange} location={null} />);
    await user.type(screen.getByLabelText('Name'), 'Plano');
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(writes()).toEqual([]);
  });
});
