/*
 * Intl formatters made once per locale and options, then reused (decision 142). Making a formatter
 * (`new Intl.DateTimeFormat`, and what `toLocaleDateString(locale, options)` does on every call) costs
 * far more than formatting with it: a list of 100 catch cards spent tens of milliseconds of its
 * first render making the same few formatters again and again. The options are written in code, so
 * the cache stays as small as the number of distinct uses.
 *
 * `dateFormat(locale, options).format(date)` writes what `date.toLocaleString(locale, options)` and,
 * for options that name a date field, `toLocaleDateString`, or a time field, `toLocaleTimeString`
 * write (those add default fields only when the options name none).
 */

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

const keyOf = (locale: string | undefined, options: object) => `${locale ?? ''}\u0000${JSON.stringify(options)}`;

export function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = keyOf(locale, options);
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

export function numberFormat(locale: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = keyOf(locale, options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}
