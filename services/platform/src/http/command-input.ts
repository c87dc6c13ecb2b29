import { POSITION_HEADER } from './consistency';
// HTTP helpers for command routes: ids from the path, the JSON body, expected revisions, the actor.
import { z } from 'zod';
import { AppError } from '../errors';
import { currentUser } from './auth';
import type { AppState } from './app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never name an existing item: same answer as a missing one. */
export function idParam(raw: string | undefined, what: string): string {
  if (!raw || !UUID.test(raw)) throw new AppError('not_found', `${what} not found`);
  return raw.toLowerCase();
}

const expectedRevisionSchema = z
  .number({ error: 'expectedRevision must be a whole number' })
  .int('expectedRevision must be a whole number')
  .min(0, 'expectedRevision must be a whole number')
  .optional();

export function bodyObject(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new AppError('bad_request', 'Send a JSON object');
  }
  return body as Record<string, unknown>;
}

export function expectedRevisionOf(body: Record<string, unknown>): number | undefined {
  return expectedRevisionSchema.parse(body.expectedRevision);
}

export function expectedRevisionFromQuery(raw: unknown): number | undefined {
  return typeof raw === 'string' && raw !== '' ? expectedRevisionSchema.parse(Number(raw)) : undefined;
}

export function actorOf(ctx: { state: AppState }) {
  return { userId: currentUser(ctx).id, correlationId: ctx.state.requestId };
}


export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * A command's answer: `{ id, position, revision }` (or the command's own result) with the position of
 * its last event in `X-Tackle-Position`, so the client's next read waits for it (read-your-writes).
 * A result without events (position 0) sets no header.
 */
export function answerCommand(ctx: { set(field: string, value: string): void; status: number; body: unknown }, result: { position: number }, status: 200 | 201 = 200): void {
  if (result.position > 0) ctx.set(POSITION_HEADER, String(result.position));
  ctx.status = status;
  ctx.body = result;
}
