// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import { dismissToast } from '../components/toast';
import { useConfirmDelete, type DeleteMutation } from '../components/confirm-delete-dialog';
import { pageSingleton } from '../lib/utils';
import { ApiError } from './api';
import { saveWithToast, toastOutcome } from './save';

type Shown = { title: unknown; description?: unknown; variant?: string };
const shown = () => pageSingleton<{ toasts: Shown[] }>('toastStore', () => ({ toasts: [] })).toasts[0];

const messages = { success: 'Gear added to storage location', failure: 'Failed to add gear to storage' };

describe('the toasts of a write', () => {
  afterEach(() => {
    dismissToast();
    cleanup();
  });

  it("says 'Success' and then runs what follows a save", () => {
    const saved = vi.fn();
    toastOutcome(messages, saved).onSuccess();
    expect(shown()).toMatchObject({ title: 'Success', description: messages.success });
    expect(saved).toHaveBeenCalledOnce();
  });

  it("says 'Error' with the server's sentence, else the fallback", () => {
    const told = toastOutcome(messages);
    told.onError(new ApiError('This location is full', 409));
    expect(shown()).toMatchObject({ title: 'Error', description: 'This location is full', variant: 'destructive' });
    told.onError(new TypeError('Failed to fetch'));
    expect(shown()).toMatchObject({ title: 'Error', variant: 'destructive' });
  });

  it('saveWithToast resolves whether it saved', async () => {
    await expect(saveWithToast(async () => undefined, messages)).resolves.toBe(true);
    await expect(saveWithToast(() => Promise.reject(new ApiError('Name is required', 400)), messages)).resolves.toBe(false);
    expect(shown()).toMatchObject({ title: 'Error', description: 'Name is required' });
  });

  it('useConfirmDelete asks first, deletes the asked item, then closes and says how it went', () => {
    const calls: string[] = [];
    const deletion: DeleteMutation = {
      isPending: false,
      mutate: (id, options) => {
        calls.push(id);
        options.onSuccess();
        options.onSettled();
      },
    };
    const { result } = renderHook(() => useConfirmDelete<{ id: string; name: string }>(deletion, 'storage location'));
    expect(result.current.dialog.name).toBeNull();
    act(() => result.current.ask({ id: 'loc-1', name: 'Garage shelf' }));
    expect(result.current.dialog.name).toBe('Garage shelf');
    act(() => result.current.dialog.onConfirm());
    expect(calls).toEqual(['loc-1']);
    expect(result.current.dialog.name).toBeNull();
    expect(shown()).toMatchObject({ title: 'Success', description: 'Storage location deleted successfully' });
  });
});
