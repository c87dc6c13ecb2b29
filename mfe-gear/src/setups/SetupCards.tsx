import { TriangleAlert } from 'lucide-react';
import { SETUP_SLOTS, SETUP_SLOT_LABELS, type Setup, type SetupGear } from '@tackle/contracts';
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

export interface SetupCardsProps {
  setups: readonly Setup[];
  onEdit: (setup: Setup) => void;
  onDelete: (setup: Setup) => void;
}

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
          </dl>
        </ListCard>
      ))}
    </CardGrid>
  );
}
