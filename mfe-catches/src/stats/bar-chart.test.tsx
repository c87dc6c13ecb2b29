// @vitest-environment jsdom
// The statistics' bar charts in plain SVG (docs/decisions/155-statistics-charts-in-plain-svg.md).
import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import BarChartView from './bar-chart';
import { CHART_COLORS } from './chart-style';

afterEach(cleanup);

// jsdom lays nothing out and has no canvas: the chart's box is given a size here, and label widths
// are the chart's estimate.
beforeEach(() => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 400, height: 240, x: 0, y: 0, top: 0, left: 0, right: 400, bottom: 240, toJSON: () => ({}) });
});

const months = [
  { label: 'Apr 2026', value: 2, detail: 'heaviest 5.25 lbs' },
  { label: 'May 2026', value: 0 },
  { label: 'Jun 2026', value: 5 },
];

describe('BarChartView', () => {
  it('draws a bar per row, the value on each that is not 0, and the labels', () => {
    const { container } = render(<BarChartView rows={months} valueLabel="Catches" horizontal={false} colorful={false} />);
    const bars = container.querySelectorAll('[data-bar]');
    expect(bars).toHaveLength(3);
    for (const bar of bars) expect(bar).toHaveAttribute('fill', CHART_COLORS[0]);
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    expect(texts).toEqual(expect.arrayContaining(['Apr 2026', 'May 2026', 'Jun 2026', '2', '5']));
    // No value is written on the bar of 0 (the axis still has its 0 tick).
    expect(texts.filter((text) => text === '0')).toHaveLength(1);
    // Taller bar for the larger value: bars grow up from the same base line.
    const heights = [...bars].map((bar) => Number(/v(-?[\d.]+)/.exec(bar.getAttribute('d') ?? '')?.[1]));
    expect(Math.abs(heights[2]!)).toBeGreaterThan(Math.abs(heights[0]!));
  });

  it('shows the value, its label and detail for the bar under the pointer, and hides it when the pointer leaves', () => {
    const { container } = render(<BarChartView rows={months} valueLabel="Catches" horizontal={false} colorful={false} />);
    const svg = container.querySelector('svg')!;
    // The first of three bands starts at the count axis; its middle is a quarter of the way in or less.
    fireEvent.pointerMove(svg, { clientX: 80, clientY: 120 });
    expect(screen.getByText('Apr 2026', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Catches: 2 (heaviest 5.25 lbs)')).toBeVisible();
    fireEvent.pointerLeave(svg, { pointerType: 'mouse' });
    expect(screen.queryByText('Catches: 2 (heaviest 5.25 lbs)')).toBeNull();
  });

  it('colours each bar of a category chart, growing to the right, with every name written', () => {
    const rows = [
      { label: 'Largemouth Bass', value: 8 },
      { label: 'A very long lure name indeed', value: 3, color: '#7c3aed' },
    ];
    const { container } = render(<BarChartView rows={rows} valueLabel="Catches" horizontal colorful />);
    const bars = [...container.querySelectorAll('[data-bar]')];
    expect(bars.map((bar) => bar.getAttribute('fill'))).toEqual([CHART_COLORS[0], '#7c3aed']);
    const texts = [...container.querySelectorAll('text')].map((text) => text.textContent);
    // Without a canvas (jsdom) the widths are estimated: the long name is cut to the 128 px its column leaves.
    expect(texts).toEqual(expect.arrayContaining(['Largemouth Bass', 'A very long lure…', '8', '3']));
  });

  it('makes the label column beside bars that go right as wide as its widest label, measured, up to 140 px', async () => {
    /** Where the first bar starts when every character measures `px` wide (a fresh module: the chart keeps the first canvas it gets). */
    const barStart = async (px: number, rows: Array<{ label: string; value: number }>) => {
      vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText: (text: string) => ({ width: text.length * px }) } as never);
      vi.resetModules();
      const { default: FreshChart } = await import('./bar-chart');
      const { container, unmount } = render(<FreshChart rows={rows} valueLabel="Catches" horizontal colorful={false} />);
      const start = Number(/^M([\d.]+),/.exec(container.querySelector('[data-bar]')?.getAttribute('d') ?? '')?.[1]);
      unmount();
      return start;
    };
    // 15 characters at 6 px: the bars start after them, the tick and a gap (12 px).
    expect(await barStart(6, [{ label: 'Largemouth Bass', value: 8 }, { label: 'Perch', value: 2 }])).toBe(102);
    expect(await barStart(6, [{ label: 'Perch', value: 2 }])).toBe(42);
    // A longer label: the column stops at 140 px and the label is cut to the 128 px left for it.
    expect(await barStart(6, [{ label: 'An even longer name of a lure, written out', value: 3 }])).toBe(140);
  });

  it('cuts a label too long for the column to what fits, the whole name in its tooltip', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ font: '', measureText: (text: string) => ({ width: text.length * 6 }) } as never);
    vi.resetModules();
    const { default: FreshChart } = await import('./bar-chart');
    const { container } = render(<FreshChart rows={[{ label: 'An even longer name of a lure, written out', value: 3 }]} valueLabel="Catches" horizontal colorful={false} />);
    expect([...container.querySelectorAll('text')].map((text) => text.textContent)).toContain('An even longer name…');
    fireEvent.pointerMove(container.querySelector('svg')!, { clientX: 200, clientY: 100 });
    expect(screen.getByText('An even longer name of a lure, written out', { selector: 'p' })).toBeVisible();
  });
});
