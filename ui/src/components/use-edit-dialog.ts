import { useCallback, useState } from 'react';

/**
 * The add/edit form of a list page: closed, open to add (nothing being edited) or open on an item.
 * Closing forgets the item. The callbacks are stable (for `useDialogRequest`).
 */
export function useEditDialog<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const openAdd = useCallback(() => {
    setEditing(null);
    setOpen(true);
  }, []);
  const openEdit = useCallback((item: T) => {
    setEditing(item);
    setOpen(true);
  }, []);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) setEditing(null);
  }, []);
  return { open, editing, openAdd, openEdit, onOpenChange };
}
