import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves after the current task, in order, after the microtasks queued before it', async () => {
    const seen: string[] = [];
    const a = nextTask().then(() => seen.push('a'));
    const b = nextTask().then(() => seen.push('b'));
    void Promise.resolve().then(() => seen.push('microtask'));
    seen.push('sync');
    await Promise.all([a, b]);
    expect(seen).toEqual(['sync', 'microtask', 'a', 'b']);
  });

  it('is a task, not a microtask: a long chain of microtasks queued after it runs first', async () => {
    let depth = 0;
    const chain = (): Promise<void> => (depth < 1000 ? Promise.resolve().then(() => ((depth += 1), chain())) : Promise.resolve());
    const waited = nextTask().then(() => depth);
    void chain();
    expect(await waited).toBe(1000);
  });
});
