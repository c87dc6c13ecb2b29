import { useId, type ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tackle/ui';

/**
 * Chart colours: each has at least 3:1 contrast on white (WCAG 1.4.11 for graphics) and they stay
 * apart for the common colour-vision deficiencies. Colour never carries meaning alone: every bar
 * has its value printed and each chart has a table for screen readers.
 */
export const CHART_COLORS = ['#0b5d73', '#b45309', '#15803d', '#7c3aed', '#be123c', '#0369a1', '#4d7c0f', '#a21caf'] as const;
const AXIS_COLOR = '#4a5f66';
const GRID_COLOR = '#d3dfe0';
/** Counts start at 0 and the axis ends at the largest bar (not at a round number far above it). */
const COUNT_DOMAIN: [number, (dataMax: number) => number] = [0, (dataMax) => Math.max(1, Math.ceil(dataMax))];

export interface ChartDatum {
  label: string;
  value: number;
  /** Extra line in the tooltip and the table ('heaviest 5.25 lbs'). */
  detail?: string;
  /** A colour of CHART_COLORS for this bar (categories with a meaning, e.g. rising/falling). */
  color?: string;
}

export interface ChartCardProps {
  title: string;
  description?: string;
  data: readonly ChartDatum[];
  /** Unit of the value in the table header and tooltip ('Catches'). */
  valueLabel: string;
  /** Shown instead of the chart when every value is 0. */
  emptyText: string;
  /** Bars grow to the right with labels on the left (long category names). */
  horizontal?: boolean;
  /** One colour per bar (categories), or one colour for a scale. */
  colorful?: boolean;
  footer?: ReactNode;
}

/** A titled bar chart with an empty state and a screen-reader table of the same numbers. */
export function ChartCard({ title, description, data, valueLabel, emptyText, horizontal = false, colorful = false, footer }: ChartCardProps) {
  const titleId = useId();
  const empty = data.every((datum) => datum.value === 0);
  const rows = data.map((datum) => ({ ...datum }));
  const height = horizontal ? Math.max(160, data.length * 36 + 40) : 240;
  const longest = Math.max(...data.map((datum) => datum.label.length), 4);
  return (
    <Card className="min-w-0">
      <CardHeader className="pb-2">
        <CardTitle as="h3" id={titleId} className="text-base">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>
        {empty ? (
          <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">{emptyText}</p>
        ) : (
          <figure aria-labelledby={titleId} className="m-0">
            <div aria-hidden="true" className="w-full" style={{ height }}>
              <ResponsiveContainer width="100%" height="100%">
                <BarChart
                  data={rows}
                  layout={horizontal ? 'vertical' : 'horizontal'}
                  margin={{ top: 16, right: horizontal ? 36 : 8, bottom: 4, left: horizontal ? 4 : -16 }}
                  accessibilityLayer={false}
                >
                  <CartesianGrid stroke={GRID_COLOR} strokeDasharray="3 3" horizontal={!horizontal} vertical={horizontal} />
                  {horizontal ? (
                    <>
                      <XAxis type="number" allowDecimals={false} domain={COUNT_DOMAIN} stroke={AXIS_COLOR} fontSize={12} />
                      <YAxis
                        type="category"
                        dataKey="label"
                        stroke={AXIS_COLOR}
                        fontSize={12}
                        width={Math.min(140, 12 + longest * 7)}
                        tickFormatter={(label: string) => (label.length > 20 ? `${label.slice(0, 19)}…` : label)}
                      />
                    </>
                  ) : (
                    <>
                      <XAxis dataKey="label" stroke={AXIS_COLOR} fontSize={12} interval="preserveStartEnd" />
                      <YAxis allowDecimals={false} domain={COUNT_DOMAIN} stroke={AXIS_COLOR} fontSize={12} />
                    </>
                  )}
                  <Tooltip
                    cursor={{ fill: 'rgba(11, 93, 115, 0.08)' }}
                    formatter={(value, _name, item) => {
                      const detail = (item.payload as ChartDatum | undefined)?.detail;
                      return [detail ? `${String(value)} (${detail})` : String(value), valueLabel];
                    }}
                  />
                  <Bar dataKey="value" name={valueLabel} fill={CHART_COLORS[0]} maxBarSize={72} radius={horizontal ? [0, 4, 4, 0] : [4, 4, 0, 0]} isAnimationActive={false}>
                    {colorful ? rows.map((row, index) => <Cell key={row.label} fill={row.color ?? CHART_COLORS[index % CHART_COLORS.length]} />) : null}
                    <LabelList dataKey="value" position={horizontal ? 'right' : 'top'} fill="#10242b" fontSize={12} formatter={(value) => (value === 0 ? '' : String(value))} />
                  </Bar>
                </BarChart>
              </ResponsiveContainer>
            </div>
            <table className="sr-only">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">Category</th>
                  <th scope="col">{valueLabel}</th>
                </tr>
              </thead>
              <tbody>
                {data.map((datum) => (
                  <tr key={datum.label}>
                    <th scope="row">{datum.label}</th>
                    <td>
                      {datum.value}
                      {datum.detail ? ` (${datum.detail})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </figure>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
