import type { Context } from 'koa';
import type { AppState } from './app';
import type { ReadStore } from '../ports';

/*
 * Kept list answers (docs/decisions/136-list-answer-cache.md). A list answer is made only of the
 * caller's own documents, so while the store's version of that caller is unchanged
 * (`ReadStore.answerVersion`: any write of theirs, through any of this process's stores, or any
 * commit by another connection changes it) the same request gets the same answer. It is kept, with
 * the headers that go with it, and sent again without reading or serialising anything.
 */

/** The headers of a list answer that belong to it (the page's count and next link). */
const KEPT_HEADERS = ['X-Total-Count', 'X-Next-Cursor', 'Link'] as const;
/** The most answer bytes kept per store; the least recently used answers go first. */
const MAX_KEPT_BYTES = 64 * 1024 * 1024;

interface KeptAnswer {
  version: string;
  /** The answer's UTF-8 bytes: sent as they are, with no length to count or text to encode. */
  body: Buffer;
  headers: Array<[string, string]>;
  /** Its entity tag, once `entityTags` has made it. */
  tag?: string;
}

class AnswerCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private bytes = 0;

  get(key: string, version: string): KeptAnswer | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    this.answers.delete(key);
    if (kept.version !== version) {
      this.bytes -= kept.body.length;
      return undefined;
    }
    this.answers.set(key, kept); // most recently used last
    return kept;
  }

  set(key: string, answer: KeptAnswer) {
    const old = this.answers.get(key);
    if (old) this.bytes -= old.body.length;
    this.answers.delete(key);
    if (answer.body.length > MAX_KEPT_BYTES / 4) return;
    this.answers.set(key, answer);
    this.bytes += answer.body.length;
    for (const [oldest, kept] of this.answers) {
      if (this.bytes <= MAX_KEPT_BYTES) break;
      this.answers.delete(oldest);
      this.bytes -= kept.body.length;
    }
  }
}

const caches = new WeakMap<ReadStore, AnswerCache>();

/**
 * Answers a request for `owner`'s list from the kept answer when the store says nothing of theirs
 * changed since it was made; otherwise `produce` answers it (setting the body as JSON text and the
 * page headers) and a 200 with a string body is kept. A store without `answerVersion` keeps nothing.
 */
export async function keptAnswer(ctx: Context, store: ReadStore, owner: string, produce: () => Promise<void>): Promise<void> {
  if (!store.answerVersion) return produce();
  let cache = caches.get(store);
  if (!cache) caches.set(store, (cache = new AnswerCache()));
  // The key names the store's whole answer: the route, its parameters and whose it is.
  const key = `${owner}\n${ctx.path}\n${ctx.querystring}`;
  const version = store.answerVersion(owner);
  const kept = cache.get(key, version);
  if (kept) {
    for (const [name, value] of kept.headers) ctx.set(name, value);
    ctx.body = kept.body;
    ctx.type = 'application/json';
    if (kept.tag) (ctx.state as AppState).entityTag = { known: kept.tag };
    return;
  }
  await produce();
  if (ctx.status !== 200 || typeof ctx.body !== 'string') return;
  const headers: Array<[string, string]> = [];
  for (const name of KEPT_HEADERS) {
    const value = ctx.response.get(name);
    if (value) headers.push([name, value]);
  }
  const answer: KeptAnswer = { version, body: Buffer.from(ctx.body), headers };
  cache.set(key, answer);
  (ctx.state as AppState).entityTag = {
    made: (tag) => {
      answer.tag = tag;
    },
  };
}
