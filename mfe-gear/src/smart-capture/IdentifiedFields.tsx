import type { ReactNode } from 'react';
import { CONSUMABLE_UNIT_LABELS, SMART_ENTRY_UNITS, type ConsumableUnit, type ProductKind } from '@tackle/contracts';
import { Field, Input, OptionSelect, Textarea, type FieldControlProps } from '@tackle/ui';
import { CategoryPicker } from './CategoryPicker';
import type { SmartField, SmartFieldErrors } from './field-errors';
import { shownCategory, type SmartEntryForm } from './smart-entry';

const TYPE_OPTIONS = [
  { value: 'gear', label: 'Gear' },
  { value: 'consumable', label: 'Consumable' },
];
const UNIT_OPTIONS = SMART_ENTRY_UNITS.map((unit) => ({ value: unit, label: CONSUMABLE_UNIT_LABELS[unit] }));

export interface IdentifiedFieldsProps {
  form: SmartEntryForm;
  editing: boolean;
  errors: SmartFieldErrors;
  onChange: (patch: Partial<SmartEntryForm>) => void;
}

/** The identified product's fields: read as text, or edited field by field (edit mode). */
export function IdentifiedFields({ form, editing, errors, onChange }: IdentifiedFieldsProps) {
  const consumable = form.type === 'consumable';
  const text = (value: string, placeholder = 'Not specified') =>
    value.trim() === '' ? <span className="italic text-muted-foreground">{placeholder}</span> : value;
  const categoryText = shownCategory(form);
  /** One field: its value as text, or (edit mode) its control; `key` names the control 'smart-{key}'. */
  const field = (
    key: SmartField,
    label: string,
    value: ReactNode,
    control: (p: FieldControlProps) => ReactNode,
    wide = false,
  ) => (
    <SmartFieldView
      key={key}
      id={`smart-${key}`}
      label={label}
      editing={editing}
      value={value}
      wide={wide}
      error={errors[key]}
    >
      {control}
    </SmartFieldView>
  );
  const textInput =
    (key: 'name' | 'brand' | 'model' | 'size' | 'color', placeholder?: string) => (p: FieldControlProps) => (
      <Input
        {...p}
        value={form[key]}
        placeholder={placeholder}
        onChange={(event) => onChange({ [key]: event.target.value })}
      />
    );
  const numberInput = (key: 'price' | 'quantity', step: number) => (p: FieldControlProps) => (
    <Input
      {...p}
      type="number"
      min={0}
      step={step}
      value={form[key]}
      onChange={(event) => onChange({ [key]: event.target.value })}
    />
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {field('type', 'Type', consumable ? 'Consumable' : 'Gear', (p) => (
        <OptionSelect
          {...p}
          className="w-full"
          value={form.type}
          options={TYPE_OPTIONS}
          onChange={(value) => onChange({ type: value as ProductKind, category: value === 'consumable' ? 'hook' : '' })}
        />
      ))}
      {field('category', 'Category', text(categoryText ?? '', 'No category specified'), (p) =>
        consumable ? (
          <CategoryPicker
            {...p}
            value={form.category}
            productName={form.name}
            onChange={(category) => onChange({ category })}
          />
        ) : (
          <Input
            {...p}
            value={form.category}
            onChange={(event) => onChange({ category: event.target.value })}
            placeholder="e.g., spinning reel"
          />
        ),
      )}
      {field('name', 'Product Name', text(form.name), textInput('name'), true)}
      {field('brand', 'Brand', text(form.brand), textInput('brand'))}
      {field('model', 'Model', text(form.model), textInput('model'))}
      {consumable
        ? field('unit', 'Unit', CONSUMABLE_UNIT_LABELS[form.unit], (p) => (
            <OptionSelect
              {...p}
              className="w-full"
              value={form.unit}
              options={UNIT_OPTIONS}
              onChange={(value) => onChange({ unit: value as ConsumableUnit })}
            />
          ))
        : null}
      {field(
        'description',
        'Description',
        text(form.description, 'No description'),
        (p) => (
          <Textarea
            {...p}
            rows={3}
            value={form.description}
            onChange={(event) => onChange({ description: event.target.value })}
          />
        ),
        true,
      )}
      {field('size', 'Size/Specifications', text(form.size), textInput('size'))}
      {field(
        'price',
        'Current Price ($)',
        `$${(Number.parseFloat(form.price) || 0).toFixed(2)}`,
        numberInput('price', 0.01),
      )}
      {field('quantity', 'Quantity', text(form.quantity), numberInput('quantity', 1))}
      {consumable
        ? field('color', 'Color', text(form.color), textInput('color', 'e.g., red, green, chartreuse, silver'))
        : null}
      {form.notes ? (
        <div className="grid gap-1 sm:col-span-2">
          <p className="text-sm font-medium">Notes</p>
          <p className="break-words text-sm text-muted-foreground">{form.notes}</p>
        </div>
      ) : null}
    </div>
  );
}

interface SmartFieldViewProps {
  id: string;
  label: string;
  editing: boolean;
  value: ReactNode;
  wide: boolean;
  error: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** A field of the card: label and value as text, or (edit mode) a labelled control with its message. */
function SmartFieldView({ id, label, editing, value, wide, error, children }: SmartFieldViewProps) {
  const className = wide ? 'gap-1.5 sm:col-span-2' : 'gap-1.5';
  if (editing) {
    return (
      <Field id={id} label={label} error={error} announce className={className}>
        {children}
      </Field>
    );
  }
  return (
    <div className={`grid ${className}`}>
      <p className="text-sm font-medium" id={`${id}-label`}>
        {label}
      </p>
      <p className="break-words text-sm" aria-labelledby={`${id}-label`}>
        {value}
      </p>
    </div>
  );
}
