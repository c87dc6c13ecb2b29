import type { Projection, ReadStore, RecordedEvent } from '@tackle/platform';

/**
 * Recent Activity: each angler's last `RECENT_ACTIVITY_KEPT` lines, one document per slot
 * (`<userId>:<slot>`), the newest line overwriting the oldest (docs/decisions/162). The dashboard
 * shows exactly these; the event store keeps everything else.
 */
export const ACTIVITY_COLLECTION = 'activity';
/** Lines kept per angler, and shown (dashboard/query-routes.ts). */
export const RECENT_ACTIVITY_KEPT = 8;
/** Per angler, how many lines were ever written (the next slot) and the position of the last. */
export const ACTIVITY_COUNTS_COLLECTION = 'activity_counts';
/**
 * The latest name of each piece of gear, to describe its removal (the removal event carries only
 * the id). Its own collection, owned by the angler, so an account deletion removes it (decision 122).
 */
export const ACTIVITY_NAMES_COLLECTION = 'activity_names';

export interface ActivityEntry {
  id: string;
  userId: string;
  kind: string;
  title: string;
  description: string;
  /** A logged catch's weight (decimal pounds); absent on lines written before decision 121. */
  weight?: number | null;
  at: string;
  position: number;
}

type Describe = (data: Record<string, unknown>) => { kind: string; title: string; description: string; weight?: number | null };

const text = (value: unknown, fallback = '') => (typeof value === 'string' && value.trim() ? value : fallback);

/** What each event looks like in Recent Activity. Events not listed are not shown. */
const describers: Record<string, Describe> = {
  GearAdded: (d) => ({ kind: 'gear', title: 'Gear added', description: text(d.name, 'New gear') }),
  GearUpdated: (d) => ({ kind: 'gear', title: 'Gear updated', description: text(d.name, 'Gear') }),
  GearRemoved: () => ({ kind: 'gear', title: 'Gear removed', description: 'A piece of gear was removed' }),
  ReelSpooled: (d) => ({ kind: 'gear', title: 'Reel spooled', description: text(d.lineName, 'Line') }),
  // The weight apart: the dashboard shows it in the angler's units (decision 121).
  CatchLogged: (d) => ({
    kind: 'catch',
    title: 'Catch logged',
    description: [text(d.species, 'Fish'), text(d.location)].filter(Boolean).join(' · '),
    weight: typeof d.weight === 'number' ? d.weight : null,
  }),
  CatchUpdated: (d) => ({ kind: 'catch', title: 'Catch updated', description: text(d.species, 'Catch') }),
  CatchDeleted: () => ({ kind: 'catch', title: 'Catch deleted', description: 'A catch was removed from the log' }),
  ConsumableAdded: (d) => ({ kind: 'consumable', title: 'Consumable added', description: text(d.name, 'Consumable') }),
  ConsumableUsed: (d) => ({ kind: 'consumable', title: 'Consumable used', description: text(d.name, 'Consumable') }),
  SetupCreated: (d) => ({ kind: 'setup', title: 'Setup created', description: text(d.name, 'Setup') }),
  StorageLocationCreated: (d) => ({ kind: 'storage', title: 'Storage location created', description: text(d.name, 'Location') }),
};

interface ActivityCount {
  userId: string;
  /** Lines written so far: the next one goes to slot `count % RECENT_ACTIVITY_KEPT`. */
  count: number;
  /** The last line's event: an event at or before it was applied already (a replay). */
  position: number;
}

/**
 * The per-user activity feed: one line per user-visible event, the last `RECENT_ACTIVITY_KEPT` kept.
 * Version 2 keeps a window instead of every line (one document per event, forever, of which the
 * dashboard read 8); during a rebuild a batch's writes to a slot coalesce into its last one.
 */
export const activityProjection: Projection = {
  name: 'activity-v2',
  replaces: ['activity'],
  collections: [ACTIVITY_COLLECTION, ACTIVITY_NAMES_COLLECTION, ACTIVITY_COUNTS_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    const describe = describers[event.type];
    if (!describe) return;
    const userId = event.metadata.userId;
    const counted = await store.get<ActivityCount>(ACTIVITY_COUNTS_COLLECTION, userId);
    if (counted && counted.position >= event.position) return; // replayed: its line is written
    const data = (event.data ?? {}) as Record<string, unknown>;
    let described = describe(data);
    if (event.type === 'GearRemoved') {
      // The removal event carries only the id; name it from the gear's stream history.
      const gearId = text(data.gearId);
      const previous = gearId ? await store.get<{ description: string }>(ACTIVITY_NAMES_COLLECTION, gearId) : null;
      if (previous) described = { ...described, description: previous.description };
    }
    const entry: ActivityEntry = {
      id: event.id,
      userId,
      ...described,
      at: event.createdAt,
      position: event.position,
    };
    const count = counted?.count ?? 0;
    await store.put(ACTIVITY_COLLECTION, `${userId}:${count % RECENT_ACTIVITY_KEPT}`, entry, event.position);
    await store.put(ACTIVITY_COUNTS_COLLECTION, userId, { userId, count: count + 1, position: event.position } satisfies ActivityCount, event.position);
    if (event.type === 'GearAdded' || event.type === 'GearUpdated') {
      const gearId = text(data.gearId);
      await store.put(ACTIVITY_NAMES_COLLECTION, gearId, { id: gearId, userId, description: text(data.name, 'Gear') }, event.position);
    }
  },
};
