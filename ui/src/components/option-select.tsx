import * as React from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

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
  /** Items before the options ('None' ...). */
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
  leading,
  trailing,
  ...trigger
}: OptionSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} name={name} disabled={disabled}>
      <SelectTrigger ref={ref} onBlur={onBlur} {...trigger}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
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
