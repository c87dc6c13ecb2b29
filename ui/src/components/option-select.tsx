import * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

/** The value of the "no value" item inside the select (the field itself holds ''). */
const NONE = '__none__';

export interface SelectOption {
  value: string;
  label: React.ReactNode;
}

export interface OptionSelectProps {
  value: string;
  /** Called with the chosen value (the name react-hook-form's `field` uses, so `{...field}` fits). */
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  name?: string;
  onBlur?: () => void;
  disabled?: boolean;
  /** The trigger (react-hook-form's `field.ref` focuses it on a validation error). */
  ref?: React.Ref<HTMLButtonElement>;
  id?: string;
  className?: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
  'aria-label'?: string;
  /**
   * The item of "no value" ('Not recorded', 'No setup'): the field's '' shows it, and choosing it
   * answers '' (a Radix item cannot have '' as its value).
   */
  none?: React.ReactNode;
  /** Items before the options. */
  leading?: React.ReactNode;
  /** Items after the options. */
  trailing?: React.ReactNode;
}

/**
 * A Select over a list of `{ value, label }` options; the id / aria props go on the trigger, so it
 * sits in a `Field` like an Input: `<Field ...>{(p) => <OptionSelect {...p} {...field} options={...} />}</Field>`.
 */
export function OptionSelect({
  value,
  onChange,
  options,
  placeholder,
  name,
  onBlur,
  disabled,
  ref,
  none,
  leading,
  trailing,
  ...trigger
}: OptionSelectProps) {
  const withNone = none !== undefined;
  // The chosen item's text, written here so that the items can wait until they are wanted
  // (decision 167). A value among the caller's own leading or trailing items: those are mounted
  // from the start, as Radix does, to show it.
  const chosen = withNone && value === '' ? { label: none } : options.find((option) => option.value === value);
  const onDemand = chosen !== undefined || (leading === undefined && trailing === undefined);
  return (
    <Select
      itemsOnDemand={onDemand}
      value={withNone && value === '' ? NONE : value}
      onValueChange={(next) => onChange(withNone && next === NONE ? '' : next)}
      name={name}
      disabled={disabled}
    >
      <SelectTrigger ref={ref} onBlur={onBlur} {...trigger}>
        {onDemand ? <SelectValue placeholder={placeholder}>{chosen?.label}</SelectValue> : <SelectValue placeholder={placeholder} />}
      </SelectTrigger>
      <SelectContent>
        {withNone ? <SelectItem value={NONE}>{none}</SelectItem> : null}
        {leading}
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
        {trailing}
      </SelectContent>
    </Select>
  );
}
