import type { ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CONSUMABLE_QUANTITY_MESSAGE, type ConsumableSummary } from '@tackle/contracts';
import { Checkbox, Input, Label, Spinner, useApi } from '@tackle/ui';
import { errorMessage } from '@tackle/ui';
import { gearQueries } from './queries';

export interface ChecklistLink {
  consumableId: string;
  /** What the quantity input holds (null when emptied). */
  quantity: number | null;
}

export interface ConsumablesChecklistProps {
  idPrefix: string;
  typeId: number;
  typeLabel: string;
  links: readonly ChecklistLink[];
  onToggle: (consumable: ConsumableSummary, checked: boolean) => void;
  onUnlink: (consumableId: string) => void;
  quantityInput: (index: number) => ComponentProps<'input'>;
  invalid: boolean;
}

const formatStock = (consumable: ConsumableSummary) => `${consumable.currentQuantity} ${consumable.unit}`;

/**
 * The consumables that fit this type of gear, to tick and give a quantity (ticking adds 0). Links
 * to consumables no longer in the list (deleted, or made for another type) stay visible to untick.
 */
export function ConsumablesChecklist({ idPrefix, typeId, typeLabel, links, onToggle, onUnlink, quantityInput, invalid }: ConsumablesChecklistProps) {
  const api = useApi();
  const consumables = useQuery(gearQueries.typeConsumables(api, typeId));
  const listed = consumables.data ?? [];
  const orphans = links.filter((link) => !listed.some((consumable) => consumable.id === link.consumableId));
  const indexOf = (consumableId: string) => links.findIndex((link) => link.consumableId === consumableId);

  return (
    <fieldset className="grid gap-3 rounded-lg border p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold">Consumables</legend>
      {consumables.isPending ? (
        <Spinner size="sm" label="Loading consumables" />
      ) : consumables.isError ? (
        <p className="text-sm text-destructive">{errorMessage(consumables.error, 'Could not load consumables')}</p>
      ) : listed.length === 0 && orphans.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No consumables for {typeLabel.toLowerCase()}s yet.{' '}
          <Link to="/consumables" className="font-medium text-primary underline-offset-4 hover:underline">
            Add consumables
          </Link>{' '}
          and mark them as fitting {typeLabel.toLowerCase()}s.
        </p>
      ) : (
        <ul className="grid gap-2">
          {listed.map((consumable) => {
            const index = indexOf(consumable.id);
            const checkboxId = `${idPrefix}-consumable-${consumable.id}`;
            return (
              <li key={consumable.id} className="flex flex-wrap items-center gap-x-3 gap-y-2">
                <Checkbox
                  id={checkboxId}
                  checked={index !== -1}
                  onCheckedChange={(checked) => onToggle(consumable, checked === true)}
                />
                <Label htmlFor={checkboxId} className="min-w-0 flex-1 font-normal">
                  {consumable.name} <span className="text-muted-foreground">({formatStock(consumable)} in stock)</span>
                </Label>
                {index !== -1 ? (
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={0}
                    step={1}
                    aria-label={`Quantity of ${consumable.name}`}
                    className="w-24"
                    {...quantityInput(index)}
                  />
                ) : null}
              </li>
            );
          })}
          {orphans.map((link) => (
            <li key={link.consumableId} className="flex flex-wrap items-center gap-x-3 gap-y-2">
              <Checkbox
                id={`${idPrefix}-orphan-${link.consumableId}`}
                checked
                onCheckedChange={() => onUnlink(link.consumableId)}
              />
              <Label htmlFor={`${idPrefix}-orphan-${link.consumableId}`} className="min-w-0 flex-1 font-normal text-muted-foreground">
                A consumable no longer in your {typeLabel.toLowerCase()} list (quantity {link.quantity ?? 0})
              </Label>
            </li>
          ))}
        </ul>
      )}
      {invalid ? (
        <p className="text-sm text-destructive" role="alert">
          {CONSUMABLE_QUANTITY_MESSAGE}
        </p>
      ) : null}
    </fieldset>
  );
}
