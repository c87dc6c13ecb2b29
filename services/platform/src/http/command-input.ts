import { POSITION_HEADER } from './consistency';
// HTTP helpers for command routes: ids from the path, the JSON body, expected revisions, the actor.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { AppError } from '../errors';
import { currentUser } from './auth';
import type { AppState } from './app';
import type { Actor } from '../es/command';

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

/** The header a client names a command with, so that sending it again changes nothing (decision 114). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Answered `true` on the first answer to a command sent again. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{8,255}$/;

/** JSON with its object keys sorted, so the same body hashes the same whatever its key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

interface RequestLike {
  method: string;
  path: string;
  querystring: string;
  get(field: string): string;
  request: { body?: unknown };
}

/** The request's idempotency key and a hash of what it asks (method, path, query, body), or none. */
export function idempotencyOf(ctx: RequestLike): Actor['idempotency'] {
  const key = ctx.get(IDEMPOTENCY_HEADER);
  if (key === '') return undefined;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new AppError('bad_request', `${IDEMPOTENCY_HEADER} must be 8 to 255 visible ASCII characters (a UUID is best)`);
  }
  const requestHash = createHash('sha256')
    .update(`${ctx.method} ${ctx.path}?${ctx.querystring}\n`)
    .update(canonicalJson(ctx.request.body ?? null))
    .digest('hex');
  return { key, requestHash };
}

/** Who sends the command, with its idempotency key when it has one. */
export function actorOf(ctx: { state: AppState } & RequestLike): Actor {
  const idempotency = idempotencyOf(ctx);
  return { userId: currentUser(ctx).id, correlationId: ctx.state.requestId, ...(idempotency ? { idempotency } : {}) };
}


export function isUuid(text: string): boolean {
  return UUID.test(text);
}

/**
 * A command's answer: `{ id, position, revision }` (or the command's own result) with the position of
 * its last event in `X-Tackle-Position`, so the client's next read waits for it (read-your-writes).
 * A result without events (position 0) sets no header.
 */
export function answerCommand(
  ctx: { set(field: string, value: string): void; status: number; body: unknown },
  result: { position: number; replayed?: boolean },
  status: 200 | 201 = 200,
): void {
  const { replayed, ...body } = result;
  if (body.position > 0) ctx.set(POSITION_HEADER, String(body.position));
  if (replayed) ctx.set(IDEMPOTENT_REPLAYED_HEADER, 'true');
  ctx.status = status;
  ctx.body = body;
}
