import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache';

describe('TtlCache', () => {
  it('loads once per key until the entry expires', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([1, 1]);
    now = 999;
    expect(await cache.getOrLoad('a', load)).toBe(1);
    now = 1000;
    expect(await cache.getOrLoad('a', load)).toBe(2);
  });

  it('does not keep failures, and evicts the least recently used entry when full', async () => {
    const cache = new TtlCache<string>(60_000, 2);
    await expect(cache.getOrLoad('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('x', async () => 'up')).toBe('up');
    await cache.getOrLoad('y', async () => 'y1');
    await cache.getOrLoad('x', async () => 'not used');
    await cache.getOrLoad('z', async () => 'z1');
    expect(cache.size).toBe(2);
    expect(await cache.getOrLoad('x', async () => 'reloaded')).toBe('up');
    expect(await cache.getOrLoad('y', async () => 'y2')).toBe('y2');
  });
});
