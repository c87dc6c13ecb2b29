import { z } from 'zod';
import { consumableStreamName } from '@tackle/contracts';
import { isUuid, latestData, loadState, type EventStore } from '@tackle/platform';
import { consumableDecider } from './decider';

/** What gear, setups and spooling need to know about a consumable they name. */
export interface ConsumableLookup {
  consumableId: string;
  ownerId: string;
  status: 'active' | 'removed';
  /** Latest details: a reel is spooled with a line, a setup's hook must be a hook (decision 128). */
  name: string;
  category: string;
  unit: string;
  /** The words a line's kind may be read from (name, description, brand, model). */
  words: string[];
}

const detailsSchema = z.object({
  name: z.string(),
  category: z.string(),
  unit: z.string(),
  description: z.string().nullish(),
  brand: z.string().nullish(),
  model: z.string().nullish(),
});

/** Reads the consumable's own stream and folds it with the consumable decider. Null when there is no such consumable. */
export async function lookUpConsumable(store: EventStore, consumableId: string): Promise<ConsumableLookup | null> {
  if (!isUuid(consumableId)) return null;
  const { state, history } = await loadState(store, consumableStreamName(consumableId.toLowerCase()), consumableDecider);
  if (state.status === 'none') return null;
  const { name, category, unit, description, brand, model } = latestData(history, ['ConsumableAdded', 'ConsumableUpdated'], detailsSchema) ?? { name: '', category: '', unit: '' };
  const words = [name, description, brand, model].filter((word): word is string => !!word);
  return { consumableId: state.consumableId, ownerId: state.ownerId, status: state.status, name, category, unit, words };
}
