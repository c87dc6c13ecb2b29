import { z } from 'zod';
import {
  BEARINGS_MESSAGE,
  CONSUMABLE_QUANTITY_MESSAGE,
  DEFAULT_GEAR_CONDITION,
  GEAR_CONDITIONS,
  GEAR_NAME_MAX,
  GEAR_NOTES_MAX,
  GEAR_TYPE_IDS,
  GEAR_TYPE_REQUIRED_MESSAGE,
  IMAGE_URL_MAX,
  LURE_TYPES,
  MAX_ROD_LENGTH_FEET,
  NAME_REQUIRED_MESSAGE,
  REEL_TYPES,
  ROD_ACTIONS,
  ROD_POWERS,
  ROD_TYPES,
  feetAndInchesFromRodLength,
  formNumber,
  formWholeNumber,
  gearConsumableLinkSchema,
  measuredFormNumber,
  lureTypeLabel,
  normaliseBearings,
  type Gear,
  type GearInput,
  type GearTypeId,
  type LureType,
  type UnitSystem,
} from '@tackle/contracts';

// The Add / Edit Gear form (spec §3 "Gear form fields"): its state, defaults and mapping to the
// HTTP body (the server validates the body with gearInputSchema from contracts).

const blankOr = <const T extends readonly [string, ...string[]]>(values: T) => z.union([z.enum(values), z.literal('')]);
/**
 * The gear dialog's state: text inputs hold strings ('' when empty), number inputs hold a number
 * or null when empty, selects hold '' until chosen.
 */
export function gearFormSchemaFor(system: UnitSystem) {
  return z.object({
  name: z.string().trim().min(1, NAME_REQUIRED_MESSAGE).max(GEAR_NAME_MAX),
  typeId: z
    .number({ error: GEAR_TYPE_REQUIRED_MESSAGE })
    .int(GEAR_TYPE_REQUIRED_MESSAGE)
    .min(1, GEAR_TYPE_REQUIRED_MESSAGE)
    .max(3, GEAR_TYPE_REQUIRED_MESSAGE)
    .nullable()
    .refine((id) => id !== null, GEAR_TYPE_REQUIRED_MESSAGE),
  brand: z.string().max(GEAR_NAME_MAX),
  model: z.string().max(GEAR_NAME_MAX),
  purchaseDate: z.string(),
  condition: z.enum(GEAR_CONDITIONS),
  retailCost: formNumber('Retail cost', 0, 10_000_000),
  purchaseCost: formNumber('Purchase cost', 0, 10_000_000),
  notes: z.string().max(GEAR_NOTES_MAX),
  imageUrl: z.string().max(IMAGE_URL_MAX),
  /** The form's quantity input is a whole number (spec §5). */
  consumables: z.array(
    gearConsumableLinkSchema.extend({
      quantity: z
        .number({ error: CONSUMABLE_QUANTITY_MESSAGE })
        .int(CONSUMABLE_QUANTITY_MESSAGE)
        .min(0, CONSUMABLE_QUANTITY_MESSAGE),
      notes: z.string().optional(),
    }),
  ),
  // Imperial: feet and inches, checked as typed. Metric: one field in metres over `lengthStored`.
  lengthFeet: system === 'imperial' ? formNumber('Length (feet)', 0, MAX_ROD_LENGTH_FEET) : z.number().nullable(),
  lengthInches: system === 'imperial' ? formWholeNumber('Length (inches)', 0, 11) : z.number().nullable(),
  /**
   * The length as stored (decimal feet, any precision): kept while the fields still show it, so an
   * edit never rounds it to the nearest inch or centimetre (decision 121).
   */
  lengthStored: system === 'imperial' ? z.number().nullable() : measuredFormNumber(system, 'rodLength', 'Length', 0, MAX_ROD_LENGTH_FEET),
  power: blankOr(ROD_POWERS),
  action: blankOr(ROD_ACTIONS),
  lineWeight: z.string(),
  pieces: formWholeNumber('Pieces', 1, 20),
  rodType: blankOr(ROD_TYPES),
  reelType: blankOr(REEL_TYPES),
  gearRatio: z.string(),
  bearings: z.string().refine((text) => text.trim() === '' || normaliseBearings(text) !== null, BEARINGS_MESSAGE),
  capacity: z.string(),
  drag: measuredFormNumber(system, 'drag', 'Drag', 0, 1000),
  reelSize: z.string().max(20, 'Reel size must be at most 20 characters'),
  lureType: blankOr(LURE_TYPES),
  size: z.string(),
  weight: measuredFormNumber(system, 'lureWeight', 'Lure weight', 0, 1000),
  color: z.string(),
  hooks: z.string(),
  });
}

/** The form in the spec's (imperial) units. */
export const gearFormSchema = gearFormSchemaFor('imperial');
/** Dialog state, before validation (typeId is null until a type is chosen). */
export type GearForm = z.input<typeof gearFormSchema>;
/** Dialog state that passed gearFormSchema: the only thing gearFormToInput accepts. */
export type ValidGearForm = z.output<typeof gearFormSchema>;

export const EMPTY_GEAR_FORM: GearForm = {
  name: '',
  typeId: null,
  brand: '',
  model: '',
  purchaseDate: '',
  condition: DEFAULT_GEAR_CONDITION,
  retailCost: null,
  purchaseCost: null,
  notes: '',
  imageUrl: '',
  consumables: [],
  lengthFeet: null,
  lengthInches: null,
  lengthStored: null,
  power: '',
  action: '',
  lineWeight: '',
  pieces: null,
  rodType: '',
  reelType: '',
  gearRatio: '',
  bearings: '',
  capacity: '',
  drag: null,
  reelSize: '',
  lureType: '',
  size: '',
  weight: null,
  color: '',
  hooks: '',
};

const blankToNull = (text: string | null | undefined): string | null => {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** Total rod length in decimal feet; one part alone counts the other as 0. */
export function rodLengthFromFeetAndInches(feet: number | null, inches: number | null): number | null {
  if (feet == null && inches == null) return null;
  return (feet ?? 0) + (inches ?? 0) / 12;
}

/** The rod length the form holds: the stored one while the fields still show it, else what they say. */
export function formRodLength(form: Pick<GearForm, 'lengthFeet' | 'lengthInches' | 'lengthStored'>): number | null {
  const stored = form.lengthStored ?? null;
  if (stored !== null) {
    const { feet, inches } = feetAndInchesFromRodLength(stored);
    if ((form.lengthFeet ?? null) === feet && (form.lengthInches ?? null) === inches) return stored;
  }
  return rodLengthFromFeetAndInches(form.lengthFeet ?? null, form.lengthInches ?? null);
}

/** What the metric length field sets: the stored length, and the feet and inches it shows as. */
export function rodLengthPatch(stored: number | null): Pick<GearForm, 'lengthFeet' | 'lengthInches' | 'lengthStored'> {
  const { feet, inches } = feetAndInchesFromRodLength(stored);
  return { lengthFeet: feet, lengthInches: inches, lengthStored: stored };
}

/**
 * Form state -> HTTP body. Only the section of the chosen type is sent, so switching a rod to a
 * reel in the dialog does not leave stale rod details behind.
 */
export function gearFormToInput(form: ValidGearForm): GearInput {
  const typeId = form.typeId as GearTypeId;
  return {
    name: form.name.trim(),
    typeId,
    brand: blankToNull(form.brand),
    model: blankToNull(form.model),
    purchaseDate: blankToNull(form.purchaseDate),
    condition: form.condition,
    retailCost: form.retailCost,
    purchaseCost: form.purchaseCost,
    notes: blankToNull(form.notes),
    imageUrl: blankToNull(form.imageUrl),
    consumables: form.consumables.map((link) => ({
      consumableId: link.consumableId,
      quantity: link.quantity,
      notes: blankToNull(link.notes),
    })),
    rodDetails:
      typeId === GEAR_TYPE_IDS.rod
        ? {
            length: formRodLength(form),
            power: form.power || null,
            action: form.action || null,
            lineWeight: blankToNull(form.lineWeight),
            pieces: form.pieces,
            type: form.rodType || null,
          }
        : null,
    reelDetails:
      typeId === GEAR_TYPE_IDS.reel
        ? {
            type: form.reelType || null,
            gearRatio: blankToNull(form.gearRatio),
            bearings: blankToNull(form.bearings) === null ? null : normaliseBearings(form.bearings),
            capacity: blankToNull(form.capacity),
            drag: form.drag,
            size: blankToNull(form.reelSize),
          }
        : null,
    lureDetails:
      typeId === GEAR_TYPE_IDS.lure
        ? {
            type: form.lureType ? (form.lureType.toLowerCase() as LureType) : null,
            size: blankToNull(form.size),
            weight: form.weight,
            color: blankToNull(form.color),
            hooks: blankToNull(form.hooks),
          }
        : null,
  };
}

/** Stored gear (or a normalised input) -> form state, for edit and copy. */
export function gearToForm(gear: GearInput): GearForm {
  const { feet, inches } = feetAndInchesFromRodLength(gear.rodDetails?.length);
  return {
    name: gear.name,
    typeId: gear.typeId,
    brand: gear.brand ?? '',
    model: gear.model ?? '',
    // A stored instant is shown in a date input as its calendar day.
    purchaseDate: gear.purchaseDate ? gear.purchaseDate.slice(0, 10) : '',
    condition: gear.condition,
    retailCost: gear.retailCost,
    purchaseCost: gear.purchaseCost,
    notes: gear.notes ?? '',
    imageUrl: gear.imageUrl ?? '',
    consumables: gear.consumables.map((link) => ({
      consumableId: link.consumableId,
      quantity: link.quantity,
      notes: link.notes ?? '',
    })),
    lengthFeet: feet,
    lengthInches: inches,
    lengthStored: gear.rodDetails?.length ?? null,
    power: gear.rodDetails?.power ?? '',
    action: gear.rodDetails?.action ?? '',
    lineWeight: gear.rodDetails?.lineWeight ?? '',
    pieces: gear.rodDetails?.pieces ?? null,
    rodType: gear.rodDetails?.type ?? '',
    reelType: gear.reelDetails?.type ?? '',
    gearRatio: gear.reelDetails?.gearRatio ?? '',
    // Read models written before decision 039 may still hold a number.
    bearings: gear.reelDetails?.bearings == null ? '' : String(gear.reelDetails.bearings),
    capacity: gear.reelDetails?.capacity ?? '',
    drag: gear.reelDetails?.drag ?? null,
    reelSize: gear.reelDetails?.size ?? '',
    lureType: lureTypeLabel(gear.lureDetails?.type) ?? '',
    size: gear.lureDetails?.size ?? '',
    weight: gear.lureDetails?.weight ?? null,
    color: gear.lureDetails?.color ?? '',
    hooks: gear.lureDetails?.hooks ?? '',
  };
}

/** Suffix of a copy's name (spec §4). */
export const COPY_SUFFIX = ' (Copy)';

/** A new form pre-filled from existing gear: everything but the photo, named '... (Copy)'. */
export function copyGearToForm(gear: Gear): GearForm {
  return { ...gearToForm(gear), name: `${gear.name}${COPY_SUFFIX}`, imageUrl: '' };
}
