import type { Context } from 'koa';
import { AppError } from '../errors';
import { searchField, sortKeyField } from '../es/list-order';
import type { Filter, FindOptions, Narrowing, ReadStore } from '../ports';
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
  /**
   * Server-side search, filters and sort over the list's order documents (`ListOrder`,
   * docs/decisions/133-server-side-lists.md). Without it the list takes no such parameters.
   */
  search?: ListSearch;
}

/** What a list answers to `?q=`, its filters, `?sort=` and `?dir=` (see `answerList`). */
export interface ListSearch {
  /** The collection of the list's order documents (`orderDocument`), one per item, under its id. */
  orderCollection: string;
  /** The `ListOrder`'s search fields: `?q=` is a case-insensitive substring of any of them. */
  searchFields: readonly string[];
  /** The `ListOrder`'s sortable columns (`?sort=`). */
  sortKeys: readonly string[];
  /**
   * The list's filters, by URL parameter (the order document's field of the same name): the value
   * to compare, or an AppError when the parameter is not valid.
   */
  filters: Record<string, (raw: string) => Filter[string]>;
}

/** Longest cursor accepted. */
const CURSOR_MAX = 8_000;

/** Longest search text. */
const SEARCH_MAX = 200;

const SORT_DIRECTIONS = ['asc', 'desc'] as const;

const encodeCursor = (value: unknown, id: string) => Buffer.from(JSON.stringify([value, id])).toString('base64url');

/** A cursor of a sorted list also names its sort (`name:asc`), so it is never used with another. */
const encodeSortedCursor = (value: unknown, id: string, sort: string | undefined) =>
  sort === undefined ? encodeCursor(value, id) : Buffer.from(JSON.stringify([value, id, sort])).toString('base64url');

/** The cursor's place, and the sort it was made for (undefined: the list's own order). */
function decodeCursor(cursor: string): { value: string | number; id: string; sort?: string } {
  try {
    // A sort key's value can be long (a name's digit runs padded, control characters escaped).
    if (cursor.length > CURSOR_MAX) throw new RangeError('too long');
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(decoded) && (decoded.length === 2 || decoded.length === 3)) {
      const [value, id, sort] = decoded as [unknown, unknown, unknown];
      if ((typeof value === 'string' || typeof value === 'number') && typeof id === 'string') {
        if (decoded.length === 2) return { value, id };
        if (typeof sort === 'string') return { value, id, sort };
      }
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_request', 'This page link is not valid. Reload the list.');
}

/**
 * The next page's query: the request's own parameters (filters included; only `names`, in that
 * order, when given), with the page's limit and the new cursor.
 */
function nextQuery(ctx: Context, limit: number, cursor: string, names?: readonly string[]): string {
  const params = new URLSearchParams();
  for (const name of names ?? Object.keys(ctx.query)) {
    if (name === 'limit' || name === 'cursor') continue;
    const last = single(ctx.query[name]);
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
  if (shape.search && searched(ctx, shape.search)) {
    await answerSearchedList(ctx, store, collection, userId, shape, shape.search);
    return;
  }
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
  const limit = pageLimit(limitText);
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after?.sort !== undefined) throw new AppError('bad_request', 'This page link is for another order of the list. Reload the list.');
  const [docs, total] = await Promise.all([
    // The sort field is read for the next cursor: it is left out of the answer below, not here.
    store.find<Record<string, unknown> & { id: string }>(collection, filter, { sort: shape.sort, limit: limit + 1, ...(after ? { after: { value: after.value, id: after.id } } : {}), ...(shape.omit ? { omit: shape.omit.filter((field) => field !== shape.sort.field) } : {}) }),
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

/** `?limit=`: 1–500; 50 when a cursor comes without it. */
function pageLimit(limitText: string | undefined): number {
  const limit = limitText === undefined ? 50 : Number(limitText);
  if (!/^\d+$/.test(limitText ?? '50') || !Number.isInteger(limit) || limit < 1 || limit > PAGE_LIMIT_MAX) {
    throw new AppError('bad_request', `limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`);
  }
  return limit;
}

/** Whether the request asks for any of the list's server-side search, filters or sort. */
function searched(ctx: Context, search: ListSearch): boolean {
  return ['q', 'sort', 'dir', ...Object.keys(search.filters)].some((name) => ctx.query[name] !== undefined);
}

/**
 * The searched, filtered or sorted list (docs/decisions/133-server-side-lists.md): the order
 * documents answer which items, in which order (keyset pages over the chosen sort's key), and
 * `X-Total-Count` is the number that match; the items are then read by id, as stored. Without
 * `limit` or `cursor` every match is answered.
 */
async function answerSearchedList(ctx: Context, store: ReadStore, collection: string, userId: string, shape: ListShape, search: ListSearch) {
  const limitText = single(ctx.query.limit);
  const cursor = single(ctx.query.cursor);
  const limit = limitText === undefined && cursor === undefined ? undefined : pageLimit(limitText);
  const q = (single(ctx.query.q) ?? '').trim();
  if (q.length > SEARCH_MAX) throw new AppError('bad_request', `q must be at most ${SEARCH_MAX} characters`);
  const sortKey = single(ctx.query.sort);
  const dirText = single(ctx.query.dir);
  if (sortKey !== undefined && !search.sortKeys.includes(sortKey)) {
    throw new AppError('bad_request', `sort must be one of ${search.sortKeys.join(', ')}`);
  }
  if (dirText !== undefined && !(SORT_DIRECTIONS as readonly string[]).includes(dirText)) throw new AppError('bad_request', 'dir must be asc or desc');
  if (dirText !== undefined && sortKey === undefined) throw new AppError('bad_request', 'dir needs sort');
  const direction = (dirText ?? 'asc') as (typeof SORT_DIRECTIONS)[number];
  const equals: Filter = {};
  for (const [name, parse] of Object.entries(search.filters)) {
    const raw = single(ctx.query[name]);
    if (raw !== undefined) equals[name] = parse(raw);
  }
  const narrow: Narrowing = {
    ...(Object.keys(equals).length > 0 ? { equals } : {}),
    // The client's search: `field.toLowerCase().includes(query.trim().toLowerCase())`.
    ...(q !== '' ? { contains: { text: q.toLowerCase(), fields: search.searchFields.map(searchField) } } : {}),
  };
  const sortName = sortKey === undefined ? undefined : `${sortKey}:${direction}`;
  const sort = sortKey === undefined ? shape.sort : ({ field: sortKeyField(sortKey, direction), direction: 'asc' } as const);
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  if (after && after.sort !== sortName) throw new AppError('bad_request', 'This page link is for another order of the list. Reload the list.');
  const [rows, total] = await Promise.all([
    store.findWithIds<Record<string, unknown>>(search.orderCollection, { userId }, {
      sort,
      narrow,
      ...(limit === undefined ? {} : { limit: limit + 1 }),
      ...(after ? { after: { value: after.value, id: after.id } } : {}),
    }),
    store.count(search.orderCollection, { userId }, narrow),
  ]);
  const page = limit === undefined ? rows : rows.slice(0, limit);
  const stored = await store.readStored(
    collection,
    page.map((row) => row.id),
  );
  const texts = page.flatMap((row) => {
    const json = stored.get(row.id)?.json;
    return json ? [json] : [];
  });
  ctx.set('X-Total-Count', String(total));
  const last = page[page.length - 1];
  if (limit !== undefined && rows.length > limit && last) {
    const next = encodeSortedCursor(last.doc[sort.field], last.id, sortName);
    ctx.set('X-Next-Cursor', next);
    ctx.set('Link', `<${ctx.path}?${nextQuery(ctx, limit, next, ['q', 'sort', 'dir', ...Object.keys(search.filters)])}>; rel="next"`);
  }
  if (!shape.omit?.length && !shape.item) {
    ctx.body = `[${texts.join(',')}]`;
    return;
  }
  const docs = texts.map((text) => {
    const doc = JSON.parse(text) as Record<string, unknown>;
    for (const field of shape.omit ?? []) delete doc[field];
    return shape.item ? shape.item(doc) : doc;
  });
  ctx.body = JSON.stringify(docs);
}
