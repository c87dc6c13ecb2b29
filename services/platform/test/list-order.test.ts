import { describe, expect, it } from 'vitest';
import { numberSortValue, orderDocument, sortKeyField, sortKeys, textSortValue, type ListOrder } from '../src/es/list-order';
import { referenceNumberSortValue, referenceSortKeys, referenceTextSortValue } from './list-order-reference';

/** The list pages' text order (ui/src/lib/list.ts `compareText`), which the stored keys follow. */
const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const sign = (value: number) => Math.sign(value);
/** The stores' order: plain code-unit order of the keys (UTF-8 byte order is the same for them). */
const plain = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 4_294_967_296;
  };
}

const PIECES = ['a', 'A', 'á', 'Ä', 'b', 'z', 'Z', 'é', 'E', 'ß', 'ss', 'ø', 'o', 'œ', 'oe', ' ', '-', '_', '.', "'", '(', '/', '#', '+', '~', '0', '1', '2', '9', '10', '007', '250', 'Size ', 'ñ', 'n', 'ł', 'l'];

describe('list order keys (decision 133)', () => {
  it('order text as the list pages do: case, accents and folded letters ignored, numbers by value, punctuation first', () => {
    const next = random(133);
    const text = () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => PIECES[Math.floor(next() * PIECES.length)]).join('');
    for (let i = 0; i < 4000; i += 1) {
      const [a, b] = [text(), text()];
      expect(sign(plain(textSortValue(a), textSortValue(b))), `${JSON.stringify(a)} vs ${JSON.stringify(b)}`).toBe(sign(collator.compare(a, b)));
    }
  });

  it('order numbers by value, exactly, negatives included', () => {
    const values = [-1e9, -250.5, -1, -0.001, 0, 1e-9, 0.01, 0.1, 1, 9.99, 9.990000001, 10, 100, 250.5, 9_999_999.99, 1e15];
    const keys = values.map((value) => numberSortValue(value));
    expect([...keys].sort(plain)).toEqual(keys);
    expect(new Set(keys).size).toBe(values.length);
    expect(numberSortValue(-0)).toBe(numberSortValue(0));
    expect(() => numberSortValue(Number.NaN)).toThrow(RangeError);
  });

  it('keep empty values last in both directions and ties newest first in both', () => {
    const items = [
      { value: textSortValue('Beta'), createdAt: '2026-01-01T00:00:00.000Z', name: 'beta-old' },
      { value: null, createdAt: '2026-01-02T00:00:00.000Z', name: 'empty-old' },
      { value: textSortValue('alpha'), createdAt: '2026-01-03T00:00:00.000Z', name: 'alpha' },
      { value: textSortValue('beta'), createdAt: '2026-01-04T00:00:00.000Z', name: 'beta-new' },
      { value: null, createdAt: '2026-01-05T00:00:00.000Z', name: 'empty-new' },
      { value: textSortValue('Alphabet'), createdAt: '2026-01-06T00:00:00.000Z', name: 'alphabet' },
    ];
    const ordered = (direction: 'asc' | 'desc') =>
      items
        .map((item) => ({ name: item.name, key: sortKeys(item.value, item.createdAt)[direction] }))
        .sort((x, y) => plain(x.key, y.key))
        .map((item) => item.name);
    expect(ordered('asc')).toEqual(['alpha', 'alphabet', 'beta-new', 'beta-old', 'empty-new', 'empty-old']);
    expect(ordered('desc')).toEqual(['beta-new', 'beta-old', 'alphabet', 'alpha', 'empty-new', 'empty-old']);
  });

  it('keeps keys in the characters every store orders alike (no surrogates, nothing below U+0002)', () => {
    const key = sortKeys(textSortValue('😀 \u0000\u0301 漢字 \uffff'), '2026-01-01T00:00:00+02:00');
    for (const value of [key.asc, key.desc]) {
      for (const char of value.slice(1)) expect(char.charCodeAt(0) >= 0x01 && char.charCodeAt(0) <= 0xd7f1).toBe(true);
      expect(/[\ud800-\udfff]/.test(value)).toBe(false);
    }
  });

  it('makes an order document: owner, creation, filters, lower-cased search fields and both keys of every column', () => {
    const order: ListOrder<{ id: string; userId: string; createdAt: string; name: string; kind: number }, 'name'> = {
      collection: 'things-order',
      sorts: { name: (item) => textSortValue(item.name) },
      search: { name: (item) => item.name },
      filters: { kind: (item) => item.kind },
    };
    const doc = orderDocument(order, { id: 't1', userId: 'u1', createdAt: '2026-01-01T00:00:00.000Z', name: 'Größe 2', kind: 3 });
    expect(doc).toEqual({
      userId: 'u1',
      createdAt: '2026-01-01T00:00:00.000Z',
      kind: 3,
      search_name: 'größe 2',
      [sortKeyField('name', 'asc')]: sortKeys(textSortValue('Größe 2'), '2026-01-01T00:00:00.000Z').asc,
      [sortKeyField('name', 'desc')]: sortKeys(textSortValue('Größe 2'), '2026-01-01T00:00:00.000Z').desc,
    });
  });

  it('answers exactly the sort values of the former character-by-character functions (decision 141)', () => {
    const next = random(141);
    // ASCII (the fast path), controls, accents, folded letters, other scripts, symbols outside
    // ASCII, astral characters (emoji, letters), digit runs of every length, a long value.
    const pieces = [
      ...PIECES,
      '\u0000', '\u0007', '\u007f', '\t', 'Q', 'x', '5', '00000000000000000000000123', '12345678901234567890123',
      'Æ', 'Œ', 'Đ', 'ð', 'ﬁ', '①', '²', 'Å', 'ç', '\u0301', 'Ω', 'я', 'Ж', '漢', '字', 'ｱ', '€', '£', '«', '»', '—', '\u00a0', '\u2028',
      '\ud83d\ude00', '\ud835\udc00', '\ud800', '\uffff', '\ue000', '\ud7f0', '\ud7ff',
    ];
    const text = () => Array.from({ length: 1 + Math.floor(next() * 8) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
    for (let i = 0; i < 5000; i += 1) {
      const value = text();
      expect(textSortValue(value), JSON.stringify(value)).toBe(referenceTextSortValue(value));
    }
    const long = Array.from({ length: 12_000 }, (_, i) => pieces[i % pieces.length]).join('');
    expect(textSortValue(long)).toBe(referenceTextSortValue(long));
    for (let i = 0; i < 2000; i += 1) {
      const value = (next() - 0.5) * 10 ** Math.floor(next() * 30 - 10);
      expect(numberSortValue(value)).toBe(referenceNumberSortValue(value));
    }
    for (const value of [0, -0, 1, -1, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE, -Number.MIN_VALUE]) {
      expect(numberSortValue(value)).toBe(referenceNumberSortValue(value));
    }
  });

  it('orders keys exactly as the former keys did, with the tie-break inverted within ASCII (decision 141)', () => {
    const next = random(1410);
    const values = [null, '', textSortValue('Shimano'), textSortValue('Shimano 2'), textSortValue('shimano'), textSortValue('Daiwa'), textSortValue('Z'), numberSortValue(12.5), numberSortValue(-3), textSortValue('Größe')];
    const stamps = ['2026-01-01T00:00:00.000Z', '2026-01-01T00:00:00.001Z', '2025-12-31T23:59:59.999Z', '2026-06-01T12:00:00Z', '2026-06-01T12:00:00.000+02:00', '2026-06-01T12:00:00.000-05:30', '2026-06-01T12:00:00.5Z', '2026-06-01T12:00:00', '2026-06-01T12:00'];
    const items = Array.from({ length: 400 }, () => ({ value: values[Math.floor(next() * values.length)]!, createdAt: stamps[Math.floor(next() * stamps.length)]! }));
    for (const direction of ['asc', 'desc'] as const) {
      for (let i = 0; i < items.length; i += 1) {
        const a = items[i]!;
        const b = items[(i * 7 + 3) % items.length]!;
        const now = plain(sortKeys(a.value, a.createdAt)[direction], sortKeys(b.value, b.createdAt)[direction]);
        const before = plain(referenceSortKeys(a.value, a.createdAt)[direction], referenceSortKeys(b.value, b.createdAt)[direction]);
        expect(sign(now), `${JSON.stringify(a)} vs ${JSON.stringify(b)} ${direction}`).toBe(sign(before));
      }
    }
    // The tie-break of a timestamp is ASCII: one byte a character in UTF-8.
    const keys = sortKeys(textSortValue('Shimano'), '2026-01-01T00:00:00.000Z');
    expect(Buffer.byteLength(keys.asc)).toBe(1 + 'shimano'.length + 1 + 25);
    expect(Buffer.byteLength(referenceSortKeys(textSortValue('Shimano'), '2026-01-01T00:00:00.000Z').asc)).toBe(1 + 'shimano'.length + 1 + 25 * 3);
  });

  it('makes order documents whose keys are those of sortKeys, the tie-break worked out once', () => {
    const order: ListOrder<{ id: string; userId: string; createdAt: string; name: string | null; cost: number | null }, 'name' | 'cost'> = {
      collection: 'things-order',
      sorts: { name: (item) => (item.name ? textSortValue(item.name) : null), cost: (item) => (item.cost === null ? null : numberSortValue(item.cost)) },
      search: {},
      filters: {},
    };
    for (const [name, cost] of [['Stradic 2500', 12.5], [null, null], ['Ünï', -3]] as const) {
      const doc = orderDocument(order, { id: 't1', userId: 'u1', createdAt: '2026-03-01T10:00:00.000Z', name, cost });
      const nameKeys = sortKeys(name === null ? null : referenceTextSortValue(name), '2026-03-01T10:00:00.000Z');
      const costKeys = sortKeys(cost === null ? null : referenceNumberSortValue(cost), '2026-03-01T10:00:00.000Z');
      expect(doc[sortKeyField('name', 'asc')]).toBe(nameKeys.asc);
      expect(doc[sortKeyField('name', 'desc')]).toBe(nameKeys.desc);
      expect(doc[sortKeyField('cost', 'asc')]).toBe(costKeys.asc);
      expect(doc[sortKeyField('cost', 'desc')]).toBe(costKeys.desc);
    }
  });
});
