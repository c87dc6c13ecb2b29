import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { POSITION_HEADER } from '@tackle/contracts';
import { pageSingleton } from '../lib/utils';
import { sessionAtom } from './session';
import { keepAnswer, keptAnswer } from '../offline/reads';
import { parseInSteps } from './parse-in-steps';
import { forgetEarlyReads, takeEarlyRead } from './early-reads';

/** Any schema with a zod-compatible `parse` (zod schemas qualify). */
export type Parser<T> = { parse(data: unknown): T };

export class ApiError extends Error {
  readonly status: number;
  readonly code?: string;
  readonly body?: unknown;
  constructor(message: string, status: number, code?: string, body?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    if (code !== undefined) this.code = code;
    if (body !== undefined) this.body = body;
  }
}

function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  // A second copy of @tackle/ui (should never happen with the singleton) still yields this shape.
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The sentence the server sent with a failure (its JSON `{ message }`, which our services write for
 * people, 5xx included), or null when there is none: the network failed, a proxy answered with its
 * own page, or the error did not come from a call at all.
 */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  const body = error.body;
  if (body === null || typeof body !== 'object') return null;
  const message = (body as { message?: unknown }).message;
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : null;
}

/**
 * What to tell a person about a failed call (toast, alert, inline line): the server's own sentence
 * (any status), else the text a refusal (4xx) came with, else the screen's `fallback` ('Failed to add
 * gear' ...): network errors and server faults without a sentence say nothing an angler can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const said = serverMessage(error);
  if (said) return said;
  if (isApiError(error) && error.status < 500 && error.message.trim() !== '') return error.message.trim();
  return fallback;
}

type PositionState = { latest: string | null };
const positionState = pageSingleton<PositionState>('apiPosition', () => ({ latest: null }));

function isAfter(candidate: string, current: string): boolean {
  if (/^\d+$/.test(candidate) && /^\d+$/.test(current)) return BigInt(candidate) > BigInt(current);
  return candidate !== current;
}

/** The highest position seen in any response so far (null before the first write). */
export function getLatestPosition(): string | null {
  return positionState.latest;
}

/** Raise the remembered position (ignored when not newer). */
export function notePosition(position: string | null | undefined): void {
  const p = position?.trim();
  if (!p) return;
  if (positionState.latest === null || isAfter(p, positionState.latest)) positionState.latest = p;
}

/** Forget the remembered position (on logout). */
export function resetApiState(): void {
  positionState.latest = null;
  forgetEarlyReads();
}

export type TokenGetter = () => Promise<string | null>;

export type RequestOptions = {
  method?: string;
  body?: unknown;
  /** Sent as-is (multipart); no JSON content type. */
  formData?: FormData;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** The ApiError of a failed answer: its `{ message }` and `code` when it sent them. */
export async function errorFrom(res: Response): Promise<ApiError> {
  const text = await res.text().catch(() => '');
  let body: unknown = undefined;
  let code: string | undefined;
  let message: string | undefined;
  if (text) {
    try {
      body = JSON.parse(text);
      if (body && typeof body === 'object') {
        const b = body as { message?: unknown; error?: unknown; code?: unknown };
        if (typeof b.message === 'string') message = b.message;
        else if (typeof b.error === 'string') message = b.error;
        if (typeof b.code === 'string') code = b.code;
      }
    } catch {
      body = text;
    }
  }
  if (res.status >= 500) return new ApiError(`${res.status}: ${res.statusText}`, res.status, code, body);
  return new ApiError(message ?? (text || `${res.status}: ${res.statusText}`), res.status, code, body);
}

/** What one call answered: the parsed body and the answer's headers, or the kept copy when offline. */
type Answer = { data: unknown; headers: Headers | null };

async function send(getToken: TokenGetter | null, path: string, options: RequestOptions): Promise<Answer> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = getToken ? await getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const position = positionState.latest;
  if (position) headers[POSITION_HEADER] = position;
  let body: BodyInit | undefined;
  if (options.formData) body = options.formData;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const method = options.method ?? 'GET';
  const init: RequestInit = { method, headers, credentials: 'same-origin', cache: 'no-cache' };
  if (body !== undefined) init.body = body;
  if (options.signal) init.signal = options.signal;
  // The shell may have asked for this already, before the app loaded (decision 149): a plain GET
  // takes that answer (a failed one is asked again). A write drops the early answers not taken:
  // they were read before it (read-your-writes).
  if (method !== 'GET') forgetEarlyReads();
  const early = method === 'GET' && body === undefined && !options.headers ? takeEarlyRead(path, token) : null;
  let res: Response;
  try {
    res = early ? await early.then((answer) => (answer.ok ? answer : fetch(path, init)), () => fetch(path, init)) : await fetch(path, init);
  } catch (error) {
    // No network: a list read before is answered from the copy kept in the browser (offline/reads.ts).
    const kept = method === 'GET' && !options.signal?.aborted ? await keptAnswer(path) : undefined;
    if (!kept) throw error;
    return { data: kept.data, headers: null };
  }
  notePosition(res.headers.get(POSITION_HEADER));
  if (!res.ok) throw await errorFrom(res);
  const text = res.status === 204 ? '' : await res.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = text;
    }
  }
  return { data, headers: res.headers };
}

/**
 * One API call: bearer token, JSON body, position header both ways. A GET is always asked of the
 * server, but with the browser's kept copy's ETag (`cache: 'no-cache'`), so an unchanged answer
 * comes back as a 304 and the kept copy is used (docs/decisions/130-lean-lists-compression-and-etags.md).
 * Resolves with the parsed JSON body (undefined for an empty body).
 */
export async function apiRequest<T = unknown>(
  getToken: TokenGetter | null,
  path: string,
  options: RequestOptions = {},
  schema?: Parser<T>,
): Promise<T> {
  const { data, headers } = await send(getToken, path, options);
  // A long list a few items per task (decision 142).
  const parsed = schema ? await parseInSteps(schema, data) : (data as T);
  if (headers && (options.method ?? 'GET') === 'GET') keepAnswer(path, data);
  return parsed;
}

/**
 * One page of a list (`?limit=`, docs/decisions/006-list-paging.md): its items, how many the
 * whole (searched, filtered) list holds (`X-Total-Count`), and the cursor of the next page
 * (`X-Next-Cursor`), null at the end.
 */
export interface ListPageAnswer<T> {
  items: T[];
  total: number;
  nextCursor: string | null;
}

/** The page a kept copy holds: a kept page, or a whole list kept before pages were asked for. */
function keptPage(data: unknown): { items: unknown; total: number; nextCursor: string | null } {
  if (Array.isArray(data)) return { items: data, total: data.length, nextCursor: null };
  const page = (data ?? {}) as { items?: unknown; total?: unknown; nextCursor?: unknown };
  return {
    items: page.items,
    total: typeof page.total === 'number' ? page.total : 0,
    nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null,
  };
}

/**
 * GET of one page of a list: its items parsed with the list's schema, `X-Total-Count` and
 * `X-Next-Cursor`. The page is kept for reading offline with its count and cursor, so a page read
 * before opens without a network (docs/decisions/133-server-side-lists.md,
 * 135-catch-log-in-pages.md). Without a network and without a kept copy of this page, the first
 * page (`options.whole`: the list's path without parameters) is answered from the kept copy of
 * the whole list, as one page, when there is one.
 */
export async function apiPageRequest<T>(
  getToken: TokenGetter | null,
  path: string,
  schema: Parser<T[]>,
  options: { signal?: AbortSignal; whole?: string } = {},
): Promise<ListPageAnswer<T>> {
  let answer: Answer;
  try {
    answer = await send(getToken, path, options.signal ? { signal: options.signal } : {});
  } catch (error) {
    const offline = !(error instanceof ApiError) && !options.signal?.aborted;
    const whole = offline && options.whole ? (await keptAnswer(options.whole))?.data : undefined;
    if (!Array.isArray(whole)) throw error;
    const items = await parseInSteps(schema, whole);
    return { items, total: items.length, nextCursor: null };
  }
  const { data, headers } = answer;
  if (!headers) {
    const kept = keptPage(data);
    return { items: await parseInSteps(schema, kept.items), total: kept.total, nextCursor: kept.nextCursor };
  }
  // A page a few items per task (decision 142).
  const items = await parseInSteps(schema, data);
  const totalText = headers.get('X-Total-Count');
  const total = totalText !== null && /^\d+$/.test(totalText) ? Number(totalText) : items.length;
  const nextCursor = headers.get('X-Next-Cursor') || null;
  keepAnswer(path, { items: data, total, nextCursor });
  // A first page that holds the whole list is the whole list: kept as that too, for the screens that
  // read the list whole without a network (the usage form's gear).
  if (options.whole && nextCursor === null && items.length === total) keepAnswer(options.whole, data);
  return { items, total, nextCursor };
}

export type Api = {
  get<T = unknown>(path: string, schema?: Parser<T>, init?: { signal?: AbortSignal }): Promise<T>;
  /** One page of a list (`apiPageRequest`). */
  getPage<T>(path: string, schema: Parser<T[]>, init?: { signal?: AbortSignal; whole?: string }): Promise<ListPageAnswer<T>>;
  post<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<T>;
  put<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<T>;
  patch<T = unknown>(path: string, body?: unknown, schema?: Parser<T>): Promise<T>;
  del<T = unknown>(path: string, schema?: Parser<T>): Promise<T>;
  upload<T = unknown>(path: string, formData: FormData, schema?: Parser<T>): Promise<T>;
};

/** An API client bound to a token getter (usable outside React, e.g. for prefetching). */
export function createApi(getToken: TokenGetter | null): Api {
  return {
    get: (path, schema, init) => apiRequest(getToken, path, init?.signal ? { signal: init.signal } : {}, schema),
    getPage: (path, schema, init) => apiPageRequest(getToken, path, schema, init),
    post: (path, body, schema) => apiRequest(getToken, path, { method: 'POST', body }, schema),
    put: (path, body, schema) => apiRequest(getToken, path, { method: 'PUT', body }, schema),
    patch: (path, body, schema) => apiRequest(getToken, path, { method: 'PATCH', body }, schema),
    del: (path, schema) => apiRequest(getToken, path, { method: 'DELETE' }, schema),
    upload: (path, formData, schema) => apiRequest(getToken, path, { method: 'POST', formData }, schema),
  };
}

/** The API client for the current session (calls go out without a token when signed out). */
export function useApi(): Api {
  const session = useAtomValue(sessionAtom);
  return useMemo(() => createApi(session ? () => session.getAccessToken() : null), [session]);
}
