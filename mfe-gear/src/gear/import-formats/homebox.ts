import Papa from 'papaparse';
import {
  gearInputSchema,
  GEAR_TYPE_IDS,
  type GearTypeId,
  type StorageLocationType,
} from '@tackle/contracts';
import type { ParsedCsvRow } from '../csv';

// Homebox's CSV export of an inventory (HB.name, HB.location "A / B / C", HB.tags "a; b", ...),
// read as gear. The mapping is in docs/decisions/120-imports-from-other-apps.md.

/** Where an imported item goes: the storage location's name and how many of it are stored there. */
export interface StoragePlacement {
  location: string;
  quantity: number;
  /** The type a new location is created with. */
  locationType: StorageLocationType;
}

export interface HomeboxRow extends ParsedCsvRow {
  storage: StoragePlacement | null;
}

export interface HomeboxPreview {
  fileErrors: string[];
  rows: HomeboxRow[];
  /** HB.* columns Tackle does not read (serial number, insured, ...). */
  ignoredColumns: string[];
}

const READ = ['name', 'description', 'notes', 'quantity', 'location', 'tags', 'labels', 'manufacturer', 'modelnumber', 'purchaseprice', 'purchasedate', 'purchasetime'];
const fieldKey = (header: string) => header.trim().replace(/^HB\./i, '').toLowerCase().replace(/[^a-z]/g, '');

/** A Homebox export: HB.* headers with HB.name among them. */
export function isHomeboxHeader(headers: readonly string[]): boolean {
  return headers.some((header) => /^HB\.name$/i.test(header.trim()));
}

const TYPE_WORDS: Array<[GearTypeId, RegExp]> = [
  [GEAR_TYPE_IDS.rod, /\brods?\b/i],
  [GEAR_TYPE_IDS.reel, /\breels?\b/i],
  [GEAR_TYPE_IDS.lure, /\blures?\b/i],
];
const TYPE_NAMES: Record<GearTypeId, string> = { 1: 'rod', 2: 'reel', 3: 'lure' };

function typesNamedIn(texts: readonly string[]): GearTypeId[] {
  return TYPE_WORDS.filter(([, word]) => texts.some((text) => word.test(text))).map(([id]) => id);
}

/**
 * The gear type from the item's tags, else from its name: the one of rod, reel, lure they name.
 * None or several (a 'Rod and reel combo') is an error the angler fixes in the file, not a guess.
 */
export function gearTypeFromHomebox(tags: readonly string[], name: string): { typeId: GearTypeId } | { error: string } {
  const fromTags = typesNamedIn(tags);
  const found = fromTags.length > 0 ? fromTags : typesNamedIn([name]);
  if (found.length === 1) return { typeId: found[0]! };
  const where = fromTags.length > 0 ? 'The tags name' : 'The name names';
  return found.length > 1
    ? { error: `${where} more than one gear type (${found.map((id) => TYPE_NAMES[id]).join(', ')}); tag the item with one of Rod, Reel or Lure` }
    : { error: 'No gear type: tag the item Rod, Reel or Lure (or say it in the name)' };
}

/** 'Garage / Shelf 2 /  Tackle box' -> 'Garage / Shelf 2 / Tackle box'; '' -> null. */
export function homeboxLocationName(path: string): string | null {
  const parts = path
    .split('/')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.length === 0 ? null : parts.join(' / ');
}

const LOCATION_TYPES: Array<[RegExp, StorageLocationType]> = [
  [/\btackle\s*box(es)?\b/i, 'tackle_box'],
  [/\brod\s*(rack|holder|stand)s?\b/i, 'rod_rack'],
  [/\breel\s*(case|bag)s?\b/i, 'reel_case'],
  [/\bgarage\b/i, 'garage'],
  [/\bboat\b/i, 'boat'],
  [/\b(storage\s*room|closet|cupboard|basement|shed)\b/i, 'storage_room'],
];

/** The type of a new location from the last part of its path (the place itself); else 'custom'. */
export function storageTypeFor(locationName: string): StorageLocationType {
  const place = locationName.split(' / ').at(-1) ?? locationName;
  return LOCATION_TYPES.find(([words]) => words.test(place))?.[1] ?? 'custom';
}

/** '$1,249.50' -> 1249.5; Homebox writes 0 for an item without a price -> null; else NaN. */
function readPrice(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) return Number.NaN;
  const price = Number(cleaned);
  return price === 0 ? null : price;
}

/**
 * '2023-04-01', '2023-04-01T00:00:00Z', '4/1/2023' -> '2023-04-01'; '' and Homebox's "no date"
 * ('0001-01-01...') -> null; anything else -> undefined (an error).
 */
function readPurchaseDate(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '' || value.startsWith('0001-01-01')) return null;
  let match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ][\d:.]+(?:Z|[+-]\d{2}:?\d{2})?(?: [A-Z]+)?)?$/.exec(value);
  let day: [number, number, number] | null = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
  if (!day) {
    match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
    day = match ? [Number(match[3]), Number(match[1]), Number(match[2])] : null;
  }
  if (!day) return undefined;
  const [year, month, date] = day;
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== date) return undefined;
  return `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
}

/** Reads a Homebox CSV export into the gear import's preview rows, each with its storage placement. */
export function readHomeboxCsv(text: string, maxRows: number): HomeboxPreview {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: (header) => header.trim(),
  });
  const headers = parsed.meta.fields ?? [];
  const ignoredColumns = headers.filter((header) => header !== '' && !READ.includes(fieldKey(header)));
  if (parsed.data.length === 0) return { fileErrors: ['The file has no items'], rows: [], ignoredColumns };
  if (parsed.data.length > maxRows) {
    return { fileErrors: [`A file can hold at most ${maxRows} rows; split it and import the parts`], rows: [], ignoredColumns };
  }

  const rows = parsed.data.map((source, index): HomeboxRow => {
    const cells = new Map<string, string>();
    for (const [header, value] of Object.entries(source)) {
      const key = fieldKey(header);
      if (!cells.has(key)) cells.set(key, (value ?? '').trim());
    }
    const cell = (key: string) => cells.get(key) ?? '';
    const errors: string[] = [];
    const name = cell('name');
    const tags = (cell('tags') || cell('labels'))
      .split(';')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '');
    const type = gearTypeFromHomebox(tags, name);
    if ('error' in type) errors.push(type.error);

    const quantityText = cell('quantity');
    const quantity = quantityText === '' ? 1 : /^\d+(\.0+)?$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (!(quantity >= 1)) errors.push(`Quantity "${quantityText}" must be a whole number of at least 1`);

    const purchaseCost = readPrice(cell('purchaseprice'));
    if (Number.isNaN(purchaseCost)) errors.push(`Purchase price "${cell('purchaseprice')}" must be a number`);
    const dateText = cell('purchasedate') || cell('purchasetime');
    const purchaseDate = readPurchaseDate(dateText);
    if (purchaseDate === undefined) errors.push(`Purchase date "${dateText}" is not a date this import understands`);

    const location = homeboxLocationName(cell('location'));
    const noteLines = [cell('description'), cell('notes'), tags.length > 0 ? `Homebox tags: ${tags.join('; ')}` : ''];
    // Without a location the count has nowhere else to go.
    if (!location && quantity > 1) noteLines.push(`Quantity: ${quantity}`);

    const result = gearInputSchema.safeParse({
      name,
      typeId: 'typeId' in type ? type.typeId : GEAR_TYPE_IDS.rod,
      brand: cell('manufacturer'),
      model: cell('modelnumber'),
      purchaseCost: Number.isNaN(purchaseCost) ? null : purchaseCost,
      purchaseDate: purchaseDate ?? null,
      notes: noteLines.filter((line) => line !== '').join('\n'),
    });
    if (!result.success) for (const issue of result.error.issues) if (!errors.includes(issue.message)) errors.push(issue.message);

    // The row as the preview table shows a row that did not parse (the gear CSV's own columns).
    const record = {
      Name: name,
      Type: 'typeId' in type ? TYPE_NAMES[type.typeId] : '',
      Brand: cell('manufacturer'),
      Model: cell('modelnumber'),
      'Purchase Cost': cell('purchaseprice'),
    };
    return {
      row: index + 1,
      record,
      result: errors.length === 0 && result.success ? { success: true, data: result.data } : { success: false, errors },
      storage: location && quantity >= 1 ? { location, quantity, locationType: storageTypeFor(location) } : null,
    };
  });
  return { fileErrors: [], rows, ignoredColumns };
}
