import { z } from 'zod';
import { gearStreamName, type GearEvent } from '@tackle/contracts';
import type { EventStore } from '@tackle/platform';
import { gearDecider } from './decider';
import { isUuid, readStreamUpcast } from '@tackle/platform';

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
  const history = await readStreamUpcast(store, gearStreamName(gearId.toLowerCase()));
  const state = history.reduce(
    (acc, event) => gearDecider.evolve(acc, event as unknown as GearEvent),
    gearDecider.initialState,
  );
  if (state.status === 'none') return null;
  let name = '';
  let typeId = 0;
  for (const event of history) {
    if (event.type !== 'GearAdded' && event.type !== 'GearUpdated') continue;
    const parsed = namedSchema.safeParse(event.data);
    if (parsed.success) ({ name, typeId } = parsed.data);
  }
  return { gearId: state.gearId, ownerId: state.ownerId, removed: state.status === 'removed', name, typeId };
}
