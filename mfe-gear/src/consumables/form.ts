import { z } from 'zod';
import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_MESSAGES,
  CONSUMABLE_UNITS,
  DEFAULT_CONSUMABLE_UNIT,
  DEFAULT_MIN_STOCK_LEVEL,
  consumableInputSchema,
  sizeFieldText,
  storedSizeFromField,
  type Consumable,
  type ConsumableUpdateBody,
  type UnitSystem,
} from '@tackle/contracts';
import { textFieldsOf, type CreateOrUpdateMessages } from '@tackle/ui';

// The Add / Edit Consumable form and the Track Consumable Usage form: state, defaults, mapping.

/** The dialog's state: text inputs hold strings, number inputs a number or null, selects '' until chosen. */
export const consumableFormFieldsSchema = z.object({
  name: z.string(),
  category: z.union([z.enum(CONSUMABLE_CATEGORIES), z.literal('')]),
  unit: z.union([z.enum(CONSUMABLE_UNITS), z.literal('')]),
  initialQuantity: z.number().nullable(),
  minStockLevel: z.number().nullable(),
  cost: z.number().nullable(),
  /** The size as the field shows it: in cm or g for a metric angler's soft plastic or sinker. */
  size: z.string(),
  /** The size as stored (null for a new item): kept exactly while the field still shows it (decision 121). */
  sizeStored: z.string().nullable(),
  description: z.string(),
  brand: z.string(),
  model: z.string(),
  color: z.string(),
  notes: z.string(),
  purchaseDate: z.string(),
  expiryDate: z.string(),
  /** Not shown in the dialog; carried so an edit (a full replacement) keeps the item's photo. */
  imageUrl: z.string(),
  gearTypeIds: z.array(z.number().int()),
});
export type ConsumableForm = z.infer<typeof consumableFormFieldsSchema>;

export const EMPTY_CONSUMABLE_FORM: ConsumableForm = {
  name: '',
  category: '',
  unit: DEFAULT_CONSUMABLE_UNIT,
  initialQuantity: null,
  minStockLevel: DEFAULT_MIN_STOCK_LEVEL,
  cost: null,
  size: '',
  sizeStored: null,
  description: '',
  brand: '',
  model: '',
  color: '',
  notes: '',
  purchaseDate: '',
  expiryDate: '',
  imageUrl: '',
  gearTypeIds: [],
};

/**
 * Form state -> the HTTP body, validated by the same schema the server uses, so the dialog shows
 * the spec's messages under the same fields ('Size is required for hook' under Size...). The
 * output is normalised: blank dates are null, pieces rounded, the name made from brand + model.
 */
export function consumableFormSchemaFor(system: UnitSystem) {
  return consumableFormFieldsSchema.transform((form, ctx) => {
    const { sizeStored, ...fields } = form;
    const result = consumableInputSchema.safeParse({
      ...fields,
      // Typed in the angler's units, stored in the spec's (decision 121).
      size: storedSizeFromField(system, form.category, form.size, sizeStored),
      minStockLevel: form.minStockLevel ?? undefined,
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) {
      ctx.issues.push({ code: 'custom', message: issue.message, path: issue.path, input: form });
    }
    return z.NEVER;
  });
}
export const consumableFormSchema = consumableFormSchemaFor('imperial');
export type ValidConsumableForm = z.output<typeof consumableFormSchema>;

/**
 * The PUT body of an edit: the form's quantity field is the count on hand, sent as
 * `currentQuantity`; `initialQuantity` stays what the item was added with (decision 098).
 */
export function editedConsumableBody(existing: Pick<Consumable, 'initialQuantity'>, valid: ValidConsumableForm): ConsumableUpdateBody {
  return { ...valid, initialQuantity: existing.initialQuantity, currentQuantity: valid.initialQuantity };
}

/**
 * Stored item -> form state for editing: the quantity field shows what is on hand now, the size in
 * the angler's units.
 */
export function consumableToForm(consumable: Consumable, system: UnitSystem = 'imperial'): ConsumableForm {
  return {
    name: consumable.name,
    category: consumable.category,
    unit: consumable.unit,
    initialQuantity: consumable.currentQuantity,
    minStockLevel: consumable.minStockLevel,
    cost: consumable.cost,
    size: sizeFieldText(system, consumable.category, consumable.size),
    sizeStored: consumable.size,
    ...textFieldsOf(consumable, ['description', 'brand', 'model', 'color', 'notes', 'imageUrl']),
    purchaseDate: consumable.purchaseDate ? consumable.purchaseDate.slice(0, 10) : '',
    expiryDate: consumable.expiryDate ? consumable.expiryDate.slice(0, 10) : '',
    gearTypeIds: consumable.gearTypes.map((type) => type.gearTypeId),
  };
}

/**
 * 'Track Consumable Usage' dialog state, from either side: `itemId` is the gear it was used on (from
 * the consumable) or the consumable used (from the gear). Quantity as typed.
 */
export const consumableUsageFormSchema = z.object({
  itemId: z.string().min(1, 'Please select the gear you used it on'),
  quantityUsed: z
    .number({ error: CONSUMABLE_MESSAGES.usageRequired })
    .gt(0, CONSUMABLE_MESSAGES.usageRequired)
    .nullable()
    .refine((quantity) => quantity !== null, CONSUMABLE_MESSAGES.usageRequired),
  notes: z.string().max(1000, 'Notes must be at most 1000 characters'),
});
export type ConsumableUsageForm = z.input<typeof consumableUsageFormSchema>;

export const EMPTY_USAGE_FORM: ConsumableUsageForm = { itemId: '', quantityUsed: null, notes: '' };

/** The dialog's toasts (spec: Catch, setup, consumable). */
export const CONSUMABLE_SAVE_MESSAGES: CreateOrUpdateMessages = {
  created: { success: 'Consumable added successfully', failure: 'Failed to add consumable' },
  updated: { success: 'Consumable updated successfully', failure: 'Failed to update consumable' },
};
