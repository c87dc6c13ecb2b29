import { ArrowDown, ArrowUp, ArrowUpDown, Copy, MapPin, Pencil, PackageMinus, Trash2 } from 'lucide-react';
import { formatMoney, type Gear, type GearCondition, type GearLocationsResponse } from '@tackle/contracts';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardFooter,
  CardHeader,
  CardTitle,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  type BadgeProps,
} from '@tackle/ui';
import { capitalise, gearSpecs, gearSpecsText, orDash, type GearSpec, type SortKey, type SortState } from './view';

export interface GearViewProps {
  gear: readonly Gear[];
  typeName: (gear: Gear) => string;
  onEdit: (gear: Gear) => void;
  onCopy: (gear: Gear) => void;
  onTrackConsumables: (gear: Gear) => void;
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

function brandAndModel(gear: Pick<Gear, 'brand' | 'model'>): string {
  return orDash([gear.brand, gear.model].filter(Boolean).join(' '));
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
          <span className="text-muted-foreground">{label}</span> <span className="font-medium tabular-nums">{formatMoney(amount)}</span>
        </span>
      ))}
    </p>
  );
}

type ActionProps = Pick<GearViewProps, 'onEdit' | 'onCopy' | 'onTrackConsumables' | 'onDelete' | 'deletingId'>;

function RowActions({ gear, onEdit, onCopy, onTrackConsumables, onDelete, deletingId }: { gear: Gear } & ActionProps) {
  return (
    <div className="flex items-center gap-1">
      <Button variant="ghost" size="icon" aria-label={`Edit ${gear.name}`} title="Edit" onClick={() => onEdit(gear)}>
        <Pencil aria-hidden="true" />
      </Button>
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
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Delete ${gear.name}`}
        title="Delete"
        className="text-destructive hover:text-destructive"
        disabled={deletingId === gear.id}
        onClick={() => onDelete(gear)}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </div>
  );
}

export interface GearCardsProps extends GearViewProps {
  /** Storage locations holding each piece of gear (absent: none, or not loaded). */
  locations?: GearLocationsResponse | undefined;
}

export function GearCards({ gear, typeName, locations, ...actions }: GearCardsProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Gear">
      {gear.map((item) => (
        <li key={item.id} className="min-w-0">
          <Card className="flex h-full flex-col">
            {item.imageUrl ? (
              <img
                src={item.imageUrl}
                alt={item.name}
                loading="lazy"
                className="aspect-video w-full rounded-t-xl border-b object-cover"
              />
            ) : null}
            <CardHeader className="gap-2 pb-3">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <CardTitle as="h2" className="break-words">
                    {item.name}
                  </CardTitle>
                  <p className="mt-1 text-sm text-muted-foreground">{typeName(item)}</p>
                </div>
                <ConditionBadge condition={item.condition} />
              </div>
            </CardHeader>
            <CardContent className="flex-1 space-y-2 text-sm">
              {/* Like the prices: a card says nothing rather than '-' when no brand or model was given. */}
              {item.brand || item.model ? (
                <p>
                  <span className="sr-only">Brand and model: </span>
                  {brandAndModel(item)}
                </p>
              ) : null}
              <SpecList specs={gearSpecs(item)} />
              <Prices gear={item} />
              {locations?.[item.id]?.length ? (
                <p className="flex items-start gap-1.5 text-muted-foreground">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>
                    <span className="sr-only">Stored in: </span>
                    {locations[item.id]!.map((location) => location.name).join(', ')}
                  </span>
                </p>
              ) : null}
              {item.notes ? <p className="line-clamp-3 whitespace-pre-line break-words text-muted-foreground">{item.notes}</p> : null}
            </CardContent>
            <CardFooter className="justify-end pb-4">
              <RowActions gear={item} {...actions} />
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}

export interface GearTableProps extends GearViewProps {
  sort: SortState;
  onSort: (key: SortKey) => void;
}

function SortableHead({ label, sortKey, sort, onSort }: { label: string; sortKey: SortKey } & Pick<GearTableProps, 'sort' | 'onSort'>) {
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? ArrowUp : direction === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <TableHead aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
      <button
        type="button"
        onClick={() => onSort(sortKey)}
        className="-ml-2 inline-flex cursor-pointer items-center gap-1 rounded px-2 py-1 hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {label}
        <Icon aria-hidden="true" className={direction ? 'size-3.5' : 'size-3.5 opacity-50'} />
      </button>
    </TableHead>
  );
}

export function GearTable({ gear, typeName, sort, onSort, ...actions }: GearTableProps) {
  const head = (label: string, sortKey: SortKey) => (
    <SortableHead label={label} sortKey={sortKey} sort={sort} onSort={onSort} />
  );
  return (
    <div className="rounded-xl border bg-card">
      <Table pinLastColumn>
        <TableHeader>
          <TableRow>
            {head('Name', 'name')}
            {head('Type', 'type')}
            {head('Brand/Model', 'brand')}
            <TableHead>Details</TableHead>
            {head('Condition', 'condition')}
            {head('Retail Cost', 'retailCost')}
            {head('Purchase Cost', 'purchaseCost')}
            <TableHead>Notes</TableHead>
            <TableHead>Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {gear.map((item) => (
            <TableRow key={item.id}>
              <TableCell className="font-medium">{item.name}</TableCell>
              <TableCell>{typeName(item)}</TableCell>
              <TableCell>{brandAndModel(item)}</TableCell>
              <TableCell className="min-w-40 max-w-64">{gearSpecsText(gearSpecs(item))}</TableCell>
              <TableCell>
                <ConditionBadge condition={item.condition} />
              </TableCell>
              <TableCell className="tabular-nums">{formatMoney(item.retailCost)}</TableCell>
              <TableCell className="tabular-nums">{formatMoney(item.purchaseCost)}</TableCell>
              <TableCell className="max-w-64">
                <span className="line-clamp-2 break-words" title={item.notes ?? undefined}>
                  {orDash(item.notes)}
                </span>
              </TableCell>
              <TableCell>
                <RowActions gear={item} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
