import { useEffect } from 'react';

/**
 * Gives the page its own document title and description meta tag while it is shown, and puts back
 * what was there before when it goes away (the shell's title, or the site-wide description).
 */
export function usePageMeta(title: string, description: string): void {
  useEffect(() => {
    let active = true;
    let restore: (() => void) | null = null;

    // The shell titles each route ('Knots · Tackle') in its own effect. When this page renders in the
    // same commit as the route change (its remote module already loaded), that parent effect runs
    // after this one, so apply ours once the whole effect flush is over.
    queueMicrotask(() => {
      if (!active) return;
      const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      const meta = existing ?? document.head.appendChild(Object.assign(document.createElement('meta'), { name: 'description' }));
      const created = existing === null;
      const previousTitle = document.title;
      const previousDescription = meta.content;
      document.title = title;
      meta.content = description;
      restore = () => {
        document.title = previousTitle;
        if (created) meta.remove();
        else meta.content = previousDescription;
      };
    });

    return () => {
      active = false;
      restore?.();
    };
  }, [title, description]);
}
