/** The keys of `T` whose values are text, null or absent. */
type TextKeys<T> = { [K in keyof T]-?: T[K] extends string | null | undefined ? K : never }[keyof T];

/** What `textFieldsOf` answers: each value as stored, or ''. */
export type TextFields<T, K extends keyof T> = { [P in K]: Exclude<T[P], null | undefined> | '' };

/**
 * A form's text inputs (and selects) filled from a stored item: each as stored, '' where the item
 * holds none (a text input cannot show null).
 */
export function textFieldsOf<T extends object, K extends TextKeys<T>>(item: T, keys: readonly K[]): TextFields<T, K> {
  return Object.fromEntries(keys.map((key) => [key, item[key] ?? ''])) as TextFields<T, K>;
}
