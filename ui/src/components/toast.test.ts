import { describe, expect, it } from 'vitest';
import { dismissToast, toast, TOAST_LIMIT } from './toast';
import { pageSingleton } from '../lib/utils';

describe('toast store', () => {
  it('keeps one toast visible, the newest', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    const store = pageSingleton<{ toasts: { id: string; title: unknown; open: boolean }[] }>('toastStore', () => ({ toasts: [] }));
    expect(TOAST_LIMIT).toBe(1);
    expect(store.toasts.map((t) => t.title)).toEqual(['Second']);
    second.dismiss();
    expect(store.toasts[0]?.open).toBe(false);
    dismissToast();
  });
});
