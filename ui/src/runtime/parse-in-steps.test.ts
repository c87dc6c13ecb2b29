import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PARSE_STEP_ITEMS, parseInSteps } from './parse-in-steps';

const item = z.object({ id: z.string(), weight: z.number().nullable(), caughtAt: z.string().transform((text) => text.slice(0, 10)) });
const list = z.array(item);
const items = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: `c${index}`, weight: index % 3 ? index / 2 : null, caughtAt: `2026-11-${String((index % 28) + 1).padStart(2, '0')}T06:00:00Z`, extra: 'dropped' }));

describe('parseInSteps', () => {
  it('answers what the schema answers, for short and long lists', async () => {
    for (const count of [0, 1, PARSE_STEP_ITEMS, PARSE_STEP_ITEMS + 1, 5 * PARSE_STEP_ITEMS + 3]) {
      const data = items(count);
      expect(await parseInSteps(list, data)).toEqual(list.parse(data));
    }
  });

  it("throws the schema's own error for the whole list when an item is invalid", async () => {
    const data: unknown[] = items(3 * PARSE_STEP_ITEMS);
    data[2 * PARSE_STEP_ITEMS + 4] = { id: 7, weight: 'heavy', caughtAt: null };
    const expected = (() => {
      try {
        list.parse(data);
      } catch (error) {
        return error;
      }
      throw new Error('the list should not parse');
    })();
    await expect(parseInSteps(list, data)).rejects.toEqual(expected);
    await expect(parseInSteps(list, data)).rejects.toHaveProperty(['issues', 0, 'path', 0], 2 * PARSE_STEP_ITEMS + 4);
  });

  it('gives up no check of an array schema that has its own (parsed whole)', async () => {
    const atMostFifty = z.array(item).max(50);
    await expect(parseInSteps(atMostFifty, items(60))).rejects.toThrow();
    expect(await parseInSteps(atMostFifty, items(50))).toHaveLength(50);
  });

  it('parses anything that is not an array schema as the schema does', async () => {
    const page = z.object({ items: list });
    const data = { items: items(30) };
    expect(await parseInSteps(page, data)).toEqual(page.parse(data));
    await expect(parseInSteps(list, { not: 'a list' })).rejects.toThrow();
  });

  it('ends its task between the steps of a long list (nextTask), and only then', async () => {
    // A chain of microtasks queued after the parse started: it ends before a parse that waited for a
    // new task, not before one done in one go.
    const race = async (count: number) => {
      let depth = 0;
      const chain = (): Promise<void> => (depth < 1000 ? Promise.resolve().then(() => ((depth += 1), chain())) : Promise.resolve());
      const parsed = parseInSteps(list, items(count)).then(() => depth);
      void chain();
      return parsed;
    };
    expect(await race(4 * PARSE_STEP_ITEMS)).toBe(1000);
    expect(await race(PARSE_STEP_ITEMS)).toBeLessThan(1000);
  });
});
