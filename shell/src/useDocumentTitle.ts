import { useEffect } from 'react';

/** Sets the tab title to '<page> · Tackle' (or 'Tackle'). */
export function useDocumentTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} · Tackle` : 'Tackle';
  }, [page]);
}
