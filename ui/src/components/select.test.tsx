// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { FilterSelect } from './list-toolbar';
import { OptionSelect } from './option-select';
import { SelectItem } from './select';

afterEach(cleanup);

/** How many times an item's text was rendered: Radix renders a closed select's items into a detached fragment. */
let itemRenders = 0;
function Counted({ text }: { text: string }) {
  itemRenders += 1;
  return <>{text}</>;
}

const SPECIES = [
  { value: 'largemouth', label: <Counted text="Largemouth Bass" /> },
  { value: 'smallmouth', label: <Counted text="Smallmouth Bass" /> },
  { value: 'crappie', label: <Counted text="Crappie" /> },
];

function Species({ initial = 'smallmouth', none }: { initial?: string; none?: string }) {
  const [value, setValue] = useState(initial);
  return <OptionSelect aria-label="Species" value={value} onChange={setValue} options={SPECIES} none={none} />;
}

describe('a select’s items wait until they are wanted (decision 167)', () => {
  it('shows the chosen item’s text on the closed trigger without mounting any item', () => {
    itemRenders = 0;
    render(<Species />);
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveTextContent('Smallmouth Bass');
    // Only the trigger's own copy of the chosen label rendered, none of the items.
    expect(itemRenders).toBe(1);
  });

  it('shows the item of no value, and the placeholder without one', () => {
    render(<Species initial="" none="Not recorded" />);
    expect(screen.getByRole('combobox', { name: 'Species' })).toHaveTextContent('Not recorded');
  });

  it('mounts the items when the trigger gets focus, so typing a letter on it finds one', () => {
    itemRenders = 0;
    render(<Species />);
    act(() => screen.getByRole('combobox', { name: 'Species' }).focus());
    // The trigger's label and the three items (Radix's detached fragment, closed).
    expect(itemRenders).toBeGreaterThanOrEqual(4);
  });

  it('keeps a caller’s own leading item mounted from the start when it is the value', () => {
    render(
      <OptionSelect
        aria-label="Type"
        value="__unset__"
        onChange={() => undefined}
        options={[{ value: 'rod', label: 'Rod' }]}
        leading={<SelectItem value="__unset__">Not set</SelectItem>}
      />,
    );
    // Radix portals the mounted item's text into the trigger (after its layout effects).
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Not set');
  });

  it('the toolbar filter writes its chosen option', () => {
    render(
      <FilterSelect
        label="Filter by category"
        value="lures"
        onValueChange={() => undefined}
        options={[
          { value: 'all', label: 'All Categories' },
          { value: 'lures', label: 'Lures' },
        ]}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Filter by category' })).toHaveTextContent('Lures');
  });
});
