import {
  GEAR_TYPE_IDS,
  gearTypeName,
  nameFromBrandAndModel,
  type Brand,
  type GearImageAnalysisResult,
  type GearTypeId,
  type Model,
} from '@tackle/contracts';

/*
 * Catalog matching: pure functions that find brand and model names in the text that came with a
 * photo. Smart Capture's analysers use them; nothing here reads a store.
 */

/** Text found with an uploaded photo (file name, caption tags); every part optional. */
interface GearPhotoText {
  fileName?: string | null;
  title?: string | null;
  description?: string | null;
  subject?: string | null;
  comment?: string | null;
  keywords?: readonly string[];
}

/**
 * Lower case, accents folded, apostrophes dropped, camelCase and letter/digit boundaries split,
 * anything else a space: "ShimanoCurado200K.jpg" -> "shimano curado 200 k jpg". Catalog names go
 * through the same function, so "3DB Crank" and "3db-crank" meet as "3 db crank".
 */
export function normaliseWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .replace(/(\p{L})(\p{N})|(\p{N})(\p{L})/gu, (_, a?: string, b?: string, c?: string, d?: string) =>
      a !== undefined ? `${a} ${b}` : `${c} ${d}`,
    )
    .toLowerCase()
    .replace(/['\u2019`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Words that name kinds of gear or common adjectives: a model called only this is not evidence of a brand. */
const GENERIC_WORDS = new Set(
  (
    'rod rods reel reels lure lures bait baits jig jigs worm worms craw frog popper spinnerbait buzzbait crankbait ' +
    'jerkbait swimbait topwater soft plastic elite carbon eagle torpedo pointer victory premier fury sierra president ' +
    'energy throttle cardinal international conquest destroyer triumph avid squall fathom regiment carnage battalion ' +
    'prevail sammy model spartacus patriarch supreme classic custom series black gold green blade speed stick bass ' +
    'finesse tournament world class original deep shad minnow bug log meta kage'
  ).split(' '),
);

/** Type words, most specific kind first: a "baitcasting rod" is a rod, a "spinning reel" a reel. */
const TYPE_WORDS: ReadonlyArray<[GearTypeId, readonly string[]]> = [
  [GEAR_TYPE_IDS.rod, ['rod', 'rods', 'blank', 'fly rod', 'casting rod', 'spinning rod']],
  [GEAR_TYPE_IDS.reel, ['reel', 'reels', 'baitcaster', 'baitcasting', 'spincast', 'spinning reel', 'fly reel']],
  [
    GEAR_TYPE_IDS.lure,
    [
      'lure', 'lures', 'bait', 'crankbait', 'squarebill', 'square bill', 'jerkbait', 'swimbait', 'spinnerbait', 'buzzbait',
      'chatterbait', 'bladed jig', 'jig', 'jigs', 'worm', 'worms', 'frog', 'popper', 'topwater', 'soft plastic', 'grub',
      'craw', 'creature', 'spoon', 'minnow', 'senko', 'stickbait', 'walking bait', 'tackle',
    ],
  ],
];

const has = (text: string, phrase: string) => phrase !== '' && ` ${text} `.includes(` ${phrase} `);

interface ModelCandidate {
  model: Model;
  score: number;
}
/**
 * How well a model's name is present in the text, or null. With the brand already named, the full
 * name wins and its first word alone is enough when distinctive ("Stradic" -> "Stradic FL");
 * without a brand (`standalone`) only the full name counts, and only when it is distinctive.
 */
function modelScore(model: Model, text: string, standalone: boolean): number | null {
  const words = normaliseWords(model.name).split(' ').filter(Boolean);
  const first = words[0];
  if (first === undefined) return null;
  const compact = words.join('');
  const full = words.every((word) => has(text, word)) || (words.length > 1 && compact.length >= 4 && has(text, compact));
  if (standalone) {
    const distinctive =
      !words.every((word) => GENERIC_WORDS.has(word)) && (compact.length >= 5 || (/\d/.test(compact) && compact.length >= 3));
    return full && distinctive ? 100 + compact.length : null;
  }
  if (full) return 100 + compact.length;
  const firstDistinctive = !GENERIC_WORDS.has(first) && (first.length >= 4 || /\d/.test(first));
  return firstDistinctive && has(text, first) ? 50 + first.length : null;
}

const EMPTY_RESULT: GearImageAnalysisResult = {
  suggestedName: null,
  suggestedBrand: null,
  suggestedModel: null,
  suggestedType: null,
  suggestedNotes: null,
};

/**
 * Matches a photo's text against the catalog: the longest brand named in the text, then the
 * brand's best model; without a brand, a distinctive model name on its own (a "Stradic" is a
 * Shimano). The type comes from the model, else from type words. Nothing is ever invented:
 * every suggestion is a catalog entry or the photo's own caption, and no match means nulls.
 */
export function suggestGearFromText(
  photo: GearPhotoText,
  catalog: { brands: readonly Brand[]; models: readonly Model[] },
): GearImageAnalysisResult {
  const caption = [photo.title, photo.description, photo.subject, photo.comment]
    .map((part) => part?.trim() ?? '')
    .filter((part, index, all) => part !== '' && all.indexOf(part) === index);
  const fileStem = (photo.fileName ?? '').replace(/\.[a-z0-9]{1,5}$/i, '');
  const text = normaliseWords([fileStem, ...caption, ...(photo.keywords ?? [])].join(' '));
  if (text === '') return EMPTY_RESULT;

  let brand: Brand | null = null;
  let brandLength = 0;
  for (const candidate of catalog.brands) {
    const words = normaliseWords(candidate.name);
    const compact = words.replace(/ /g, '');
    const matched = has(text, words) || (compact.length >= 5 && has(text, compact));
    if (matched && words.length > brandLength) {
      brand = candidate;
      brandLength = words.length;
    }
  }

  let best: ModelCandidate | null = null;
  const consider = (model: Model, needsDistinctive: boolean) => {
    const score = modelScore(model, text, needsDistinctive);
    if (score !== null && (best === null || score > best.score)) best = { model, score };
  };
  if (brand) {
    for (const model of catalog.models) if (model.brandId === brand.id) consider(model, false);
  } else {
    // Without a brand only a full, distinctive model name counts, and only if no other brand uses it.
    const byName = new Map<string, number>();
    for (const model of catalog.models) {
      const key = normaliseWords(model.name);
      byName.set(key, (byName.get(key) ?? 0) + 1);
    }
    for (const model of catalog.models) if (byName.get(normaliseWords(model.name)) === 1) consider(model, true);
    const found = best as ModelCandidate | null;
    if (found) brand = catalog.brands.find((candidate) => candidate.id === found.model.brandId) ?? null;
  }
  const model = (best as ModelCandidate | null)?.model ?? null;

  let typeId: number | null = model?.gearTypeId ?? null;
  if (typeId === null) {
    typeId = TYPE_WORDS.find(([, words]) => words.some((word) => has(text, normaliseWords(word))))?.[0] ?? null;
  }

  const notes = caption.filter((part) => part !== photo.title?.trim()).join(' • ') || null;
  const name = nameFromBrandAndModel(brand?.name, model?.name) || photo.title?.trim() || null;
  if (!brand && !model && typeId === null && notes === null && name === null) return EMPTY_RESULT;
  return {
    suggestedName: name,
    suggestedBrand: brand?.name ?? null,
    suggestedModel: model?.name ?? null,
    suggestedType: typeId === null ? null : gearTypeName(typeId),
    suggestedNotes: notes ? notes.slice(0, 1000) : null,
  };
}
