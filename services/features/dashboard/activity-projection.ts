import type { Projection, ReadStore, RecordedEvent } from '@tackle/platform';

export const ACTIVITY_COLLECTION = 'activity';
/**
 * The latest name of each piece of gear, to describe its removal (the removal event carries only
 * the id). Its own collection, owned by the angler, so an account deletion removes it (decision 122);
 * before, these were `name:<gearId>` documents without an owner in `activity`, still read as a fallback.
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

/** The per-user activity feed: one entry per user-visible event. */
export const activityProjection: Projection = {
  name: 'activity',
  collections: [ACTIVITY_COLLECTION, ACTIVITY_NAMES_COLLECTION],
  async apply(event: RecordedEvent, store: ReadStore) {
    const describe = describers[event.type];
    if (!describe) return;
    const data = (event.data ?? {}) as Record<string, unknown>;
    let described = describe(data);
    if (event.type === 'GearRemoved') {
      // The removal event carries only the id; name it from the gear's stream history.
      const gearId = text(data.gearId);
      const previous = gearId
        ? ((await store.get<{ description: string }>(ACTIVITY_NAMES_COLLECTION, gearId)) ??
          (await store.get<{ description: string }>(ACTIVITY_COLLECTION, `name:${gearId}`)))
        : null;
      if (previous) described = { ...described, description: previous.description };
    }
    const entry: ActivityEntry = {
      id: event.id,
      userId: event.metadata.userId,
      ...described,
      at: event.createdAt,
      position: event.position,
    };
    await store.put(ACTIVITY_COLLECTION, event.id, entry, event.position);
    if (event.type === 'GearAdded' || event.type === 'GearUpdated') {
      const gearId = text(data.gearId);
      await store.put(ACTIVITY_NAMES_COLLECTION, gearId, { id: gearId, userId: event.metadata.userId, description: text(data.name, 'Gear') }, event.position);
    }
  },
};
