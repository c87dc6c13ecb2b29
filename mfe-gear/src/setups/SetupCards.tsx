import { TriangleAlert } from 'lucide-react';
import { SETUP_CONSUMABLE_SLOTS, SETUP_SLOTS, SETUP_SLOT_LABELS, type Setup, type SetupConsumable, type SetupGear } from '@tackle/contracts';
import { Badge, CardGrid, DeleteItemButton, EditItemButton, ListCard } from '@tackle/ui';

function GearLine({ label, gear }: { label: string; gear: SetupGear }) {
  return (
    <div className="grid grid-cols-[3.5rem_1fr] items-baseline gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0">
        {gear === null ? (
          <span className="text-muted-foreground">None</span>
        ) : gear.removed ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <span className="break-words text-muted-foreground line-through">{gear.name}</span>
            <Badge variant="warning">
              <TriangleAlert aria-hidden="true" />
              Missing: deleted from your gear
            </Badge>
          </span>
        ) : (
          <span className="break-words font-medium">{gear.name}</span>
        )}
      </dd>
    </div>
  );
}

/**
 * A setup's line, leader or hook by its current name (decisions 128 and 159); nothing when none was
 * chosen. Without a line of its own, the line its reel was last spooled with, said to be the reel's.
 */
function ConsumableLine({ label, id, named, fromReel }: { label: string; id: string | null; named: SetupConsumable | undefined; fromReel?: string | null }) {
  if (!id && !fromReel) return null;
  return (
    <div className="grid grid-cols-[3.5rem_1fr] items-baseline gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words">
        {id ? (
          // `named` is absent only from a list this browser kept offline before names came with it.
          named === undefined ? (
            <span className="text-muted-foreground">Name shown once back online</span>
          ) : named === null || named.removed ? (
            <span className="text-muted-foreground">No longer in your consumables</span>
          ) : (
            <span className="font-medium">{named.name}</span>
          )
        ) : (
          <span>
            <span className="font-medium">{fromReel}</span> <span className="text-muted-foreground">(on the reel)</span>
          </span>
        )}
      </dd>
    </div>
  );
}

export interface SetupCardsProps {
  setups: readonly Setup[];
  onEdit: (setup: Setup) => void;
  onDelete: (setup: Setup) => void;
}

/** Which of the setup's named consumables each slot shows. */
const NAMED: Readonly<Record<(typeof SETUP_CONSUMABLE_SLOTS)[number]['key'], 'line' | 'leader' | 'hook'>> = { lineId: 'line', leaderId: 'leader', hookId: 'hook' };

export function SetupCards({ setups, onEdit, onDelete }: SetupCardsProps) {
  return (
    <CardGrid label="Setups">
      {setups.map((setup) => (
        <ListCard
          key={setup.id}
          title={setup.name}
          notes={setup.notes}
          notesLines={4}
          headerClassName="pb-3"
          contentClassName="flex-1 space-y-3 text-sm"
          actions={
            <>
              <EditItemButton name={setup.name} onClick={() => onEdit(setup)} />
              <DeleteItemButton name={setup.name} onClick={() => onDelete(setup)} />
            </>
          }
        >
          <dl className="space-y-1.5">
            {SETUP_SLOTS.map((slot) => (
              <GearLine key={slot} label={SETUP_SLOT_LABELS[slot]} gear={setup[slot]} />
            ))}
            {SETUP_CONSUMABLE_SLOTS.map(({ key, label }) => (
              <ConsumableLine key={key} label={label} id={setup[key]} named={setup[NAMED[key]]} fromReel={key === 'lineId' ? setup.reelLine : null} />
            ))}
          </dl>
        </ListCard>
      ))}
    </CardGrid>
  );
}
