import { useLayoutEffect, useRef, useState, type PointerEvent } from 'react';
import { countTicks, fitLabel, labelCenter, visibleLabels } from './bar-scale';
import { AXIS_COLOR, CHART_COLORS, GRID_COLOR, type ChartDatum } from './chart-style';

export interface BarChartViewProps {
  rows: ChartDatum[];
  valueLabel: string;
  horizontal: boolean;
  colorful: boolean;
}

const FONT_SIZE = 12;
const VALUE_COLOR = '#10242b';
const TICK = 6;
/** The widest the category labels beside bars that go right may make their column; a longer label is cut to fit. */
const MAX_LABEL_COLUMN = 140;
const MAX_BAR = 72;
/** A bar takes this much of its band (the rest is the gap to its neighbours). */
const BAR_SHARE = 0.8;

let measuring: CanvasRenderingContext2D | null | undefined;

/**
 * A label's width in the page's font, from a canvas (no layout of the page; decision 155), or an
 * estimate where there is no canvas (tests).
 */
function textWidth(text: string): number {
  if (measuring === undefined) {
    measuring = typeof document === 'undefined' ? null : (document.createElement('canvas').getContext('2d') ?? null);
    if (measuring) measuring.font = `${FONT_SIZE}px ${getComputedStyle(document.body).fontFamily}`;
  }
  return measuring ? measuring.measureText(text).width : text.length * FONT_SIZE * 0.6;
}

/** The size of the box the chart fills, and again whenever it changes. */
function useBoxSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const take = (width: number, height: number) =>
      setSize((current) => (current && current.width === width && current.height === height ? current : { width, height }));
    const first = box.getBoundingClientRect();
    take(Math.floor(first.width), Math.floor(first.height));
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) take(Math.floor(entry.contentRect.width), Math.floor(entry.contentRect.height));
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}

/** A bar's outline with its two outer corners rounded (`r`), growing up or to the right. */
function barPath(x: number, y: number, width: number, height: number, horizontal: boolean): string {
  const r = Math.max(0, Math.min(4, width / 2, height / 2, horizontal ? width : height));
  if (horizontal) {
    return `M${x},${y}h${width - r}a${r},${r} 0 0 1 ${r},${r}v${height - 2 * r}a${r},${r} 0 0 1 ${-r},${r}h${-(width - r)}z`;
  }
  return `M${x},${y + height}v${-(height - r)}a${r},${r} 0 0 1 ${r},${-r}h${width - 2 * r}a${r},${r} 0 0 1 ${r},${r}v${height - r}z`;
}

/**
 * The drawing of a ChartCard (charts.tsx): a bar chart in plain SVG (decision 155; it was recharts,
 * whose first drawing took the statistics page's longest task). Bars up (months, buckets) or to the
 * right (`horizontal`, long category names), the value on each bar that is not 0, a count axis from
 * 0 to the largest bar, and on hover a tooltip with the value and its detail. Fills the box its card
 * keeps for it; the card's table says the same to screen readers.
 */
export default function BarChartView({ rows, valueLabel, horizontal, colorful }: BarChartViewProps) {
  const { ref, size } = useBoxSize();
  const [pointer, setPointer] = useState<{ index: number; x: number; y: number } | null>(null);
  const { top, ticks } = countTicks(Math.max(0, ...rows.map((row) => row.value)));
  const colorOf = (row: ChartDatum, index: number) => (colorful ? (row.color ?? CHART_COLORS[index % CHART_COLORS.length]!) : CHART_COLORS[0]);

  let drawing = null;
  let band = 0;
  let plot = { left: 0, top: 0, right: 0, bottom: 0 };
  if (size && size.width > 0 && size.height > 0 && rows.length > 0) {
    const tickLabels = ticks.map(String);
    // Category labels are measured wherever they are written: under bars that go up (which fit)
    // and beside bars that go right (how wide their column is, and what of a long one fits in it).
    const widths = rows.map((row) => textWidth(row.label));
    plot = horizontal
      ? { left: Math.min(MAX_LABEL_COLUMN, Math.ceil(Math.max(...widths)) + TICK + 6), top: 8, right: size.width - 36, bottom: size.height - 26 }
      : { left: Math.max(...tickLabels.map(textWidth)) + TICK + 6, top: 20, right: size.width - 8, bottom: size.height - 26 };
    const categories = horizontal ? rows.map((row) => fitLabel(row.label, plot.left - TICK - 6, textWidth)) : rows.map((row) => row.label);
    const along = horizontal ? plot.bottom - plot.top : plot.right - plot.left;
    const across = horizontal ? plot.right - plot.left : plot.bottom - plot.top;
    band = along / rows.length;
    const thickness = Math.min(MAX_BAR, band * BAR_SHARE);
    const length = (value: number) => (Math.max(0, value) / top) * across;
    const valueAt = (value: number) => (horizontal ? plot.left + length(value) : plot.bottom - length(value));
    // The category labels' room, from the bars' start: the whole width of the box.
    const span = [-plot.left, size.width - plot.left] as const;
    // Under bars that go up, the labels that fit; beside bars that go right, every one.
    const shown = horizontal ? categories.map(() => true) : visibleLabels(widths, band, span);
    drawing = (
      <>
        {/* Grid lines at the count ticks, across the bars. */}
        {ticks.map((tick) =>
          horizontal ? (
            <line key={tick} x1={valueAt(tick)} x2={valueAt(tick)} y1={plot.top} y2={plot.bottom} stroke={GRID_COLOR} strokeDasharray="3 3" />
          ) : (
            <line key={tick} x1={plot.left} x2={plot.right} y1={valueAt(tick)} y2={valueAt(tick)} stroke={GRID_COLOR} strokeDasharray="3 3" />
          ),
        )}
        {pointer ? (
          <rect
            fill="rgba(11, 93, 115, 0.08)"
            {...(horizontal
              ? { x: plot.left, y: plot.top + band * pointer.index, width: across, height: band }
              : { x: plot.left + band * pointer.index, y: plot.top, width: band, height: across })}
          />
        ) : null}
        {/* The axes, on the left and at the bottom (counts and categories, whichever way the bars go). */}
        <g stroke={AXIS_COLOR}>
          <line x1={plot.left} x2={plot.left} y1={plot.top} y2={plot.bottom} />
          <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} />
        </g>
        <g fill={AXIS_COLOR} fontSize={FONT_SIZE}>
          {ticks.map((tick, index) =>
            horizontal ? (
              <g key={tick}>
                <line x1={valueAt(tick)} x2={valueAt(tick)} y1={plot.bottom} y2={plot.bottom + TICK} stroke={AXIS_COLOR} />
                <text x={valueAt(tick)} y={plot.bottom + TICK + 2} dy="0.71em" textAnchor="middle">
                  {tickLabels[index]}
                </text>
              </g>
            ) : (
              <g key={tick}>
                <line x1={plot.left - TICK} x2={plot.left} y1={valueAt(tick)} y2={valueAt(tick)} stroke={AXIS_COLOR} />
                <text x={plot.left - TICK - 2} y={valueAt(tick)} dy="0.355em" textAnchor="end">
                  {tickLabels[index]}
                </text>
              </g>
            ),
          )}
          {categories.map((label, index) => {
            const middle = (horizontal ? plot.top : plot.left) + band * (index + 0.5);
            return horizontal ? (
              <g key={index}>
                <line x1={plot.left - TICK} x2={plot.left} y1={middle} y2={middle} stroke={AXIS_COLOR} />
                <text x={plot.left - TICK - 2} y={middle} dy="0.355em" textAnchor="end">
                  {label}
                </text>
              </g>
            ) : (
              <g key={index}>
                <line x1={middle} x2={middle} y1={plot.bottom} y2={plot.bottom + TICK} stroke={AXIS_COLOR} />
                {shown[index] ? (
                  // Kept inside the box: the first and last labels may be wider than their bars.
                  <text x={plot.left + labelCenter(index, widths[index]!, band, span)} y={plot.bottom + TICK + 2} dy="0.71em" textAnchor="middle">
                    {label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        {/* The bars, each with its value (none on a bar of 0). */}
        {rows.map((row, index) => {
          const start = (horizontal ? plot.top : plot.left) + band * index + (band - thickness) / 2;
          const extent = length(row.value);
          return (
            <g key={index}>
              <path
                data-bar=""
                fill={colorOf(row, index)}
                d={horizontal ? barPath(plot.left, start, extent, thickness, true) : barPath(start, plot.bottom - extent, thickness, extent, false)}
              />
              {row.value === 0 ? null : (
                <text
                  fill={VALUE_COLOR}
                  fontSize={FONT_SIZE}
                  {...(horizontal
                    ? { x: plot.left + extent + 5, y: start + thickness / 2, dy: '0.355em', textAnchor: 'start' }
                    : { x: start + thickness / 2, y: plot.bottom - extent - 5, textAnchor: 'middle' })}
                >
                  {row.value}
                </text>
              )}
            </g>
          );
        })}
      </>
    );
  }

  const track = (event: PointerEvent<SVGSVGElement>) => {
    const bounds = event.currentTarget.getBoundingClientRect();
    const x = event.clientX - bounds.left;
    const y = event.clientY - bounds.top;
    const inside = x >= plot.left && x <= plot.right && y >= plot.top && y <= plot.bottom;
    const index = Math.floor((horizontal ? y - plot.top : x - plot.left) / (band || 1));
    setPointer(inside && index >= 0 && index < rows.length ? { index, x, y } : null);
  };
  const hovered = pointer ? rows[pointer.index] : undefined;

  return (
    <div ref={ref} className="relative size-full">
      {size ? (
        <svg
          width={size.width}
          height={size.height}
          className="block overflow-visible"
          onPointerMove={track}
          // A tap shows the tooltip, and it stays until the next tap (a finger leaves as it lifts).
          onPointerDown={track}
          onPointerLeave={(event) => {
            if (event.pointerType !== 'touch') setPointer(null);
          }}
        >
          {drawing}
        </svg>
      ) : null}
      {pointer && hovered && size ? (
        <div
          className="pointer-events-none absolute z-10 rounded-md border border-border bg-popover px-2.5 py-2 text-sm whitespace-nowrap text-popover-foreground shadow-md"
          style={{
            left: pointer.x + 12,
            top: pointer.y + 12,
            transform: `translate(${pointer.x + 12 > size.width / 2 ? 'calc(-100% - 24px)' : '0'}, ${pointer.y + 12 > size.height / 2 ? 'calc(-100% - 24px)' : '0'})`,
          }}
        >
          <p className="text-muted-foreground">{hovered.label}</p>
          <p style={{ color: colorOf(hovered, pointer.index) }}>
            {valueLabel}: {hovered.detail ? `${hovered.value} (${hovered.detail})` : hovered.value}
          </p>
        </div>
      ) : null}
    </div>
  );
}
