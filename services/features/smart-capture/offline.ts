import {
  GEAR_TYPE_IDS,
  gearTypeIdFromName,
  suggestConsumableCategories,
  type Brand,
  type Model,
  type ProductAnalysisResult,
} from '@tackle/contracts';
import { normaliseWords, suggestGearFromText } from '@tackle/domain/catalog-match';
import type { DecodedBarcode } from './barcode';
import {
  findColour,
  findConsumableBrand,
  findLineLengthFeet,
  findPrice,
  findQuantity,
  findSize,
  meaningfulLines,
  titleCase,
} from './evidence';

interface OfflineEvidence {
  /** OCR text of the packaging. */
  text: string;
  /** Tesseract's mean confidence, 0 to 100. */
  ocrConfidence: number;
  barcodes: readonly DecodedBarcode[];
}

export interface Catalog {
  brands: readonly Brand[];
  models: readonly Model[];
}

/** Smart entry names the lure type 'lure/tackle', as the gear form's type list does. */
const SMART_GEAR_TYPE_NAMES: Record<number, string> = {
  [GEAR_TYPE_IDS.rod]: 'rod',
  [GEAR_TYPE_IDS.reel]: 'reel',
  [GEAR_TYPE_IDS.lure]: 'lure/tackle',
};

/** A category counts when its keywords outweigh a stray word (one whole short keyword scores 6-8). */
const MIN_CATEGORY_SCORE = 8;

const clamp = (value: number) => Math.round(Math.min(0.95, Math.max(0.05, value)) * 100) / 100;

/**
 * What the packaging says, matched against our brand/model catalog and the consumable category
 * keywords. Nothing is invented: every field is either a catalog entry matched in the text, a
 * piece of the text, or null. Confidence grows with the evidence found and with how clearly the
 * OCR read the text, so a photo with little legible text scores low.
 */
export function analyseOffline(evidence: OfflineEvidence, catalog: Catalog): ProductAnalysisResult {
  const lines = meaningfulLines(evidence.text);
  const text = lines.join('\n');
  const flat = lines.join(' ');

  const gear = suggestGearFromText({ comment: flat }, catalog);
  const consumableBrand = findConsumableBrand(flat);
  const categories = suggestConsumableCategories(flat);
  const topCategory = categories[0] && categories[0].score >= MIN_CATEGORY_SCORE ? categories[0] : null;

  // A catalog model is the strongest evidence of gear; then category keywords of a consumable; then gear type words.
  const isGear = gear.suggestedModel !== null || (topCategory === null && gear.suggestedType !== null);
  const brand = isGear ? gear.suggestedBrand : (consumableBrand ?? gear.suggestedBrand);

  // The product line: the longest legible line that is not just the brand.
  const brandWords = brand ? normaliseWords(brand) : '';
  const productLine =
    lines
      .filter((line) => normaliseWords(line) !== brandWords && /[a-z]{3,}/i.test(line))
      .sort((a, b) => b.length - a.length)[0] ?? null;
  const productTitle = productLine ? titleCase(productLine.replace(new RegExp(`^${brand ?? '\u0000'}\\s+`, 'i'), '')) : null;

  const gearTypeId = isGear ? gearTypeIdFromName(gear.suggestedType) : null;
  const name = isGear
    ? (gear.suggestedName ?? [brand, productTitle].filter(Boolean).join(' '))
    : [brand, productTitle].filter(Boolean).join(' ');

  const size = findSize(flat);
  const lineFeet = topCategory?.category === 'line' ? findLineLengthFeet(flat) : null;
  const barcodeNotes = evidence.barcodes.map((barcode) => `Barcode ${barcode.format} ${barcode.text}`);
  const notes = [...barcodeNotes, 'Identified offline from the packaging text and barcode'].join(' • ');

  let score = 0.1;
  if (text.length > 0) score += 0.1;
  if (brand) score += 0.3;
  if (gear.suggestedModel) score += 0.2;
  if (isGear ? gearTypeId !== null : topCategory !== null) score += 0.2;
  if (size) score += 0.05;
  if (evidence.barcodes.length > 0) score += 0.1;
  const legibility = text.length > 0 ? Math.min(1, Math.max(0.3, evidence.ocrConfidence / 100)) : 1;
  const confidence = clamp(name === '' && evidence.barcodes.length === 0 ? 0.05 : score * legibility);

  return {
    type: isGear ? 'gear' : 'consumable',
    name,
    brand,
    model: isGear ? gear.suggestedModel : null,
    category: isGear ? (gear.suggestedType ?? null) : (topCategory?.category ?? null),
    gearType: isGear && gearTypeId !== null ? (SMART_GEAR_TYPE_NAMES[gearTypeId] ?? null) : null,
    consumableCategory: isGear ? null : (topCategory?.category ?? 'unknown'),
    unit: isGear ? null : lineFeet !== null ? 'feet' : null,
    description: text.length > 0 ? `Text on the packaging: ${lines.join(' / ')}`.slice(0, 1000) : null,
    size,
    color: findColour(flat),
    notes,
    price: findPrice(flat),
    quantity: lineFeet ?? findQuantity(flat),
    confidence,
  };
}
