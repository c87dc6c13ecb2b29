import { useCallback, useState } from 'react';

/**
 * The add/edit form of a list page: closed, open to add (nothing being edited, or a new item
 * pre-filled from `copyFrom`) or open on an item. Closing forgets both. The callbacks are stable
 * (for `useDialogRequest`).
 */
export function useEditDialog<T>() {
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState<T | null>(null);
  const [copyFrom, setCopyFrom] = useState<T | null>(null);
  const openWith = useCallback((edit: T | null, copy: T | null) => {
    setEditing(edit);
    setCopyFrom(copy);
    setOpen(true);
  }, []);
  const openAdd = useCallback(() => openWith(null, null), [openWith]);
  const openEdit = useCallback((item: T) => openWith(item, null), [openWith]);
  const openCopy = useCallback((item: T) => openWith(null, item), [openWith]);
  const onOpenChange = useCallback((next: boolean) => {
    setOpen(next);
    if (!next) {
      setEditing(null);
      setCopyFrom(null);
    }
  }, []);
  return { open, editing, copyFrom, openAdd, openEdit, openCopy, onOpenChange };
}

/** What `useEditDialog` gives a page. */
export type EditDialog<T> = ReturnType<typeof useEditDialog<T>>;
