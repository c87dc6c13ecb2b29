import { describe, expect, it } from 'vitest';
import { countTicks, fitLabel, LABEL_GAP, labelCenter, visibleLabels } from './bar-scale';

describe('countTicks', () => {
  it('ends the axis at the largest bar, in whole steps of 1, 2 or 5', () => {
    expect(countTicks(8)).toEqual({ top: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countTicks(5)).toEqual({ top: 5, ticks: [0, 2, 4] });
    expect(countTicks(3)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
    expect(countTicks(37)).toEqual({ top: 37, ticks: [0, 10, 20, 30] });
    expect(countTicks(1200)).toEqual({ top: 1200, ticks: [0, 500, 1000] });
  });

  it('has a top of at least 1, and rounds a fractional largest value up', () => {
    expect(countTicks(0)).toEqual({ top: 1, ticks: [0, 1] });
    expect(countTicks(2.4)).toEqual({ top: 3, ticks: [0, 1, 2, 3] });
  });
});

describe('visibleLabels', () => {
  it('writes every label when they fit side by side', () => {
    expect(visibleLabels([40, 40, 40, 40], 60)).toEqual([true, true, true, true]);
  });

  it('keeps the first and the last and drops what would run into them', () => {
    // 14 months of 50 px under bars 24 px apart: every third fits.
    const shown = visibleLabels(Array.from({ length: 14 }, () => 50), 24);
    expect(shown[0]).toBe(true);
    expect(shown[13]).toBe(true);
    const kept = shown.flatMap((show, index) => (show ? [index] : []));
    for (let k = 1; k < kept.length; k += 1) expect((kept[k]! - kept[k - 1]!) * 24).toBeGreaterThanOrEqual(50 + LABEL_GAP);
  });

  it('keeps only the first when even the last does not fit beside it', () => {
    expect(visibleLabels([80, 80], 40)).toEqual([true, false]);
    expect(visibleLabels([30], 40)).toEqual([true]);
    expect(visibleLabels([], 40)).toEqual([]);
  });
});

describe('labelCenter', () => {
  it('keeps a label wider than its bar inside the drawing, and the next one clear of it', () => {
    // Bars 20 px apart, drawn from 30 px into a 230 px box: the last label (50 px) is pulled left.
    expect(labelCenter(9, 50, 20, [-30, 200])).toBe(175);
    expect(labelCenter(0, 50, 20, [-30, 200])).toBe(10);
    expect(labelCenter(4, 30, 20)).toBe(90);
    const shown = visibleLabels(Array.from({ length: 10 }, () => 50), 20, [-30, 200]);
    const kept = shown.flatMap((show, index) => (show ? [index] : []));
    for (let k = 1; k < kept.length; k += 1) {
      const gap = labelCenter(kept[k]!, 50, 20, [-30, 200]) - labelCenter(kept[k - 1]!, 50, 20, [-30, 200]);
      expect(gap).toBeGreaterThanOrEqual(50 + LABEL_GAP);
    }
  });
});

describe('fitLabel', () => {
  // Every character 6 px wide.
  const measure = (text: string) => text.length * 6;

  it('keeps a label that fits whole', () => {
    expect(fitLabel('Largemouth Bass', 90, measure)).toBe('Largemouth Bass');
  });

  it('cuts a longer one to the longest start that fits with an ellipsis, without a space before it', () => {
    expect(fitLabel('An even longer name of a lure', 128, measure)).toBe('An even longer name…');
    expect(measure(fitLabel('An even longer name of a lure', 128, measure))).toBeLessThanOrEqual(128);
    expect(fitLabel('Senko wacky worm', 60, measure)).toBe('Senko wac…');
  });

  it('keeps the first character at least, however little room there is', () => {
    expect(fitLabel('Perch', 3, measure)).toBe('P…');
  });
});
