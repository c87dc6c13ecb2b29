import { consumableInputSchema, gearInputSchema, type ProductKind } from '@tackle/contracts';
import type { SmartEntryForm } from './smart-entry';
import { toConsumableInput, toGearInput } from './smart-entry';

/** The card's fields, in the order they are shown (the first one with an error gets the focus). */
export const SMART_FIELDS = ['type', 'category', 'name', 'brand', 'model', 'unit', 'description', 'size', 'price', 'quantity', 'color'] as const;
export type SmartField = (typeof SMART_FIELDS)[number];
export type SmartFieldErrors = Partial<Record<SmartField, string>>;

/** Payload field (as the add endpoints name it) -> the card field the user corrects. */
const FIELD_OF_PAYLOAD: Readonly<Record<ProductKind, Readonly<Record<string, SmartField>>>> = {
  consumable: {
    name: 'name',
    category: 'category',
    unit: 'unit',
    initialQuantity: 'quantity',
    cost: 'price',
    price: 'price',
    size: 'size',
    brand: 'brand',
    model: 'model',
    color: 'color',
    description: 'description',
    notes: 'description',
  },
  gear: {
    name: 'name',
    typeId: 'category',
    brand: 'brand',
    model: 'model',
    retailCost: 'price',
    notes: 'description',
  },
};

function collect(type: ProductKind, entries: Iterable<[string, string]>): SmartFieldErrors {
  const errors: SmartFieldErrors = {};
  for (const [path, message] of entries) {
    const field = FIELD_OF_PAYLOAD[type][path.split('.')[0] ?? ''];
    if (field && errors[field] === undefined) errors[field] = message;
  }
  return errors;
}

/** What the add endpoint would refuse, checked with the same contract schema before sending. */
export function smartEntryErrors(form: SmartEntryForm): SmartFieldErrors {
  const result =
    form.type === 'gear' ? gearInputSchema.safeParse(toGearInput(form)) : consumableInputSchema.safeParse(toConsumableInput(form));
  if (result.success) return {};
  return collect(
    form.type,
    result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message]),
  );
}

/**
 * The fields a refused add (400/422 with `details.fields`, or a message naming one) points at;
 * empty when the refusal names no field of the card (the caller then shows a toast).
 */
export function fieldErrorsFromApiError(error: unknown, type: ProductKind): SmartFieldErrors {
  if (typeof error !== 'object' || error === null) return {};
  const { status, body } = error as { status?: unknown; body?: unknown };
  if (status !== 400 && status !== 422) return {};
  const fields = (body as { details?: { fields?: unknown } } | undefined)?.details?.fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return collect(
    type,
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The first field with an error, in the card's order. */
export function firstErrorField(errors: SmartFieldErrors): SmartField | null {
  return SMART_FIELDS.find((field) => errors[field] !== undefined) ?? null;
}
