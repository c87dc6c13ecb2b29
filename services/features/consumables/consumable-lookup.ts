import { z } from 'zod';
import { consumableStreamName, type ConsumableEvent } from '@tackle/contracts';
import { isUuid, readStreamUpcast, type EventStore } from '@tackle/platform';
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
  const history = await readStreamUpcast(store, consumableStreamName(consumableId.toLowerCase()));
  const state = history.reduce(
    (acc, event) => consumableDecider.evolve(acc, event as unknown as ConsumableEvent),
    consumableDecider.initialState,
  );
  if (state.status === 'none') return null;
  let details: z.infer<typeof detailsSchema> = { name: '', category: '', unit: '' };
  for (const event of history) {
    if (event.type !== 'ConsumableAdded' && event.type !== 'ConsumableUpdated') continue;
    const parsed = detailsSchema.safeParse(event.data);
    if (parsed.success) details = parsed.data;
  }
  const { name, category, unit, description, brand, model } = details;
  const words = [name, description, brand, model].filter((word): word is string => !!word);
  return { consumableId: state.consumableId, ownerId: state.ownerId, status: state.status, name, category, unit, words };
}
