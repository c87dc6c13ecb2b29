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

/** A formatter kept by locale and options, made by `make` the first time. */
function keptFormats<Options extends object, Format>(make: (locale: string | undefined, options: Options) => Format) {
  const kept = new Map<string, Format>();
  return (locale: string | undefined, options: Options): Format => {
    const key = `${locale ?? ''}\u0000${JSON.stringify(options)}`;
    let format = kept.get(key);
    if (!format) {
      format = make(locale, options);
      kept.set(key, format);
    }
    return format;
  };
}

export const dateFormat = keptFormats((locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options));

export const numberFormat = keptFormats((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
