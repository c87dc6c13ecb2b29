/*
 * The sort values as decision 133 first worked them out, character by character with a regular
 * expression per character: the reference the faster functions of `list-order.ts` (decision 141)
 * are checked against, value for value.
 */
const SEP = '\u0001';
const TOP = 0xd7f0;
const END = String.fromCharCode(TOP + 1);
const LOWEST = 0x02;
const SYMBOLS = '\t\n\u000b\f\r _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$';
const OTHER_SYMBOL = String.fromCharCode(LOWEST + SYMBOLS.length);
const SYMBOL_RANK = new Map([...SYMBOLS].map((symbol, index) => [symbol, String.fromCharCode(LOWEST + index)]));
const LETTERS: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd' };
const DIGITS = 20;

export function referenceTextSortValue(text: string): string {
  let out = '';
  const folded = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ßæœøłđð]/g, (letter) => LETTERS[letter] ?? letter)
    .replace(/\d+/g, (run) => {
      const digits = run.replace(/^0+(?=\d)/, '');
      return digits.length >= DIGITS ? digits : digits.padStart(DIGITS, '0');
    });
  for (const char of folded) {
    const symbol = SYMBOL_RANK.get(char);
    if (symbol !== undefined) out += symbol;
    else if (/[\p{P}\p{S}\p{Z}\p{C}]/u.test(char)) out += OTHER_SYMBOL;
    else out += String.fromCharCode(Math.min(char.codePointAt(0)!, TOP));
  }
  return out;
}

export function referenceNumberSortValue(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`cannot order ${value}`);
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, value === 0 ? 0 : value);
  const high = view.getUint32(0);
  const low = view.getUint32(4);
  const negative = high >>> 31 === 1;
  const hex = (word: number) => (word >>> 0).toString(16).padStart(8, '0');
  return negative ? hex(~high) + hex(~low) : hex(high ^ 0x80000000) + hex(low);
}

function inverted(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) out += String.fromCharCode(TOP + LOWEST - Math.min(Math.max(value.charCodeAt(i), LOWEST), TOP));
  return out + END;
}

export function referenceSortKeys(value: string | null, createdAt: string): { asc: string; desc: string } {
  const flag = value === null ? '1' : '0';
  const tie = inverted(createdAt);
  return { asc: `${flag}${value ?? ''}${SEP}${tie}`, desc: `${flag}${value === null ? '' : inverted(value)}${tie}` };
}
