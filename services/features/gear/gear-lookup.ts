import { z } from 'zod';
import { gearStreamName } from '@tackle/contracts';
import { isUuid, latestData, loadState, type EventStore } from '@tackle/platform';
import { gearDecider } from './decider';

/** What consumables, storage and setups need to know about a piece of gear they refer to. */
export interface GearLookup {
  gearId: string;
  ownerId: string;
  removed: boolean;
  /** Latest name and type id (0 when the stream holds neither, which never happens for real gear). */
  name: string;
  typeId: number;
}

const namedSchema = z.object({ name: z.string(), typeId: z.number() });

/**
 * Reads the gear's own stream: its owner and whether it is removed come from the gear decider's
 * fold, so the rules of the gear aggregate are not written twice. Null when there is no such gear.
 */
export async function lookUpGear(store: EventStore, gearId: string): Promise<GearLookup | null> {
  if (!isUuid(gearId)) return null;
  const { state, history } = await loadState(store, gearStreamName(gearId.toLowerCase()), gearDecider);
  if (state.status === 'none') return null;
  const { name, typeId } = latestData(history, ['GearAdded', 'GearUpdated'], namedSchema) ?? { name: '', typeId: 0 };
  return { gearId: state.gearId, ownerId: state.ownerId, removed: state.status === 'removed', name, typeId };
}
