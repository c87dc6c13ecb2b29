import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Merge class names, letting later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * A value shared by every copy of this module in the page. `@tackle/ui` is a Module Federation
 * singleton, so normally there is one copy; this keeps stores single even if a remote ever ends up
 * with its own fallback copy.
 */
export function pageSingleton<T>(key: string, create: () => T): T {
  const registry = ((globalThis as Record<string, unknown>).__tackleUi ??= {}) as Record<string, unknown>;
  if (!(key in registry)) registry[key] = create();
  return registry[key] as T;
}
