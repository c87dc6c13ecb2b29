import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkContent, fahrenheitToCelsius } from './common';

describe('checkContent', () => {
  const schema = z.object({ name: z.string().min(1) });

  it('returns content that matches', () => {
    const content = { name: 'Palomar' };
    expect(checkContent(schema, content, 'knot')).toBe(content);
  });

  it('fails loudly outside production, naming the content and the field', () => {
    expect(() => checkContent(schema, { name: '' }, 'knot')).toThrow(/knot content[\s\S]*name/);
  });
});

describe('fahrenheitToCelsius', () => {
  it('rounds to whole degrees', () => {
    expect(fahrenheitToCelsius(32)).toBe(0);
    expect(fahrenheitToCelsius(65)).toBe(18);
    expect(fahrenheitToCelsius(85)).toBe(29);
  });
});
