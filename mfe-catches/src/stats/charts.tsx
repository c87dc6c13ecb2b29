import { lazy, Suspense, useId, type ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@tackle/ui';
import type { ChartDatum } from './chart-style';

/**
 * The drawing (bar-chart.tsx, plain SVG since decision 155) is a chunk of its own, asked for when the
 * first card with a chart renders: the page's figures paint without waiting for it, and each chart
 * follows in the box its card keeps for it (decision 134).
 */
const BarChartView = lazy(() => import(/* webpackChunkName: "stats-charts" */ './bar-chart'));

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
            {/* The box is kept at the chart's size while the drawing loads: nothing moves when it comes. */}
            <div aria-hidden="true" className="w-full" style={{ height }}>
              <Suspense fallback={<div className="size-full animate-pulse rounded-md bg-muted/60" />}>
                <BarChartView rows={rows} valueLabel={valueLabel} horizontal={horizontal} colorful={colorful} />
              </Suspense>
            </div>
            {/* Read out, not shown. The box is what is hidden: a table keeps the width of its
                text whatever width it is given, and would widen the page on a phone. */}
            <div className="sr-only">
              <table>
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
            </div>
          </figure>
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
