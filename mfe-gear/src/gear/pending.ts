import { gearInputSchema, gearTypeName, type Gear } from '@tackle/contracts';
import { usePendingList, withPending, type Listed, type PendingRules, type QueuedChange } from '@tackle/ui';

/*
 * The gear list while gear added without signal waits in the outbox
 * (docs/decisions/117-offline-first-writes.md): it shows at once, marked "Waiting to sync".
 */

export type ListedGear = Listed<Gear>;

/** The gear a waiting add makes, as the server will list it (its photo comes once it is saved). */
function waitingGear(change: QueuedChange, id: string, userId: string): Gear | null {
  const parsed = gearInputSchema.safeParse(change.body ?? {});
  if (!parsed.success) return null;
  const { typeId } = parsed.data;
  return {
    ...parsed.data,
    imageUrl: null,
    id,
    userId,
    type: { id: typeId, name: gearTypeName(typeId) ?? '' },
    createdAt: change.createdAt,
    updatedAt: change.createdAt,
    revision: 0,
  };
}

const gearRules = (userId: string): PendingRules<Gear> => ({ entity: 'gear', created: (change, id) => waitingGear(change, id, userId) });

/** The server's gear with the gear still waiting to be added after it. */
export function withPendingGear(gear: readonly Gear[], changes: readonly QueuedChange[], userId: string): ListedGear[] {
  return withPending(gear, changes, gearRules(userId));
}

/** The signed-in angler's gear list (undefined while loading) with their waiting adds. */
export const useGearWithPending = (gear: readonly Gear[] | undefined) => usePendingList(gear, gearRules);
