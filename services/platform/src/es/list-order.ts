import type { IndexShape } from '../ports';

/*
 * Order documents of a long list (docs/decisions/133-server-side-lists.md). The list pages sort
 * with `compareText` (ui/src/lib/list.ts: an Intl.Collator, case- and accent-insensitive, numbers
 * by value), put empty values last whatever the direction, and break ties by the list's own order
 * (newest first). A store sorts by the bytes of one field. So each sortable column gets two stored
 * keys, one per direction, each a string whose plain order is the page's order:
 *
 *   ascending:  empty flag · value                 · SEP · tie-break
 *   descending: empty flag · value inverted · END   · tie-break
 *
 * and the tie-break is the list's own order (newest first: `createdAt` inverted), the store's id
 * tie-break after it. `createdAt` is an ISO timestamp (ASCII), so its inversion stays in ASCII,
 * one byte a character in UTF-8, instead of the three of the value alphabet's inversion: the
 * tie-break was two thirds of a gear order document's index bytes (docs/decisions/141). Keys hold only characters from U+0002 to U+D7F1 (no surrogates), so UTF-8
 * byte order (SQLite, MongoDB) and UTF-16 order (JavaScript) agree.
 */

/** Below every character a key's value holds: a value that is a prefix of another comes first. */
const SEP = '\u0001';
/** Highest character of a normalised value. */
const TOP = 0xd7f0;
/** Above every inverted character: ends an inverted value, so a prefix of another comes after it. */
const END = String.fromCharCode(TOP + 1);
const LOWEST = 0x02;

/**
 * Whitespace, punctuation and symbols in the collator's order (they sort before digits and letters
 * there, not by their code points), mapped to U+0002 onwards. Anything else of that kind sorts
 * after them, as one.
 */
const SYMBOLS = '\t\n\u000b\f\r _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const OTHER_SYMBOL = String.fromCharCode(LOWEST + SYMBOLS.length);
const SYMBOL_RANK = new Map([...SYMBOLS].map((symbol, index) => [symbol, String.fromCharCode(LOWEST + index)]));
/** Letters the collator reads as others at its base strength but Unicode does not decompose. */
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd' };
/** Digit runs are padded to this many digits, so they compare by value. */
const DIGITS = 20;

/** Whether a character is punctuation, a symbol, a separator or a control (sorted as `OTHER_SYMBOL`). */
const OTHER_SYMBOL_CHAR = /[\p{P}\p{S}\p{Z}\p{C}]/u;

/**
 * What one code point of folded text becomes in a sort value, by code point, for the Basic
 * Multilingual Plane: filled as characters are met, so the class of each character is tested once
 * per process instead of once per character of every value (docs/decisions/141).
 */
const RANK_OF = new Map<number, string>();
function rankOf(code: number, char: string): string {
  let rank = RANK_OF.get(code);
  if (rank === undefined) {
    rank = SYMBOL_RANK.get(char) ?? (OTHER_SYMBOL_CHAR.test(char) ? OTHER_SYMBOL : String.fromCharCode(Math.min(code, TOP)));
    if (code <= 0xffff) RANK_OF.set(code, rank);
  }
  return rank;
}

/** Only ASCII: NFKD, the marks and the letters below leave such text as it is. */
const ASCII_ONLY = /^[^\u0080-\uffff]*$/;
const padDigits = (run: string) => {
  const digits = run.replace(/^0+(?=\d)/, '');
  return digits.length >= DIGITS ? digits : digits.padStart(DIGITS, '0');
};

/**
 * The text as it sorts: accents and case dropped, digit runs by value, punctuation before digits
 * before letters. Where it can differ from the collator: digits other than 0–9, digit runs longer
 * than 20 digits, symbols outside ASCII among themselves, letters outside the Basic Multilingual
 * Plane, and the order of scripts the collator orders differently from their code points.
 */
export function textSortValue(text: string): string {
  const lower = ASCII_ONLY.test(text)
    ? text.toLowerCase()
    : text
        .normalize('NFKD')
        .replace(/\p{M}/gu, '')
        .toLowerCase()
        .replace(/[ßæœøłđð]/g, (letter) => LETTERS[letter] ?? letter);
  const folded = lower.replace(/\d+/g, padDigits);
  let out = '';
  for (const char of folded) out += rankOf(char.codePointAt(0)!, char);
  return out;
}

/** One 64-bit float's bytes, reused by every `numberSortValue`. */
const FLOAT = new DataView(new ArrayBuffer(8));

/**
 * A number as it sorts (by value, exactly): its 64-bit float with the sign bit flipped (every bit
 * of a negative), as 16 hex digits, so plain string order is numeric order. -0 is 0.
 */
export function numberSortValue(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot order ${value}`);
  FLOAT.setFloat64(0, value === 0 ? 0 : value);
  const high = FLOAT.getUint32(0);
  const low = FLOAT.getUint32(4);
  const negative = high >>> 31 === 1;
  const hex = (word: number) => (word >>> 0).toString(16).padStart(8, '0');
  return negative ? hex(~high) + hex(~low) : hex(high ^ 0x80000000) + hex(low);
}

/** A column's text sort key, or null for an empty cell (which sorts last either way). */
export const textKey = (value: string | null | undefined): string | null => (value === null || value === undefined || value === '' ? null : textSortValue(value));

/** A column's number sort key, or null for an empty cell. */
export const numberKey = (value: number | null | undefined): string | null => (value === null || value === undefined ? null : numberSortValue(value));

/** The string whose order is the reverse of `value`'s, for values of the sort-value alphabet. */
function inverted(value: string): string {
  // Character codes first, one string made of them (a chunk at a time: an argument list has a limit).
  const codes = new Array<number>(value.length);
  for (let i = 0; i < value.length; i += 1) codes[i] = TOP + LOWEST - Math.min(Math.max(value.charCodeAt(i), LOWEST), TOP);
  let out = '';
  for (let i = 0; i < codes.length; i += CHUNK) out += String.fromCharCode(...codes.slice(i, i + CHUNK));
  return out + END;
}
const CHUNK = 4096;

/** The printable ASCII characters, which an ISO timestamp is made of. */
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
/** A printable ASCII character `c` inverted: `TIE_FLIP - c`, from U+0020 to U+007E. */
const TIE_FLIP = 0x20 + 0x7e;
/** Above every inverted printable character: ends an inverted tie, so a prefix of another comes after it. */
const TIE_END = '\u007f';

/**
 * The tie-break of an item's keys: its `createdAt` inverted (newest first). A timestamp (printable
 * ASCII) is inverted within ASCII; anything else (no schema lets it through) as a value is, which
 * still orders such ties among themselves (not against those of timestamps).
 */
function invertedTie(createdAt: string): string {
  if (!PRINTABLE_ASCII.test(createdAt)) return inverted(createdAt);
  const codes = new Array<number>(createdAt.length);
  for (let i = 0; i < createdAt.length; i += 1) codes[i] = TIE_FLIP - createdAt.charCodeAt(i);
  let out = '';
  for (let i = 0; i < codes.length; i += CHUNK) out += String.fromCharCode(...codes.slice(i, i + CHUNK));
  return out + TIE_END;
}

/**
 * A sort value (`textSortValue`, `numberSortValue`), or null when the item has none (sorted last):
 * null exactly when the list page's value is null or '' (a value of only accents is not empty).
 */
export type SortValue = string | null;

/** The two stored keys of one column: ascending and descending, empties last in both, ties newest first. */
export function sortKeys(value: SortValue, createdAt: string): { asc: string; desc: string } {
  return keysWithTie(value, invertedTie(createdAt));
}

/** `sortKeys` with the tie-break (`invertedTie`) worked out once for all of an item's columns. */
function keysWithTie(value: SortValue, tie: string): { asc: string; desc: string } {
  const flag = value === null ? '1' : '0';
  return { asc: `${flag}${value ?? ''}${SEP}${tie}`, desc: `${flag}${value === null ? '' : inverted(value)}${tie}` };
}

/** A list's server-side order: its sortable columns and search fields, as the list page has them. */
export interface ListOrder<T, K extends string = string> {
  /** Collection of the order documents: one per item, under the item's id. */
  collection: string;
  /** Each sortable column's value (`textSortValue`, `numberSortValue`, null when empty). */
  sorts: Record<K, (item: T) => SortValue>;
  /** Fields the search reads (stored lower-cased). */
  search: Record<string, (item: T) => string | null | undefined>;
  /** Fields the list's filters compare for equality. */
  filters: Record<string, (item: T) => string | number | boolean | null>;
}

/** The stored field of a column's key in one direction. */
export const sortKeyField = (key: string, direction: 'asc' | 'desc') => `sort_${key}_${direction}`;
/** The stored lower-cased copy of a search field. */
export const searchField = (field: string) => `search_${field}`;

/**
 * The order document of `item`: its owner, its `createdAt` (the list's own order), its filter
 * fields, its lower-cased search fields and two keys per sortable column.
 */
export function orderDocument<T, K extends string>(order: ListOrder<T, K>, item: T & { userId: string; createdAt: string }): Record<string, unknown> {
  const doc: Record<string, unknown> = { userId: item.userId, createdAt: item.createdAt };
  for (const [field, value] of Object.entries(order.filters)) doc[field] = value(item);
  for (const [field, value] of Object.entries(order.search)) doc[searchField(field)] = value(item)?.toLowerCase() ?? null;
  const tie = invertedTie(item.createdAt);
  for (const [key, value] of Object.entries<(item: T) => SortValue>(order.sorts)) {
    const keys = keysWithTie(value(item), tie);
    doc[sortKeyField(key, 'asc')] = keys.asc;
    doc[sortKeyField(key, 'desc')] = keys.desc;
  }
  return doc;
}

/**
 * The indexes of a list's orders: the owner and each key (always read ascending), and the owner
 * and `createdAt` (the list's own order, when only searched or filtered). Filters and the search
 * narrow the rows an index yields (`Narrowing`), so they add none.
 */
export function orderIndexes<T, K extends string>(order: ListOrder<T, K>): IndexShape[] {
  return [
    { collection: order.collection, fields: ['userId'], sort: { field: 'createdAt', direction: 'desc' } },
    ...Object.keys(order.sorts).flatMap((key) =>
      (['asc', 'desc'] as const).map((direction) => ({ collection: order.collection, fields: ['userId'], sort: { field: sortKeyField(key, direction), direction: 'asc' as const } })),
    ),
  ];
}
