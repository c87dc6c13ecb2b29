import type { ReactNode } from 'react';
import { Check, Pencil } from 'lucide-react';
import {
  CONSUMABLE_CATEGORY_LABELS,
  CONSUMABLE_UNIT_LABELS,
  SMART_ENTRY_UNITS,
  confidenceLevel,
  type Consumable,
  type ConsumableCategory,
  type ConsumableUnit,
  type ProductAnalysisResult,
  type ProductKind,
} from '@tackle/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Field,
  Input,
  OptionSelect,
  Spinner,
  Textarea,
  type FieldControlProps,
} from '@tackle/ui';
import { CategoryPicker } from './CategoryPicker';
import type { SmartField, SmartFieldErrors } from './field-errors';
import { MatchNotice } from './MatchNotice';
import { confidenceLabel, type SmartEntryForm } from './smart-entry';
import type { InventoryMatch } from './smart-state';

const BADGE_VARIANT = { high: 'success', medium: 'warning', low: 'destructive' } as const;
const TYPE_OPTIONS = [
  { value: 'gear', label: 'Gear' },
  { value: 'consumable', label: 'Consumable' },
];
const UNIT_OPTIONS = SMART_ENTRY_UNITS.map((unit) => ({ value: unit, label: CONSUMABLE_UNIT_LABELS[unit] }));

export interface IdentifiedCardProps {
  result: ProductAnalysisResult;
  form: SmartEntryForm;
  photo: string | null;
  editing: boolean;
  adding: boolean;
  pending: 'new' | 'restock' | null;
  match: InventoryMatch | null;
  errors: SmartFieldErrors;
  onToggleEdit: () => void;
  onChange: (patch: Partial<SmartEntryForm>) => void;
  onAdd: () => void;
  onRestock: (existing: Consumable, amount: number) => void;
  onTryAgain: () => void;
}

/** The identified product: read as text, or edited field by field (edit mode). */
export function IdentifiedCard(props: IdentifiedCardProps) {
  const {
    result,
    form,
    photo,
    editing,
    adding,
    pending,
    match,
    errors,
    onToggleEdit,
    onChange,
    onAdd,
    onRestock,
    onTryAgain,
  } = props;
  const consumable = form.type === 'consumable';
  const text = (value: string, placeholder = 'Not specified') =>
    value.trim() === '' ? <span className="italic text-muted-foreground">{placeholder}</span> : value;
  const categoryText = consumable
    ? form.category
      ? (CONSUMABLE_CATEGORY_LABELS[form.category as ConsumableCategory] ?? form.category)
      : 'Click edit to select category'
    : form.category;
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

  return (
    <Card>
      <CardHeader className="flex flex-row items-start justify-between gap-3 space-y-0">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="text-lg">Product Identified</CardTitle>
          <Badge variant={BADGE_VARIANT[confidenceLevel(result.confidence)]}>
            {confidenceLabel(result.confidence)}
          </Badge>
        </div>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={editing ? 'Done editing' : 'Edit details'}
          aria-pressed={editing}
          onClick={onToggleEdit}
        >
          {editing ? <Check aria-hidden="true" /> : <Pencil aria-hidden="true" />}
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {match ? (
          <MatchNotice match={match} adding={adding} restocking={pending === 'restock'} onRestock={onRestock} />
        ) : null}
        {photo ? <img src={photo} alt="Product photo" className="max-h-40 w-full rounded-md object-contain" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('type', 'Type', consumable ? 'Consumable' : 'Gear', (p) => (
            <OptionSelect
              {...p}
              className="w-full"
              value={form.type}
              options={TYPE_OPTIONS}
              onChange={(value) =>
                onChange({ type: value as ProductKind, category: value === 'consumable' ? 'hook' : '' })
              }
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
          {field('price', 'Current Price ($)', `$${(Number.parseFloat(form.price) || 0).toFixed(2)}`, (p) => (
            <Input
              {...p}
              type="number"
              min={0}
              step={0.01}
              value={form.price}
              onChange={(event) => onChange({ price: event.target.value })}
            />
          ))}
          {field('quantity', 'Quantity', text(form.quantity), (p) => (
            <Input
              {...p}
              type="number"
              min={0}
              step={1}
              value={form.quantity}
              onChange={(event) => onChange({ quantity: event.target.value })}
            />
          ))}
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
      </CardContent>
      <CardFooter className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onTryAgain} disabled={adding}>
          Try Again
        </Button>
        <Button
          type="button"
          variant={match?.kind === 'consumable' ? 'outline' : 'default'}
          onClick={onAdd}
          disabled={adding}
        >
          {pending === 'new' ? <Spinner size="sm" label="Adding" /> : null}
          {match ? 'Add as new' : 'Add to Inventory'}
        </Button>
      </CardFooter>
    </Card>
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
