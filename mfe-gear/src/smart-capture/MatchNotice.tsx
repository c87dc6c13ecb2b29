import { PackageCheck } from 'lucide-react';
import type { Consumable } from '@tackle/contracts';
import { Button, Spinner } from '@tackle/ui';
import { formatStock } from '../consumables/view';
import { restockOfferLabel } from './inventory-match';
import type { InventoryMatch } from './smart-state';

interface MatchNoticeProps {
  match: InventoryMatch;
  adding: boolean;
  restocking: boolean;
  onRestock: (existing: Consumable, amount: number) => void;
}

/**
 * The identified product is already in the inventory: a consumable is offered as a restock of the
 * existing item; gear has no count, so it is only named (a second identical rod is legitimate).
 */
export function MatchNotice({ match, adding, restocking, onRestock }: MatchNoticeProps) {
  const { item } = match;
  return (
    <section
      aria-labelledby="smart-match-title"
      className="grid gap-3 rounded-lg border border-primary/40 bg-primary/5 p-3"
    >
      <div className="flex gap-2">
        <PackageCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <div className="grid min-w-0 gap-1">
          <p id="smart-match-title" className="text-sm font-medium">
            Already in your inventory
          </p>
          <p className="break-words text-sm text-muted-foreground">
            {match.kind === 'consumable'
              ? `${item.name}: ${formatStock(match.item.currentQuantity, match.item.unit)} on hand.`
              : `${item.name} (${match.item.type.name}). Gear has no count, so adding it again records a second one.`}
          </p>
        </div>
      </div>
      {match.kind === 'consumable' && match.amount > 0 ? (
        <Button
          type="button"
          className="h-auto min-h-9 whitespace-normal py-2 text-left"
          onClick={() => onRestock(match.item, match.amount)}
          disabled={adding}
        >
          {restocking ? <Spinner size="sm" label="Restocking" /> : null}
          {restockOfferLabel(match.amount, match.item)}
        </Button>
      ) : null}
    </section>
  );
}
