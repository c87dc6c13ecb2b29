/**
 * Facts read off packaging text: sizes, counts, colours, prices. Every value returned is a piece
 * of the text itself, never a guess.
 */

/** Terminal-tackle and line brands: the gear catalog holds rod, reel and lure makers only. */
const CONSUMABLE_BRANDS = [
  'Gamakatsu', 'Owner', 'VMC', 'Mustad', 'Eagle Claw', 'Trokar', 'Hayabusa', 'Kahle', 'Daiichi', 'Lazer Sharp',
  'Seaguar', 'Sufix', 'PowerPro', 'Power Pro', 'SpiderWire', 'Stren', 'P-Line', 'Sunline', 'Yo-Zuri', 'Trilene',
  'Water Gremlin', 'Bullet Weights', 'Danielson', 'Pro-Cure', 'Berkley', 'Spro', 'Rosco', 'Sea Striker', 'Mister Twister',
] as const;

const COLOURS = [
  'chartreuse', 'watermelon', 'green pumpkin', 'junebug', 'red', 'green', 'blue', 'black', 'white', 'silver', 'gold',
  'bronze', 'pink', 'orange', 'yellow', 'purple', 'brown', 'clear', 'smoke', 'olive', 'camo', 'hi-vis', 'moss',
] as const;

const wordPattern = (word: string) => new RegExp(`(^|[^a-z0-9])${word.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}($|[^a-z0-9])`, 'i');

export function findConsumableBrand(text: string): string | null {
  const found = CONSUMABLE_BRANDS.filter((brand) => wordPattern(brand).test(text));
  return found.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** Hook sizes (3/0, #2, size 4), weights (1/4 oz), line tests (10 lb) and lengths (5"). */
export function findSize(text: string): string | null {
  const patterns = [
    /\b\d{1,2}\/0\b/,
    /\bsize\s*#?\s*\d{1,2}(\/0)?\b/i,
    /#\s?\d{1,2}\b/,
    /\b\d+(?:\/\d+|\.\d+)?\s?(?:oz|ounces?)\b/i,
    /\b\d+(?:\.\d+)?\s?(?:lb|lbs)\b(?:\s?test)?/i,
    /\b\d+(?:\.\d+)?\s?(?:in|inch|inches|")(?=\s|$)/i,
    /\b\d+(?:\.\d+)?\s?mm\b/i,
  ];
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return null;
}

/** "25 pk", "5 hooks", "100 count": how many items are in the pack. */
export function findQuantity(text: string): number | null {
  const match = /\b(\d{1,4})\s?(?:pk|pack|pcs|pieces|ct|count|per pack|hooks|per bag)\b/i.exec(text) ?? /\bqty\.?\s?(\d{1,4})\b/i.exec(text);
  if (!match?.[1]) return null;
  const quantity = Number.parseInt(match[1], 10);
  return quantity > 0 ? quantity : null;
}

/** Line spools: "150 yds" or "300 ft" become a length in feet. */
export function findLineLengthFeet(text: string): number | null {
  const yards = /\b(\d{2,5})\s?(?:yds|yd|yards)\b/i.exec(text);
  if (yards?.[1]) return Number.parseInt(yards[1], 10) * 3;
  const feet = /\b(\d{2,5})\s?(?:ft|feet)\b/i.exec(text);
  return feet?.[1] ? Number.parseInt(feet[1], 10) : null;
}

export function findColour(text: string): string | null {
  return COLOURS.find((colour) => wordPattern(colour).test(text)) ?? null;
}

export function findPrice(text: string): number | null {
  const match = /\$\s?(\d{1,4}(?:\.\d{2})?)\b/.exec(text);
  return match?.[1] ? Number.parseFloat(match[1]) : null;
}

/** Lines that look like words, not OCR noise: mostly letters/digits, at least one 2-letter word. */
export function meaningfulLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => {
      if (line.length < 2 || !/[a-z]{2,}/i.test(line)) return false;
      const clean = line.replace(/[^a-z0-9 /#.$"'-]/gi, '');
      return clean.length / line.length >= 0.8;
    });
}

/** "EWG OFFSET WORM HOOK" -> "EWG Offset Worm Hook": keeps short all-caps acronyms. */
export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word) => (/^[A-Z0-9]{2,3}$/.test(word) || /\d/.test(word) ? word : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()))
    .join(' ');
}
