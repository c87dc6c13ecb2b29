/**
 * The arithmetic of the statistics' bar charts (bar-chart.tsx, decision 155): the count axis and
 * which category labels fit under their bars. Pure, so it is tested without a browser.
 */

/**
 * The count axis from 0 to the largest value (at least 1: an axis of zeros still has a top), in
 * whole-number steps of 1, 2 or 5 times a power of ten, about `steps` of them. The axis ends at the
 * largest bar (COUNT_DOMAIN), so the last tick is the last step at or below it.
 */
export function countTicks(max: number, steps = 4): { top: number; ticks: number[] } {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / steps;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, [1, 2, 5, 10].map((multiple) => multiple * magnitude).find((candidate) => candidate >= rough) ?? rough);
  const ticks: number[] = [];
  for (let value = 0; value <= top; value += step) ticks.push(value);
  return { top, ticks };
}

/** Space kept between two category labels side by side, in pixels. */
export const LABEL_GAP = 6;

/**
 * Where the label of bar `index` is centred, bars `band` pixels apart: under its bar, moved inside
 * `span` (the drawing's edges, in the same coordinates) when it is wider than the room there.
 */
export function labelCenter(index: number, width: number, band: number, span: readonly [number, number] = [-Infinity, Infinity]): number {
  return Math.min(Math.max(band * (index + 0.5), span[0] + width / 2), span[1] - width / 2);
}

/**
 * Which category labels to write under bars `band` pixels apart, given each label's width and where
 * the drawing ends (`span`, see labelCenter): the first and the last always (when there are two or
 * more and they do not overlap each other), and between them each one that does not run into the
 * one kept before it or into the last.
 */
export function visibleLabels(widths: readonly number[], band: number, span?: readonly [number, number]): boolean[] {
  const shown = widths.map(() => false);
  if (widths.length === 0) return shown;
  const left = (index: number) => labelCenter(index, widths[index]!, band, span) - widths[index]! / 2;
  const right = (index: number) => labelCenter(index, widths[index]!, band, span) + widths[index]! / 2;
  const last = widths.length - 1;
  shown[0] = true;
  if (last === 0) return shown;
  const lastFits = left(last) >= right(0) + LABEL_GAP;
  if (lastFits) shown[last] = true;
  let edge = right(0);
  for (let index = 1; index < last; index += 1) {
    if (left(index) < edge + LABEL_GAP) continue;
    if (lastFits && right(index) + LABEL_GAP > left(last)) continue;
    shown[index] = true;
    edge = right(index);
  }
  return shown;
}

/**
 * A category label as it fits in `room` px, by `measure` (its width in the chart's font): whole,
 * or the longest start of it that fits with an ellipsis after it (its first character at least).
 */
export function fitLabel(label: string, room: number, measure: (text: string) => number): string {
  if (measure(label) <= room) return label;
  const cut = (length: number) => `${label.slice(0, length).trimEnd()}…`;
  let low = 1;
  let high = label.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(cut(middle)) <= room) low = middle;
    else high = middle - 1;
  }
  return cut(low);
}
