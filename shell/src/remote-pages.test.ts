// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The federation runtime, as far as remote-pages.ts uses it: what was asked for, and when a
// page's module was evaluated.
const runtime = vi.hoisted(() => ({
  calls: [] as Array<{ id: string; options?: { loadFactory?: boolean; from?: string } }>,
  evaluated: [] as string[],
  failFactory: false,
}));

vi.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: () => undefined,
  loadRemote: (id: string, options?: { loadFactory?: boolean; from?: string }) => {
    runtime.calls.push({ id, options });
    const factory = () => {
      if (runtime.failFactory) throw new Error('the page module threw');
      runtime.evaluated.push(id);
      return { default: () => null };
    };
    return Promise.resolve(options?.loadFactory === false ? factory : factory());
  },
}));

const { loadRemoteComponent, preloadRemotePage } = await import('./remote-pages');

beforeEach(() => {
  runtime.calls.length = 0;
  runtime.evaluated.length = 0;
  runtime.failFactory = false;
});

describe('a route’s remote page, started before React asks for it (decision 166)', () => {
  it('is downloaded at once but evaluated only when the page is rendered', async () => {
    preloadRemotePage('/gear', true);
    expect(runtime.calls).toEqual([{ id: 'gear/GearPage', options: { loadFactory: false, from: 'runtime' } }]);
    await Promise.resolve();
    expect(runtime.evaluated).toEqual([]);

    const page = await loadRemoteComponent('gear/GearPage', 'Gear', 0);
    expect(typeof page).toBe('function');
    expect(runtime.evaluated).toEqual(['gear/GearPage']);
    // The early download was used: no second load.
    expect(runtime.calls).toHaveLength(1);
  });

  it('is loaded afresh on a retry, and evaluated then', async () => {
    preloadRemotePage('/stats', true);
    await loadRemoteComponent('catches/StatsPage', 'Statistics', 1);
    expect(runtime.calls).toEqual([
      { id: 'catches/StatsPage', options: { loadFactory: false, from: 'runtime' } },
      { id: 'catches/StatsPage', options: undefined },
    ]);
    expect(runtime.evaluated).toEqual(['catches/StatsPage']);
  });

  it('says the page could not be loaded when its module throws on evaluation', async () => {
    runtime.failFactory = true;
    preloadRemotePage('/storage', true);
    await expect(loadRemoteComponent('gear/StoragePage', 'Storage', 0)).rejects.toThrow(
      'The Storage page could not be loaded. Check your connection and try again.',
    );
  });

  it('is not started for a protected route without a stored user', () => {
    preloadRemotePage('/catches', false);
    expect(runtime.calls).toEqual([]);
  });
});
