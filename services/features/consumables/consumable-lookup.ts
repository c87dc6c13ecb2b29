import { consumableStreamName, type ConsumableEvent } from '@tackle/contracts';
import { isUuid, readStreamUpcast, type EventStore } from '@tackle/platform';
import { consumableDecider } from './decider';

/** What gear needs to know about a consumable it links to: its owner and whether it is still there. */
export interface ConsumableLookup {
  ownerId: string;
  status: 'active' | 'removed';
}

/** Reads the consumable's own stream and folds it with the consumable decider. Null when there is no such consumable. */
export async function lookUpConsumable(store: EventStore, consumableId: string): Promise<ConsumableLookup | null> {
  if (!isUuid(consumableId)) return null;
  const history = await readStreamUpcast(store, consumableStreamName(consumableId));
  const state = history.reduce(
    (acc, event) => consumableDecider.evolve(acc, event as unknown as ConsumableEvent),
    consumableDecider.initialState,
  );
  if (state.status === 'none') return null;
  return { ownerId: state.ownerId, status: state.status };
}
