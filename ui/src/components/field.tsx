import * as React from 'react';
import { cn } from '../lib/utils';
import { Input, Label } from './form-controls';

/** A field's error as react-hook-form gives it (`errors.name`), or a plain sentence. */
export type FieldErrorLike = string | { message?: unknown } | null | undefined;

/** The sentence of a field error, or null when there is none. */
export function fieldErrorText(error: FieldErrorLike): string | null {
  const message = typeof error === 'string' ? error : error?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/** What the control inside a `Field` spreads on itself: its id and the accessibility wiring. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

export interface FieldProps {
  label: React.ReactNode;
  /** A hint under the control, tied to it with aria-describedby. */
  description?: React.ReactNode;
  /** Beside the label, at the end of its line (a badge such as 'Estimated'). */
  aside?: React.ReactNode;
  error?: FieldErrorLike;
  /** Announce the error when it appears (role="alert"), for messages that come after a click elsewhere. */
  announce?: boolean;
  /** Marks the control aria-required (add `<RequiredMark />` to the label for the visible star). */
  required?: boolean;
  /** The control's id; one is made up when absent. */
  id?: string;
  /** 'inline' puts a checkbox (or switch) before its label on one line. */
  layout?: 'stack' | 'inline';
  className?: string;
  labelClassName?: string;
  /** Renders the control; spread the props on the focusable element (Input, SelectTrigger ...). */
  children: (control: FieldControlProps) => React.ReactNode;
}

/**
 * A labelled form control with its hint and error: one place for id / htmlFor / aria-describedby /
 * aria-invalid. Works with react-hook-form: `<Field label="Name" error={errors.name}>{(p) =>
 * <Input {...p} {...register('name')} />}</Field>`.
 */
export function Field({
  label,
  description,
  aside,
  error,
  announce = false,
  required = false,
  id,
  layout = 'stack',
  className,
  labelClassName,
  children,
}: FieldProps) {
  const generated = React.useId();
  const controlId = id ?? generated;
  const message = fieldErrorText(error);
  const hintId = description != null ? `${controlId}-hint` : undefined;
  const errorId = message ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ');
  const control: FieldControlProps = {
    id: controlId,
    ...(message ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  };
  const hint =
    description != null ? (
      <p id={hintId} className="text-xs text-muted-foreground">
        {description}
      </p>
    ) : null;
  const errorLine = message ? (
    <p id={errorId} role={announce ? 'alert' : undefined} className="text-sm text-destructive">
      {message}
    </p>
  ) : null;

  if (layout === 'inline') {
    return (
      <div className={cn('grid gap-2', className)}>
        <div className="flex items-center gap-2">
          {children(control)}
          <Label htmlFor={controlId} className={cn('font-normal', labelClassName)}>
            {label}
          </Label>
        </div>
        {hint}
        {errorLine}
      </div>
    );
  }
  const labelLine = (
    <Label htmlFor={controlId} className={labelClassName}>
      {label}
    </Label>
  );
  return (
    <div className={cn('grid gap-2', className)}>
      {aside ? (
        <div className="flex items-center justify-between gap-2">
          {labelLine}
          {aside}
        </div>
      ) : (
        labelLine
      )}
      {children(control)}
      {hint}
      {errorLine}
    </div>
  );
}

/** The red star after a required field's label (hidden from screen readers: the control says it). */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      {' '}
      *
    </span>
  );
}

/**
 * For react-hook-form's `setValueAs` on a number input: '' (or anything the browser cannot read as
 * a number) means "not given" (null).
 */
export function toOptionalNumber(value: unknown): number | null {
  if (value === '' || value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** react-hook-form's register options of a number input: `register('cost', asOptionalNumber)`. */
export const asOptionalNumber = { setValueAs: toOptionalNumber } as const;

export interface NumberInputProps extends Omit<React.ComponentProps<'input'>, 'type'> {
  /** Whole numbers: the numeric keypad on a phone; otherwise the decimal one. */
  integer?: boolean;
}

/** A number input (register it with `asOptionalNumber`: empty means "not given"). */
export function NumberInput({ integer = false, ...props }: NumberInputProps) {
  return <Input type="number" inputMode={integer ? 'numeric' : 'decimal'} {...props} />;
}
