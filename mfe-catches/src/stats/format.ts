// Labels of the statistics screen.

/** '2026-04' -> 'Apr 2026' (in the browser's language). */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-').map(Number);
  return new Date(year ?? 2000, (number ?? 1) - 1, 1).toLocaleDateString(undefined, { month: 'short', year: 'numeric' });
}

/** '1 catch', '3 catches'. */
export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
