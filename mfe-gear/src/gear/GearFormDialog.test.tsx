// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Gear } from '@tackle/contracts';
import { aGear } from '../test-factories';
import { renderForm } from '@tackle/ui/testing';
import { GearFormDialog } from './GearFormDialog';

const GEAR_TYPES = [
  { id: 1, name: 'rod' },
  { id: 2, name: 'reel' },
  { id: 3, name: 'lure' },
];

const rod = aGear({
  name: 'Dobyns Fury',
  typeId: 1,
  brand: 'Dobyns',
  condition: 'good',
  retailCost: 189.99,
  notes: 'Jig rod',
  rodDetails: {
    length: 7 + 2 / 12,
    power: 'Medium Heavy',
    action: 'Fast',
    lineWeight: '12-25 lb',
    pieces: 1,
    type: 'Casting',
  },
  revision: 5,
});

const dialog = (gear: Gear | null) => (
  <MemoryRouter>
    <GearFormDialog open onOpenChange={() => undefined} gear={gear} gearTypes={GEAR_TYPES} />
  </MemoryRouter>
);

async function chooseType(user: ReturnType<typeof renderForm>['user'], label: string) {
  await user.click(screen.getByLabelText('Type'));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('GearFormDialog', () => {
  it("shows 'Name is required' and 'Please select a gear type' under their fields, and sends nothing", async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.click(screen.getByRole('button', { name: 'Add Gear' }));

    const name = screen.getByLabelText('Name');
    expect(name).toHaveAccessibleDescription('Name is required');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Type')).toHaveAccessibleDescription('Please select a gear type');
    expect(writes()).toEqual([]);
  });

  it('shows the rod, reel or lure section for the chosen type only', async () => {
    const { user } = renderForm(dialog(null));
    expect(screen.queryByRole('group', { name: /Details/ })).toBeNull();

    await chooseType(user, 'Rod');
    const rodSection = screen.getByRole('group', { name: 'Rod Details' });
    for (const label of ['Rod Type', 'Length (feet)', 'Length (inches)', 'Power', 'Action', 'Line Weight', 'Pieces']) {
      expect(within(rodSection).getByLabelText(label)).toBeInTheDocument();
    }

    await chooseType(user, 'Reel');
    expect(screen.queryByRole('group', { name: 'Rod Details' })).toBeNull();
    const reelSection = screen.getByRole('group', { name: 'Reel Details' });
    for (const label of ['Reel Type', 'Gear Ratio', 'Reel Size', 'Bearings', 'Line Capacity', 'Max Drag (lbs)']) {
      expect(within(reelSection).getByLabelText(label)).toBeInTheDocument();
    }

    await chooseType(user, 'Lure');
    const lureSection = screen.getByRole('group', { name: 'Lure Details' });
    for (const label of ['Lure Type', 'Size', 'Weight (oz)', 'Color', 'Hooks']) {
      expect(within(lureSection).getByLabelText(label)).toBeInTheDocument();
    }
  });

  it('checks the type fields: inches above 11 and bearings that are not a count', async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.type(screen.getByLabelText('Name'), 'Fury');
    await chooseType(user, 'Rod');
    await user.type(screen.getByLabelText('Length (inches)'), '12');
    await user.click(screen.getByRole('button', { name: 'Add Gear' }));
    expect(screen.getByLabelText('Length (inches)')).toHaveAccessibleDescription('Length (inches) must be at most 11');
    // A toast repeats the first message, which may be below the fold on a phone.
    expect(await screen.findAllByText('Length (inches) must be at most 11')).toHaveLength(2);

    await chooseType(user, 'Reel');
    await user.type(screen.getByLabelText('Bearings'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Add Gear' }));
    expect(screen.getByLabelText('Bearings')).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);
  });

  it('prefills an edit, rod details included, and saves against the revision it read', async () => {
    const { user, writes } = renderForm(dialog(rod));
    const form = screen.getByRole('dialog', { name: 'Edit Gear' });
    expect(within(form).getByLabelText('Name')).toHaveValue('Dobyns Fury');
    expect(within(form).getByLabelText('Type')).toHaveTextContent('Rod');
    expect(within(form).getByLabelText('Condition')).toHaveTextContent('Good');
    expect(within(form).getByLabelText('Retail Cost')).toHaveValue(189.99);
    expect(within(form).getByLabelText('Length (feet)')).toHaveValue(7);
    expect(within(form).getByLabelText('Length (inches)')).toHaveValue(2);
    expect(within(form).getByLabelText('Power')).toHaveTextContent('Medium Heavy');
    expect(within(form).getByLabelText('Rod Type')).toHaveTextContent('Casting');
    expect(within(form).getByLabelText('Notes')).toHaveValue('Jig rod');

    await user.click(within(form).getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByText('Gear updated successfully')).toBeInTheDocument();
    const [put] = writes();
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`/api/gear/${rod.id}`);
    expect(put?.body).toMatchObject({
      name: 'Dobyns Fury',
      typeId: 1,
      rodDetails: { power: 'Medium Heavy', type: 'Casting' },
    });
  });

  it('adds a lure with only its own section in the body', async () => {
    const { user, writes } = renderForm(dialog(null));
    await user.type(screen.getByLabelText('Name'), 'Senko');
    await chooseType(user, 'Lure');
    await user.type(screen.getByLabelText('Color'), 'green pumpkin');
    await user.click(screen.getByRole('button', { name: 'Add Gear' }));

    expect(await screen.findByText('Gear added successfully')).toBeInTheDocument();
    const [post] = writes();
    expect(post?.path).toBe('/api/gear');
    expect(post?.body).toMatchObject({
      name: 'Senko',
      typeId: 3,
      rodDetails: null,
      reelDetails: null,
      lureDetails: { color: 'green pumpkin' },
    });
  });
});

describe('GearFormDialog for a metric angler (decision 121)', () => {
  const metric = { 'GET /api/settings': { units: 'metric', updatedAt: '2026-05-01T00:00:00.000Z', revision: 1 } };
  const reel = aGear({ name: 'Curado', typeId: 2, reelDetails: { type: 'Baitcasting', gearRatio: '7.1:1', bearings: '6+1', capacity: null, drag: 11, size: '200' } });
  const jig = aGear({ name: 'Football Jig', typeId: 3, lureDetails: { type: 'jig', size: null, weight: 0.5, color: null, hooks: null } });

  it("shows a rod's length in metres and saves it untouched exactly as stored", async () => {
    const { user, writes } = renderForm(dialog(rod), metric);
    const length = await screen.findByLabelText('Length (m)');
    expect(length).toHaveValue(2.18);
    expect(screen.queryByLabelText('Length (feet)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByText('Gear updated successfully')).toBeInTheDocument();
    expect((writes()[0]?.body as Gear).rodDetails?.length).toBe(7 + 2 / 12);
  });

  it('stores a length typed in metres in feet', async () => {
    const { user, writes } = renderForm(dialog(rod), metric);
    const length = await screen.findByLabelText('Length (m)');
    await user.clear(length);
    await user.type(length, '2.4');
    await user.click(screen.getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByText('Gear updated successfully')).toBeInTheDocument();
    expect((writes()[0]?.body as Gear).rodDetails?.length).toBeCloseTo(2.4 / 0.3048, 12);
  });

  it('names the longest rod in metres', async () => {
    const { user, writes } = renderForm(dialog(rod), metric);
    const length = await screen.findByLabelText('Length (m)');
    await user.clear(length);
    await user.type(length, '10');
    await user.click(screen.getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByLabelText('Length (m)')).toHaveAccessibleDescription('Length must be at most 9.14 m');
    expect(writes()).toEqual([]);
  });

  it("shows a reel's max drag in kg and stores what is typed in pounds", async () => {
    const { user, writes } = renderForm(dialog(reel), metric);
    const drag = await screen.findByLabelText('Max Drag (kg)');
    expect(drag).toHaveValue(5);
    await user.clear(drag);
    await user.type(drag, '6.5');
    await user.click(screen.getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByText('Gear updated successfully')).toBeInTheDocument();
    expect((writes()[0]?.body as Gear).reelDetails?.drag).toBeCloseTo(6.5 / 0.45359237, 12);
  });

  it("shows a lure's weight in grams, keeps it untouched, and stores a typed one in ounces", async () => {
    const { user, writes } = renderForm(dialog(jig), metric);
    const weight = await screen.findByLabelText('Weight (g)');
    expect(weight).toHaveValue(14.2);
    await user.click(screen.getByRole('button', { name: 'Update Gear' }));
    expect(await screen.findByText('Gear updated successfully')).toBeInTheDocument();
    expect((writes()[0]?.body as Gear).lureDetails?.weight).toBe(0.5);
  });

  it('adds a lure weighed in grams', async () => {
    const { user, writes } = renderForm(dialog(null), metric);
    await user.type(screen.getByLabelText('Name'), 'Spoon');
    await chooseType(user, 'Lure');
    await user.type(await screen.findByLabelText('Weight (g)'), '14');
    await user.click(screen.getByRole('button', { name: 'Add Gear' }));
    expect(await screen.findByText('Gear added successfully')).toBeInTheDocument();
    expect((writes()[0]?.body as Gear).lureDetails?.weight).toBeCloseTo(14 / 28.349523125, 12);
  });
});
