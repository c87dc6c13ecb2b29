import { Copy, Disc3, MapPin, PackageMinus } from 'lucide-react';
import { GEAR_TYPE_IDS, LINE_TYPE_LABELS, spooledAgo, type Gear, type GearCondition, type GearLocationsResponse } from '@tackle/contracts';
import { Badge, Button, CardGrid, DeleteItemButton, EditItemButton, formatDay, isPendingId, NameWithSync, SyncBadge, useUnits } from '@tackle/ui';
import { ListCard, ItemTable, BrandAndModelLine, brandAndModel, formatMoney } from '@tackle/ui';
import type { BadgeProps, ListColumn, TableSortProps } from '@tackle/ui';
import type { ListedGear } from './pending';
import { capitalise, gearSpecs, gearSpecsText, type GearSpec, type SortKey } from './view';

export interface GearViewProps {
  /** The whole list's size when only its first pages are here (a long list, decision 133). */
  setSize?: number | undefined;
  /** With gear waiting to be added (`sync`): marked, and without actions until it is saved. */
  gear: readonly ListedGear[];
  typeName: (gear: Gear) => string;
  onEdit: (gear: Gear) => void;
  onCopy: (gear: Gear) => void;
  onTrackConsumables: (gear: Gear) => void;
  /** Spool a reel (decision 128); offered on reels only. */
  onSpool: (gear: Gear) => void;
  onDelete: (gear: Gear) => void;
  /** Id of the gear whose deletion is in flight (its delete button is disabled). */
  deletingId: string | null;
}

const CONDITION_BADGE: Record<GearCondition, NonNullable<BadgeProps['variant']>> = {
  new: 'default',
  excellent: 'success',
  good: 'secondary',
  fair: 'warning',
  poor: 'destructive',
};

export function ConditionBadge({ condition }: { condition: GearCondition }) {
  return <Badge variant={CONDITION_BADGE[condition] ?? 'outline'}>{capitalise(condition)}</Badge>;
}

/** The details anglers choose by, as label/value pairs; nothing at all when none were entered. */
function SpecList({ specs }: { specs: readonly GearSpec[] }) {
  if (specs.length === 0) return null;
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5" aria-label="Details">
      {specs.map((spec) => (
        <div key={spec.label} className="contents">
          <dt className="text-muted-foreground">{spec.label}</dt>
          <dd className="min-w-0 break-words font-medium">{spec.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** 'Retail: $x.xx' and 'Paid: $x.xx', each only when known; nothing when neither is. */
function Prices({ gear }: { gear: Pick<Gear, 'retailCost' | 'purchaseCost'> }) {
  const prices = [
    ['Retail:', gear.retailCost],
    ['Paid:', gear.purchaseCost],
  ].filter((price): price is [string, number] => price[1] != null);
  if (prices.length === 0) return null;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      {prices.map(([label, amount]) => (
        <span key={label}>
          <span className="text-muted-foreground">{label}</span>{' '}
          <span className="font-medium tabular-nums">{formatMoney(amount)}</span>
        </span>
      ))}
    </p>
  );
}

/** 'Spooled with PowerPro 30 lb Braid on May 3, 2026 (14 months ago)'; a reel never spooled says so. */
export function spoolingText(gear: Gear, now: Date = new Date()): string | null {
  if (gear.typeId !== GEAR_TYPE_IDS.reel) return null;
  const spooling = gear.spooling;
  if (!spooling) return 'Not spooled yet';
  return `Spooled with ${spooling.lineName} on ${formatDay(spooling.spooledAt)} (${spooledAgo(spooling.spooledAt, now)})`;
}

/** The reel's line on its card: what, when, the kind and the leader. */
function SpoolingLine({ gear }: { gear: Gear }) {
  const text = spoolingText(gear);
  if (!text) return null;
  const spooling = gear.spooling;
  return (
    <p className="flex items-start gap-1.5 text-muted-foreground">
      <Disc3 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>
        {text}
        {spooling ? ` · ${LINE_TYPE_LABELS[spooling.lineType]}` : null}
        {spooling?.leader ? ` · Leader: ${spooling.leader}` : null}
      </span>
    </p>
  );
}

type ActionProps = Pick<GearViewProps, 'onEdit' | 'onCopy' | 'onTrackConsumables' | 'onSpool' | 'onDelete' | 'deletingId'>;

function GearActions({ gear, onEdit, onCopy, onTrackConsumables, onSpool, onDelete, deletingId }: { gear: Gear } & ActionProps) {
  return (
    <>
      <EditItemButton name={gear.name} onClick={() => onEdit(gear)} />
      <Button variant="ghost" size="icon" aria-label={`Copy ${gear.name}`} title="Copy" onClick={() => onCopy(gear)}>
        <Copy aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Track consumables for ${gear.name}`}
        title="Track consumable usage"
        onClick={() => onTrackConsumables(gear)}
      >
        <PackageMinus aria-hidden="true" />
      </Button>
      {gear.typeId === GEAR_TYPE_IDS.reel ? (
        <Button variant="ghost" size="icon" aria-label={`Spool ${gear.name}`} title="Spool reel" onClick={() => onSpool(gear)}>
          <Disc3 aria-hidden="true" />
        </Button>
      ) : null}
      <DeleteItemButton name={gear.name} disabled={deletingId === gear.id} onClick={() => onDelete(gear)} />
    </>
  );
}

export interface GearCardsProps extends GearViewProps {
  /** Storage locations holding each piece of gear (absent: none, or not loaded). */
  locations?: GearLocationsResponse | undefined;
}

export function GearCards({ gear, typeName, locations, setSize, ...actions }: GearCardsProps) {
  const { system } = useUnits();
  return (
    <CardGrid label="Gear" {...(setSize === undefined ? {} : { setSize })}>
      {gear.map((item) => (
        <ListCard
          key={item.id}
          notes={item.notes}
          media={
            item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={item.name}
                loading="lazy"
                className="aspect-video w-full rounded-t-xl border-b object-cover"
              />
            ) : null
          }
          title={item.name}
          subtitle={typeName(item)}
          badge={<ConditionBadge condition={item.condition} />}
          headerExtra={<SyncBadge sync={item.sync} />}
          actions={isPendingId(item.id) ? null : <GearActions gear={item} {...actions} />}
        >
          {/* Like the prices: a card says nothing rather than '-' when no brand or model was given. */}
          {item.brand || item.model ? <BrandAndModelLine item={item} /> : null}
          <SpecList specs={gearSpecs(item, system)} />
          <Prices gear={item} />
          <SpoolingLine gear={item} />
          {locations?.[item.id]?.length ? (
            <p className="flex items-start gap-1.5 text-muted-foreground">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="sr-only">Stored in: </span>
                {locations[item.id]!.map((location) => location.name).join(', ')}
              </span>
            </p>
          ) : null}
        </ListCard>
      ))}
    </CardGrid>
  );
}

export type GearTableProps = GearViewProps & TableSortProps<SortKey>;

export function GearTable({ gear, typeName, sort, onSort, setSize, ...actions }: GearTableProps) {
  const { system } = useUnits();
  const columns: ReadonlyArray<ListColumn<ListedGear, SortKey>> = [
    { label: 'Name', sortKey: 'name', cell: (item) => <NameWithSync name={item.name} sync={item.sync} />, className: 'font-medium' },
    { label: 'Type', sortKey: 'type', cell: typeName },
    { label: 'Brand/Model', sortKey: 'brand', cell: brandAndModel },
    { label: 'Details', cell: (item) => gearSpecsText(gearSpecs(item, system)), className: 'min-w-40 max-w-64' },
    { label: 'Condition', sortKey: 'condition', cell: (item) => <ConditionBadge condition={item.condition} /> },
    {
      label: 'Retail Cost',
      sortKey: 'retailCost',
      cell: (item) => formatMoney(item.retailCost),
      className: 'tabular-nums',
    },
    {
      label: 'Purchase Cost',
      sortKey: 'purchaseCost',
      cell: (item) => formatMoney(item.purchaseCost),
      className: 'tabular-nums',
    },
  ];
  return (
    <ItemTable
      items={gear}
      columns={columns}
      actions={(item) => (isPendingId(item.id) ? null : <GearActions gear={item} {...actions} />)}
      sort={sort}
      onSort={onSort}
      pinLastColumn
      {...(setSize === undefined ? {} : { setSize })}
    />
  );
}
