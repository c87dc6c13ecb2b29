import { useEffect, useRef, useState } from 'react';
import type { Quantity } from '@tackle/contracts';
import type { Units } from '../runtime/units';
import { NumberInput } from './field';

export interface UnitNumberInputProps extends Omit<React.ComponentProps<typeof NumberInput>, 'value' | 'onChange' | 'type'> {
  /** The stored (canonical) value, or null for none. */
  value: number | null | undefined;
  /** The stored value for what is typed (null for an empty field). */
  onChange: (stored: number | null) => void;
  quantity: Quantity;
  units: Units;
}

/** What a react-hook-form Controller gives its render (`field`), as far as a UnitNumberInput uses it. */
export interface BoundField {
  name: string;
  ref: React.Ref<HTMLInputElement>;
  onBlur: () => void;
  value: unknown;
  onChange: (stored: number | null) => void;
}

/**
 * A UnitNumberInput's props from a Controller's `field`: `<UnitNumberInput {...unitInputOf(field)}
 * quantity="depth" units={units} />` (a later `onChange` replaces the field's own).
 */
export function unitInputOf(field: BoundField) {
  return { name: field.name, ref: field.ref, onBlur: field.onBlur, value: field.value as number | null, onChange: field.onChange };
}

/**
 * A number field in the angler's units over a stored value in the canonical unit
 * (docs/decisions/121-units.md). It shows the stored value converted and rounded; what is typed is
 * converted back, and a field the angler leaves as it was (or types back to what it showed) keeps
 * the stored value exactly. A value set from outside (the weather, a reset) shows at once, and so
 * does a change of the angler's units (their settings arriving after the field showed).
 */
export function UnitNumberInput({ value, onChange, quantity, units, ...props }: UnitNumberInputProps) {
  const original = useRef(value ?? null);
  const sent = useRef(value ?? null);
  const [text, setText] = useState(() => units.field(quantity, value));
  // The units the text is written in: the settings may arrive after the field first shows.
  const shownIn = useRef(units.system);
  useEffect(() => {
    if ((value ?? null) === sent.current && units.system === shownIn.current) return;
    shownIn.current = units.system;
    sent.current = value ?? null;
    original.current = value ?? null;
    setText(units.field(quantity, value));
  }, [value, quantity, units]);
  return (
    <NumberInput
      {...props}
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        const number = typed.trim() === '' ? null : Number(typed);
        const stored = number === null || !Number.isFinite(number) ? null : units.stored(quantity, number, original.current);
        sent.current = stored;
        onChange(stored);
      }}
    />
  );
}
