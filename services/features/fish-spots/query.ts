import { coordinatesQuerySchema, type Coordinates } from '@tackle/contracts';
import { AppError } from '@tackle/platform';

/** ?lat=&lon= as coordinates, or 400 with a message that says what to send. */
export function coordinatesFromQuery(query: Record<string, unknown>): Coordinates {
  const parsed = coordinatesQuerySchema.safeParse(query);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const rangeMessage = issue && (issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'number' ? issue.message : null;
  throw new AppError('bad_request', rangeMessage ?? 'Send the place as numbers lat and lon, e.g. ?lat=44.93&lon=-93.58');
}
