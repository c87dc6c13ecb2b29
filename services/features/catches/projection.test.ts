import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catchInputSchema } from '@tackle/contracts';
import { SqliteReadStore, type RecordedEvent } from '@tackle/platform';
import { tempDataDir } from '@tackle/test-support';
import { CATCHES_COLLECTION, catchListProjection } from './projection';
import { activityProjection } from '../dashboard/public';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((fn) => fn()));

function store() {
  const data = tempDataDir();
  const readStore = new SqliteReadStore(join(data.dir, 'read.sqlite'));
  cleanups.push(() => {
    void readStore.close();
    data.remove();
  });
  return readStore;
}

let position = 0;
const recorded = (catchId: string, type: string, data: object, revision: number, userId = 'u1'): RecordedEvent => ({
  id: randomUUID(),
  streamId: `catch-${catchId}`,
  type,
  data,
  revision,
  position: ++position,
  createdAt: '2026-05-01T10:00:00.000Z',
  metadata: { userId, correlationId: 'c', causationId: null, schemaVersion: 1 },
});

const catchId = randomUUID();
const fields = catchInputSchema.parse({ species: 'Largemouth Bass', date: '2026-04-30T06:30', weight: 3.5, location: 'Lake Fork' });
const history = [
  recorded(catchId, 'CatchLogged', { catchId, userId: 'u1', ...fields, loggedAt: '2026-05-01T10:00:00.000Z' }, 0),
  recorded(catchId, 'CatchUpdated', { catchId, ...fields, weight: 4.25, date: '2026-05-02T07:00', updatedAt: '2026-05-03T10:00:00.000Z' }, 1),
];

describe('catch list projection', () => {
  it('builds the list item and is unchanged by replaying the history twice', async () => {
    const readStore = store();
    for (const event of [...history, ...history]) await catchListProjection.apply(event, readStore);
    const docs = await readStore.find(CATCHES_COLLECTION, { userId: 'u1' });
    expect(docs).toEqual([
      {
        id: catchId,
        userId: 'u1',
        ...fields,
        weight: 4.25,
        date: '2026-05-02T07:00',
        createdAt: '2026-05-01T10:00:00.000Z',
        updatedAt: '2026-05-03T10:00:00.000Z',
        revision: 1,
        month: '2026-05',
        sortKey: '2026-05-02T07:00|2026-05-01T10:00:00.000Z',
      },
    ]);
  });

  it('removes a deleted catch, and a replay of older events does not bring it back', async () => {
    const readStore = store();
    const deleted = recorded(catchId, 'CatchDeleted', { catchId, deletedAt: '2026-05-04T10:00:00.000Z' }, 2);
    for (const event of [...history, deleted, ...history]) await catchListProjection.apply(event, readStore);
    expect(await readStore.count(CATCHES_COLLECTION, { userId: 'u1' })).toBe(0);
  });

  it('shows catches in Recent Activity', async () => {
    const readStore = store();
    const deleted = recorded(catchId, 'CatchDeleted', { catchId, deletedAt: '2026-05-04T10:00:00.000Z' }, 2);
    for (const event of [...history, deleted]) await activityProjection.apply(event, readStore);
    const feed = await readStore.find<{ title: string; description: string }>('activity', { userId: 'u1' }, { sort: { field: 'position', direction: 'asc' } });
    expect(feed.map((e) => [e.title, e.description])).toEqual([
      ['Catch logged', 'Largemouth Bass · 3.50 lbs · Lake Fork'],
      ['Catch updated', 'Largemouth Bass'],
      ['Catch deleted', 'A catch was removed from the log'],
    ]);
  });
});
