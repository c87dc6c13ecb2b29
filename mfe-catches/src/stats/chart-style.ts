/**
 * Chart colours: each has at least 3:1 contrast on white (WCAG 1.4.11 for graphics) and they stay
 * apart for the common colour-vision deficiencies. Colour never carries meaning alone: every bar
 * has its value printed and each chart has a table for screen readers.
 */
export const CHART_COLORS = ['#0b5d73', '#b45309', '#15803d', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a21caf'] as const;
export const AXIS_COLOR = '#4a5f66';
export const GRID_COLOR = '#d3dfe0';
/** Counts start at 0 and the axis ends at the largest bar (not at a round number far above it). */
export const COUNT_DOMAIN: [number, (dataMax: number) => number] = [0, (dataMax) => Math.max(1, Math.ceil(dataMax))];

export interface ChartDatum {
  label: string;
  value: number;
  /** Extra line in the tooltip and the table ('heaviest 5.25 lbs'). */
  detail?: string;
  /** A colour of CHART_COLORS for this bar (categories with a meaning, e.g. rising/falling). */
  color?: string;
}
