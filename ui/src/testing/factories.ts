/**
 * Test data of the kit's own entities, for the unit and component tests of the kit and the remotes
 * (`@tackle/ui/testing/factories`; CONVENTIONS.md 16): a change waiting in the outbox, a trip as
 * GET /api/trips lists it, and a setup as GET /api/setups does. Each is valid as made; a test changes only what its case needs.
 */
import type { z } from 'zod';
import { setupSchema, tripSchema, type Setup, type Trip } from '@tackle/contracts';
import { newQueuedChange } from '../offline/outbox';
import type { QueuedChange } from '../offline/store';

let seq = 0;

/** A change waiting in the outbox: a create of an item of `entity` at `path` unless `overrides` say otherwise. */
export function aQueuedChange(overrides: Partial<QueuedChange> & Pick<QueuedChange, 'entity' | 'path'>): QueuedChange {
  seq += 1;
  return {
    ...newQueuedChange(
      { scope: 'u1', method: 'POST', path: overrides.path, entity: overrides.entity, targetId: null, label: 'x' },
      { id: `00000000-0000-4000-8000-${String(seq).padStart(12, '0')}`, seq, createdAt: '2026-06-02T10:00:00.000Z' },
    ),
    ...overrides,
  };
}

/** A trip as GET /api/trips lists it (under way unless `endedAt` is given), of the angler 'user-1'. */
export function aTrip(fields: Partial<z.input<typeof tripSchema>> & { id: string; name: string; startedAt: string }): Trip {
  return tripSchema.parse({
    userId: 'user-1',
    endedAt: null,
    weather: [],
    summary: { catches: 0, fish: 0, species: [], durationHours: 0, fishPerHour: null },
    createdAt: '2026-12-01T00:00:00.000Z',
    updatedAt: '2026-12-01T00:00:00.000Z',
    revision: 0,
    ...fields,
  });
}

/** A setup as GET /api/setups lists it, of the angler 'user-1': no gear and nothing named unless `fields` say so. */
export function aSetup(fields: Partial<z.input<typeof setupSchema>> & { id: string; name: string }): Setup {
  return setupSchema.parse({
    userId: 'user-1',
    rodId: null,
    reelId: null,
    lureId: null,
    lineId: null,
    leaderId: null,
    hookId: null,
    notes: null,
    rod: null,
    reel: null,
    lure: null,
    line: null,
    leader: null,
    hook: null,
    reelLine: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    revision: 0,
    ...fields,
  });
}
