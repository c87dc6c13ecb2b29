import { rm } from 'node:fs/promises';
import type { TokenVerifier } from '../http/auth';
import { AppError } from '../errors';
import { isMediaUrl, mediaFilePath } from '../images/media';
import type { EventStore, ReadStore } from '../ports';

/**
 * Account erasure (docs/decisions/122-account-control.md): what the stores hold of one angler is
 * removed for good, and the ids of deleted accounts are kept (nothing else of them) so that their
 * access tokens, which are verified by signature alone, are refused until they expire.
 */

/** Read-store collection `{ id: <account id>, deletedAt }`; no `userId`, so no erasure removes it. */
export const DELETED_ACCOUNTS = 'deleted_accounts';

interface DeletedAccountDocument {
  id: string;
  deletedAt: string;
}

/**
 * The deleted-accounts set as every process reads it from the read store. A deleted id is
 * remembered for good (an account never comes back); an id found alive is asked again after
 * `aliveTtlMs`, so another process learns of a deletion within that time. The process that erases
 * an account calls `add` and knows at once.
 */
export class DeletedAccounts {
  private readonly deleted = new Set<string>();
  private readonly aliveUntil = new Map<string, number>();

  constructor(
    private readonly readStore: ReadStore,
    private readonly options: { aliveTtlMs?: number; now?: () => number } = {},
  ) {}

  async has(id: string): Promise<boolean> {
    if (this.deleted.has(id)) return true;
    const now = (this.options.now ?? Date.now)();
    const until = this.aliveUntil.get(id);
    if (until !== undefined && until > now) return false;
    const found = await this.readStore.get<DeletedAccountDocument>(DELETED_ACCOUNTS, id);
    if (found) {
      this.deleted.add(id);
      this.aliveUntil.delete(id);
      return true;
    }
    // Bounded: a flood of distinct subjects cannot grow the map for ever.
    if (this.aliveUntil.size >= 10_000) this.aliveUntil.clear();
    this.aliveUntil.set(id, now + (this.options.aliveTtlMs ?? 2_000));
    return false;
  }

  /** Records the deletion (idempotent: the write carries the position of the `UserDeleted` event). */
  async add(id: string, deletedAt: string, position: number): Promise<void> {
    this.deleted.add(id);
    this.aliveUntil.delete(id);
    await this.readStore.put(DELETED_ACCOUNTS, id, { id, deletedAt } satisfies DeletedAccountDocument, position);
  }
}

/** A verifier that also refuses the tokens of deleted accounts (401, like any invalid token). */
export function refuseDeletedAccounts(verifier: TokenVerifier, deleted: Pick<DeletedAccounts, 'has'>): TokenVerifier {
  return {
    async verify(token) {
      const identity = await verifier.verify(token);
      if (await deleted.has(identity.id)) throw new AppError('unauthorized', 'Not authenticated');
      return identity;
    },
  };
}

interface ErasureResult {
  streams: number;
  events: number;
  documents: number;
  photos: number;
}

/**
 * Erases one angler's data: their event streams (all but `keepStreams`, e.g. the stream of the
 * `UserDeleted` event itself), their read-model documents in every collection, and the photos only
 * they used. Photos are stored under their content hash, so a photo another angler also uploaded
 * (found by the same field of the same collection) is kept.
 */
export async function eraseAccountData(options: {
  eventStore: EventStore;
  readStore: ReadStore;
  dataDir: string;
  userId: string;
  keepStreams?: readonly string[];
}): Promise<ErasureResult> {
  const { eventStore, readStore, dataDir, userId } = options;
  const { streams, events } = await eventStore.deleteStreamsOf(userId, { keep: options.keepStreams ?? [] });
  const removed = await readStore.removeOwner(userId);

  const uses = new Map<string, Array<{ collection: string; field: string }>>();
  for (const { collection, doc } of removed) {
    for (const [field, value] of Object.entries(doc)) {
      if (typeof value !== 'string' || !isMediaUrl(value)) continue;
      const places = uses.get(value) ?? [];
      if (!places.some((p) => p.collection === collection && p.field === field)) places.push({ collection, field });
      uses.set(value, places);
    }
  }
  let photos = 0;
  for (const [url, places] of uses) {
    let usedByOthers = false;
    for (const { collection, field } of places) {
      if ((await readStore.count(collection, { [field]: url })) > 0) usedByOthers = true;
    }
    const file = mediaFilePath(dataDir, url);
    if (usedByOthers || !file) continue;
    await rm(file, { force: true });
    photos += 1;
  }
  return { streams: streams.length, events, documents: removed.length, photos };
}
