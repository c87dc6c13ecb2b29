import { Bar, BarChart, CartesianGrid, Cell, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { AXIS_COLOR, CHART_COLORS, COUNT_DOMAIN, GRID_COLOR, type ChartDatum } from './chart-style';

export interface BarChartViewProps {
  rows: ChartDatum[];
  valueLabel: string;
  horizontal: boolean;
  colorful: boolean;
}

/**
 * The drawing of a ChartCard (charts.tsx): recharts, in a chunk of its own that the statistics page
 * loads once its figures are on screen (decision 134). Fills the box its card keeps for it.
 */
export default function BarChartView({ rows, valueLabel, horizontal, colorful }: BarChartViewProps) {
  const longest = Math.max(...rows.map((datum) => datum.label.length), 4);
  return (
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
  );
}
