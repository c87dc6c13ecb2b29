import type Koa from 'koa';
import { AppError, toErrorResponse } from '@tackle/platform';

/** What the identity service needs from a logger (pino's Logger fits). */
export interface IdentityLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export const silentLogger: IdentityLogger = { info() {}, warn() {}, error() {} };

const JSON_LIMIT_BYTES = 10 * 1024;

/**
 * Reads a small JSON object body (at most 10 kB). A body already parsed by an upstream parser is
 * accepted as is. Non-JSON content types answer 415 (this also keeps cross-site HTML forms out).
 */
export async function readJsonBody(ctx: Koa.Context, limit = JSON_LIMIT_BYTES): Promise<unknown> {
  const preParsed = (ctx.request as { body?: unknown }).body;
  if (!ctx.req.readable || ctx.req.readableEnded) return preParsed ?? {};

  const declared = ctx.request.length;
  if (declared === 0 || (declared === undefined && !ctx.request.type)) return {};
  if (!ctx.is('json')) throw new AppError('unsupported_media_type', 'Send JSON (Content-Type: application/json)');
  if (declared !== undefined && declared > limit) throw new AppError('payload_too_large', 'Request body is too large');

  const chunks: Buffer[] = [];
  let received = 0;
  for await (const chunk of ctx.req) {
    const buf = chunk as Buffer;
    received += buf.length;
    if (received > limit) throw new AppError('payload_too_large', 'Request body is too large');
    chunks.push(buf);
  }
  const text = Buffer.concat(chunks, received).toString('utf8');
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new Error('not an object');
    return parsed;
  } catch {
    throw new AppError('bad_request', 'Malformed JSON body');
  }
}

/** Answers with the platform's error shape `{ message, code }`; only 5xx details are logged. */
export function respondError(ctx: Koa.Context, error: unknown, logger: IdentityLogger): void {
  const { status, body } = toErrorResponse(error);
  if (status >= 500) logger.error({ err: error, path: ctx.path }, 'identity request failed');
  const requestId = (ctx.state as { requestId?: unknown }).requestId;
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = typeof requestId === 'string' ? { ...body, requestId } : body;
}

export function respondJson(ctx: Koa.Context, status: number, body: unknown): void {
  ctx.status = status;
  ctx.set('Cache-Control', 'no-store');
  ctx.body = body;
}
