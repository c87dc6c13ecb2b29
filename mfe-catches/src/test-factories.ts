/**
 * Test data of the catches remote's unit and component tests (CONVENTIONS.md 16): a catch as GET
 * /api/catches lists it. Trips and outbox changes are the kit's (`@tackle/ui/testing/factories`).
 */
import { catchInputSchema, type Catch, type CatchInputBody } from '@tackle/contracts';

/**
 * A catch of `species` at `date` (a local date-time as the form writes it), on no trip, with the
 * fields given; `extra` sets what the stored catch has beyond the body (its id, its trip, a sync mark).
 */
export function aCatch<Extra extends Partial<Catch> & { sync?: 'waiting' | 'decision' }>(
  species: string,
  date: string,
  fields: Omit<CatchInputBody, 'species' | 'date'> = {},
  extra?: Extra,
): Catch & Extra {
  return {
    ...catchInputSchema.parse({ species, date, ...fields }),
    tripId: null,
    id: `c-${species}-${date}`,
    userId: 'u1',
    createdAt: `${date}:00.000Z`,
    updatedAt: `${date}:00.000Z`,
    revision: 0,
    ...(extra as Extra),
  };
}
