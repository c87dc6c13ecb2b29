import type { z } from 'zod';
import { AppError } from '@tackle/platform';

/** How long an outside service gets before we give up and say so (a request never hangs). */
const UPSTREAM_TIMEOUT_MS = 8000;

interface UpstreamRequest<T> {
  /** Name shown to the user ("The weather service ..."). */
  service: string;
  url: URL;
  schema: z.ZodType<T>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  /** Turns a 4xx answer into a message; the default says the service refused the request. */
  describeRefusal?: (status: number, body: unknown) => string;
}

/** `path` under a configured base URL, keeping any path prefix the base has (a proxy, a fake). */
export function endpoint(baseUrl: string, path: string): URL {
  return new URL(path.replace(/^\/+/, ''), baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
}

/** Upstream failure as the user sees it: 502 with a message; never the URL (it may hold a key). */
class UpstreamError extends AppError {
  constructor(
    message: string,
    readonly upstreamStatus: number | null,
  ) {
    super('bad_gateway', message);
    this.name = 'UpstreamError';
  }
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * GET JSON from an outside service: bounded by a timeout, and every failure (unreachable, slow,
 * non-2xx, not JSON, unexpected shape) becomes a 502 with a message a person can act on.
 */
export async function fetchUpstreamJson<T>(request: UpstreamRequest<T>): Promise<T> {
  const { service } = request;
  let res: Response;
  try {
    res = await fetch(request.url, {
      headers: { Accept: 'application/json', ...request.headers },
      signal: AbortSignal.timeout(request.timeoutMs ?? UPSTREAM_TIMEOUT_MS),
      redirect: 'follow',
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new UpstreamError(
      timedOut
        ? `The ${service} did not answer in time. Please try again in a moment.`
        : `The ${service} cannot be reached right now. Please try again in a moment.`,
      null,
    );
  }
  let body: unknown;
  try {
    body = await readBody(res);
  } catch {
    throw new UpstreamError(`The ${service} did not answer in time. Please try again in a moment.`, res.status);
  }
  if (res.status >= 400 && res.status < 500) {
    const message = request.describeRefusal?.(res.status, body) ?? `The ${service} refused the request (${res.status}).`;
    throw new UpstreamError(message, res.status);
  }
  if (!res.ok) {
    throw new UpstreamError(`The ${service} is having trouble (${res.status}). Please try again in a moment.`, res.status);
  }
  const parsed = request.schema.safeParse(body);
  if (!parsed.success) {
    throw new UpstreamError(`The ${service} sent an answer we could not read.`, res.status);
  }
  return parsed.data;
}
