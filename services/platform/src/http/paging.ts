import type { Context } from 'koa';
import { AppError } from '../errors';
import type { Filter, FindOptions, ReadStore } from '../ports';
import { keptAnswer } from './answer-cache';

/** Largest page a client may ask for. */
const PAGE_LIMIT_MAX = 500;

export interface ListShape {
  sort: NonNullable<FindOptions['sort']>;
  /** Read-model bookkeeping fields that are not part of the answer. */
  omit?: readonly string[];
  /**
   * The form of each item in the answer, when it is not the stored document less `omit` (a lean
   * list item, docs/decisions/130-lean-lists-compression-and-etags.md). It may change the document
   * it is given.
   */
  item?: (doc: Record<string, unknown>) => Record<string, unknown>;
}

const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

function decodeCursor(cursor: string): { value: string | number; id: string } {
  try {
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(decoded) && decoded.length === 2) {
      const [value, id] = decoded as [unknown, unknown];
      if ((typeof value === 'string' || typeof value === 'number') && typeof id === 'string') return { value, id };
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'This page link is not valid. Reload the list.');
}

/** The next page's query: the request's own parameters (filters included), with the new cursor. */
function nextQuery(ctx: Context, limit: number, cursor: string): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(ctx.query)) {
    if (name === 'limit' || name === 'cursor') continue;
    const last = single(value);
    if (last !== undefined) params.set(name, last);
  }
  params.set('limit', String(limit));
  params.set('cursor', cursor);
  return params.toString();
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[value.length - 1] : value;
}

/**
 * Answers one of the caller's lists. Without `limit` or `cursor` it is the whole list, as the API
 * always answered (docs/decisions/006-list-paging.md), sent as the stored JSON text. With `?limit=N` (1–500) it is one page in the same order,
 * with `X-Total-Count` and, when more follow, `X-Next-Cursor` and a `Link: <…>; rel="next"` header
 * to ask for the next page (`?limit=N&cursor=…`; keyset paging, so pages stay consistent while
 * items are added). See docs/decisions/006-list-paging.md. `narrow` keeps only the caller's documents
 * with these field values as well (a trip's catches); pages and counts are of what it keeps.
 */
export async function answerList(ctx: Context, store: ReadStore, collection: string, userId: string, shape: ListShape, narrow: Filter = {}) {
  // An unchanged list is sent again as it was (docs/decisions/136-list-answer-cache.md).
  await keptAnswer(ctx, store, userId, () => readList(ctx, store, collection, userId, shape, narrow));
}

async function readList(ctx: Context, store: ReadStore, collection: string, userId: string, shape: ListShape, narrow: Filter) {
  const filter: Filter = { ...narrow, userId };
  const limitText = single(ctx.query.limit);
  const cursor = single(ctx.query.cursor);
  ctx.type = 'application/json';
  const omit = shape.omit ? { omit: shape.omit } : {};
  if (limitText === undefined && cursor === undefined) {
    if (!shape.item) {
      ctx.body = await store.findJson(collection, filter, { sort: shape.sort, ...omit });
      return;
    }
    const docs = await store.find<Record<string, unknown>>(collection, filter, { sort: shape.sort, ...omit });
    ctx.body = JSON.stringify(docs.map(shape.item));
    return;
  }
  const limit = limitText === undefined ? 50 : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '50') || !Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    throw new AppError('bad_request', `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`);
  }
  if (cursor !== undefined && cursor.length > 1_000) throw new AppError('bad_request', 'This page link is not valid. Reload the list.');
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const [docs, total] = await Promise.all([
    // The sort field is read for the next cursor: it is left out of the answer below, not here.
    store.find<Record<string, unknown> & { id: string }>(collection, filter, { sort: shape.sort, limit: limit + 1, ...(after ? { after } : {}), ...(shape.omit ? { omit: shape.omit.filter((field) => field !== shape.sort.field) } : {}) }),
    store.count(collection, filter),
  ]);
  const page = docs.slice(0, limit);
  const last = page[page.length - 1];
  ctx.set('X-Total-Count', String(total));
  if (docs.length > limit && last) {
    const next = encodeCursor(last[shape.sort.field], last.id);
    ctx.set('X-Next-Cursor', next);
    ctx.set('Link', `<${ctx.path}?${nextQuery(ctx, limit, next)}>; rel="next"`);
  }
  for (const doc of page) for (const field of shape.omit ?? []) delete doc[field];
  ctx.body = JSON.stringify(shape.item ? page.map(shape.item) : page);
}
