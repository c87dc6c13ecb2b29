// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unitsFor } from '../runtime/units';
import { UnitNumberInput } from './unit-number-input';

function Weight({ initial, onStored }: { initial: number | null; onStored: (value: number | null) => void }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <>
      <UnitNumberInput
        aria-label="Weight (kg)"
        value={value}
        quantity="weight"
        units={unitsFor('metric')}
        onChange={(stored) => {
          setValue(stored);
          onStored(stored);
        }}
      />
      <button type="button" onClick={() => setValue(5)}>
        Fill 5 lb
      </button>
    </>
  );
}

afterEach(cleanup);

describe('UnitNumberInput', () => {
  it('shows the stored pounds in kg, and stores what is typed in pounds', async () => {
    const stored: Array<number | null> = [];
    render(<Weight initial={3.5} onStored={(value) => stored.push(value)} />);
    const input = screen.getByLabelText('Weight (kg)');
    expect(input).toHaveValue(1.59);
    await userEvent.clear(input);
    await userEvent.type(input, '1.6');
    expect(input).toHaveValue(1.6);
    expect(stored.at(-1)).toBeCloseTo(3.527396, 6);
  });

  it('typed back to what it showed, the stored value comes back exactly', async () => {
    const stored: Array<number | null> = [];
    render(<Weight initial={3.5} onStored={(value) => stored.push(value)} />);
    const input = screen.getByLabelText('Weight (kg)');
    await userEvent.clear(input);
    expect(stored.at(-1)).toBeNull();
    await userEvent.type(input, '1.59');
    expect(stored.at(-1)).toBe(3.5);
  });

  it('shows a value set from outside at once', async () => {
    render(<Weight initial={null} onStored={() => undefined} />);
    const input = screen.getByLabelText('Weight (kg)');
    expect(input).toHaveValue(null);
    await userEvent.click(screen.getByRole('button', { name: 'Fill 5 lb' }));
    expect(input).toHaveValue(2.27);
  });

  it("writes the value again in the angler's units when their settings arrive after it showed", () => {
    const field = (system: 'imperial' | 'metric') => (
      <UnitNumberInput aria-label="Water temperature" value={59} quantity="temperature" units={unitsFor(system)} onChange={() => undefined} />
    );
    const { rerender } = render(field('imperial'));
    expect(screen.getByLabelText('Water temperature')).toHaveValue(59);
    rerender(field('metric'));
    expect(screen.getByLabelText('Water temperature')).toHaveValue(15);
  });
});
