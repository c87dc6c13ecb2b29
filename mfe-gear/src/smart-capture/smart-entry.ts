import {
  CONSUMABLE_CATEGORIES,
  CONSUMABLE_CATEGORY_LABELS,
  SMART_ENTRY_DEFAULTS,
  gearTypeIdFromAnalysis,
  needsCategorySuggestion,
  smartEntryConsumableNotes,
  smartEntryGearNotes,
  smartEntryPrice,
  smartEntryQuantity,
  suggestConsumableCategories,
  type ConsumableCategory,
  type ConsumableInputBody,
  type ConsumableUnit,
  type GearInputBody,
  type ProductAnalysisResult,
  type ProductKind,
} from '@tackle/contracts';

/** Characters of the product name the 'Smart Suggestions' label shows. */
export const SUGGESTION_NAME_LENGTH = 20;
export const TOP_SUGGESTIONS = 3;

/** The panel's editable fields, as strings where the user types. */
export interface SmartEntryForm {
  type: ProductKind;
  /** Free text for gear; a consumable category for consumables. */
  category: string;
  name: string;
  brand: string;
  model: string;
  unit: ConsumableUnit;
  description: string;
  size: string;
  price: string;
  quantity: string;
  color: string;
  notes: string;
  gearType: string;
}

const isConsumableCategory = (value: string | null | undefined): value is ConsumableCategory =>
  (CONSUMABLE_CATEGORIES as readonly string[]).includes(value ?? '');

/** The best keyword match for a consumable, or the default category. */
export function suggestedCategory(name: string, description: string): ConsumableCategory {
  return suggestConsumableCategories(name, description)[0]?.category ?? SMART_ENTRY_DEFAULTS.consumableCategory;
}

/** The form as the analysis fills it; the keyword suggestion decides a consumable's unknown category. */
export function formFromAnalysis(result: ProductAnalysisResult): SmartEntryForm {
  const name = result.name;
  const description = result.description ?? '';
  let category: string;
  if (result.type === 'gear') category = result.category ?? '';
  else if (needsCategorySuggestion(result)) category = suggestedCategory(name, description);
  else category = isConsumableCategory(result.consumableCategory) ? result.consumableCategory : SMART_ENTRY_DEFAULTS.consumableCategory;
  return {
    type: result.type,
    category,
    name,
    brand: result.brand ?? '',
    model: result.model ?? '',
    unit: result.unit ?? SMART_ENTRY_DEFAULTS.unit,
    description,
    size: result.size ?? '',
    price: String(result.price ?? SMART_ENTRY_DEFAULTS.price),
    quantity: String(result.quantity ?? SMART_ENTRY_DEFAULTS.quantity),
    color: result.color ?? '',
    notes: result.notes ?? '',
    gearType: result.gearType ?? result.category ?? '',
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** POST /api/gear body: notes are description, notes and size joined with ' • '. */
export function toGearInput(form: SmartEntryForm): GearInputBody {
  const price = smartEntryPrice(form.price);
  return {
    name: form.name.trim(),
    brand: orNull(form.brand),
    model: orNull(form.model),
    typeId: gearTypeIdFromAnalysis(form.gearType || form.category),
    retailCost: price,
    notes: smartEntryGearNotes({ description: form.description, notes: form.notes, size: form.size }),
    condition: SMART_ENTRY_DEFAULTS.condition,
    consumables: [],
  };
}

/** POST /api/consumables body: notes are description and notes. */
export function toConsumableInput(form: SmartEntryForm): ConsumableInputBody {
  return {
    name: form.name.trim(),
    category: isConsumableCategory(form.category) ? form.category : SMART_ENTRY_DEFAULTS.consumableCategory,
    unit: form.unit,
    initialQuantity: smartEntryQuantity(form.quantity),
    minStockLevel: SMART_ENTRY_DEFAULTS.minStockLevel,
    brand: orNull(form.brand),
    model: orNull(form.model),
    size: orNull(form.size),
    color: orNull(form.color),
    price: smartEntryPrice(form.price),
    description: orNull(form.description),
    notes: smartEntryConsumableNotes({ description: form.description, notes: form.notes }),
    gearTypeIds: [],
  };
}

/** 'Detected consumable: Gamakatsu EWG Hook (hook)' */
export function detectedMessage(result: ProductAnalysisResult, form: SmartEntryForm): string {
  const base = `Detected ${result.type}: ${result.name || 'unnamed product'}`;
  return result.type === 'consumable' ? `${base} (${form.category})` : base;
}

/** Top category matches for the picker, from the name's first 20 characters. */
export function categorySuggestions(name: string) {
  return suggestConsumableCategories(name.slice(0, SUGGESTION_NAME_LENGTH)).slice(0, TOP_SUGGESTIONS);
}

/** 'N% confident' with one decimal at most ('87.5% confident', '90% confident'). */
export function confidenceLabel(confidence: number): string {
  return `${Number((confidence * 100).toFixed(1))}% confident`;
}

/**
 * The category as the card reads it: a consumable's label ('Click edit to select category' until
 * one is picked), gear's as typed.
 */
export function shownCategory(form: Pick<SmartEntryForm, 'type' | 'category'>): string {
  if (form.type !== 'consumable') return form.category;
  if (!form.category) return 'Click edit to select category';
  return CONSUMABLE_CATEGORY_LABELS[form.category as ConsumableCategory] ?? form.category;
}
