import { Anchor, CalendarDays, DollarSign, Fish, Gauge, Layers, Package, Wrench } from 'lucide-react';
import type { StatsResponse } from '@tackle/contracts';
import { formatMoney } from '@tackle/ui';
import { ChartCard } from './charts';
import { CHARTS, FIGURES, Figure } from './Figure';
import { monthLabel, plural } from './format';

export function AnglerTab({ stats }: { stats: StatsResponse }) {
  const { angler, charts } = stats;
  return (
    <>
      <div className={FIGURES}>
        <Figure label="Total Catches" value={angler.totalCatches} icon={<Fish />} />
        <Figure label="Fishing Outings" value={angler.fishingOutings} detail="Days with a catch" icon={<CalendarDays />} />
        <Figure
          label="Most Used Setup"
          value={angler.mostUsedSetup?.name ?? 'None yet'}
          detail={angler.mostUsedSetup ? plural(angler.mostUsedSetup.catches, 'catch', 'catches') : 'Choose a setup when you log a catch'}
          icon={<Wrench />}
        />
        <Figure label="Catch Rate" value={`${angler.catchRatePerTrip} per trip`} detail="Catches per outing" icon={<Gauge />} />
      </div>
      <ChartCard
        title="Catches per month"
        description="Every month from your first catch to your latest."
        data={charts.catchesByMonth.map((month) => ({ label: monthLabel(month.month), value: month.count }))}
        valueLabel="Catches"
        emptyText="No catches logged yet. Your months on the water will show here."
      />
    </>
  );
}

export function GearTab({ stats }: { stats: StatsResponse }) {
  const { gear } = stats;
  return (
    <>
      <div className={FIGURES}>
        <Figure label="Total Gear Count" value={gear.totalGear} icon={<Package />} />
        <Figure
          label="Total Investment"
          value={formatMoney(gear.totalInvestment)}
          detail="Purchase cost, else retail cost"
          icon={<DollarSign />}
        />
        <Figure
          label="Gear Categories"
          value={gear.gearCategories}
          detail={gear.byCategory.map((category) => category.label).join(', ') || 'Rods, reels and lures'}
          icon={<Layers />}
        />
        <Figure
          label="Average Cost"
          value={formatMoney(gear.averageCost)}
          detail={gear.pricedItems > 0 ? `Over ${plural(gear.pricedItems, 'item', 'items')} with a cost` : 'No costs recorded yet'}
          icon={<Anchor />}
        />
      </div>
      <div className={CHARTS}>
        <ChartCard
          title="Gear by category"
          data={gear.byCategory.map((category) => ({ label: `${category.label}s`, value: category.count }))}
          valueLabel="Items"
          emptyText="No gear yet. Add rods, reels and lures in Gear Inventory."
          colorful
        />
        <ChartCard
          title="Investment by category"
          description="In dollars."
          data={gear.byCategory.map((category) => ({ label: `${category.label}s`, value: Math.round(category.investment) }))}
          valueLabel="Dollars"
          emptyText="No gear costs recorded yet."
          colorful
        />
      </div>
    </>
  );
}
