/**
 * The kit's react-hook-form fields (`@tackle/ui/form`): a `Field` whose control is bound to a form
 * field through react-hook-form's `Controller`, for the controls `register` cannot drive (selects,
 * numbers in the angler's units).
 *
 * A subpath of its own, outside the shared `@tackle/ui` entry: the entry the shell loads first stays
 * free of react-hook-form (decision 100), and each remote bundles this file with its own copy of
 * react-hook-form, the copy its `useForm` comes from. The kit parts it uses are imported through
 * `@tackle/ui`, so they are the one shared copy (a second copy of the units context would not see
 * the angler's settings).
 */
import type { ReactNode } from 'react';
import {
  Controller,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import type { Quantity } from '@tackle/contracts';
import {
  Field,
  OptionSelect,
  UnitNumberInput,
  unitInputOf,
  type FieldControlProps,
  type FieldProps,
  type OptionSelectProps,
  type UnitNumberInputProps,
  type Units,
} from '@tackle/ui';

export interface ControlledFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  V extends FieldValues = T,
> extends Omit<FieldProps, 'children'> {
  /** The form's `control` (`useForm<Form, unknown, ValidForm>()` gives V = ValidForm). */
  control: Control<T, unknown, V>;
  name: N;
  /** Renders the control: spread `p` (the Field's id and aria wiring) and what it needs of `field`. */
  children: (field: ControllerRenderProps<T, N>, p: FieldControlProps) => ReactNode;
}

/**
 * A labelled control bound to one form field: `<ControlledField control={control} name="type"
 * label="Type">{(field, p) => <OptionSelect {...p} {...field} options={...} />}</ControlledField>`.
 */
export function ControlledField<T extends FieldValues, N extends FieldPath<T>, V extends FieldValues = T>({
  control,
  name,
  children,
  ...field
}: ControlledFieldProps<T, N, V>) {
  return (
    <Field {...field}>
      {(p) => <Controller control={control} name={name} render={({ field: bound }) => <>{children(bound, p)}</>} />}
    </Field>
  );
}

export interface UnitFieldProps<T extends FieldValues, N extends FieldPath<T>, V extends FieldValues = T> extends Omit<
  ControlledFieldProps<T, N, V>,
  'children'
> {
  quantity: Quantity;
  units: Units;
  /** The input's own props (placeholder, min, step 'any' by default ...). */
  input?: Omit<UnitNumberInputProps, 'value' | 'onChange' | 'quantity' | 'units'>;
  /** Takes the stored value typed instead of the field (which `setField` still sets). */
  onStored?: (stored: number | null, setField: (stored: number | null) => void) => void;
}

/**
 * A measured value in the angler's units over the stored (canonical) value of a form field
 * (docs/decisions/121-units.md): the label names the unit the caller shows it in.
 */
export function UnitField<T extends FieldValues, N extends FieldPath<T>, V extends FieldValues = T>({
  quantity,
  units,
  input,
  onStored,
  ...field
}: UnitFieldProps<T, N, V>) {
  return (
    <ControlledField {...field}>
      {(bound, p) => (
        <UnitNumberInput
          {...p}
          {...unitInputOf(bound)}
          step="any"
          {...input}
          quantity={quantity}
          units={units}
          onChange={(stored) => (onStored ? onStored(stored, bound.onChange) : bound.onChange(stored))}
        />
      )}
    </ControlledField>
  );
}

export interface SelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  V extends FieldValues = T,
> extends Omit<ControlledFieldProps<T, N, V>, 'children'> {
  /** The select's own props: its options, placeholder, 'none' / leading / trailing items. */
  select: Omit<OptionSelectProps, 'value' | 'onChange' | 'name' | 'onBlur' | 'ref' | keyof FieldControlProps>;
  /** Called after the field takes a value the angler chose (to fill in what follows from it). */
  onChosen?: (value: string) => void;
}

/** A select over a list of options bound to one form field, which may act on the choice (`onChosen`). */
export function SelectField<T extends FieldValues, N extends FieldPath<T>, V extends FieldValues = T>({
  select,
  onChosen,
  ...field
}: SelectFieldProps<T, N, V>) {
  return (
    <ControlledField {...field}>
      {(bound, p) => (
        <OptionSelect
          {...p}
          {...bound}
          value={bound.value as string}
          {...select}
          onChange={(value) => {
            bound.onChange(value);
            onChosen?.(value);
          }}
        />
      )}
    </ControlledField>
  );
}
