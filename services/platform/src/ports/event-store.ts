/** Metadata carried by every event (ARCHITECTURE: user id, correlation id, causation id, schema version). */
export interface EventMetadata {
  userId: string;
  correlationId: string;
  causationId: string | null;
  schemaVersion: number;
  /** The `Idempotency-Key` the command was sent with, and a hash of its request (decision 114). */
  idempotencyKey?: string;
  requestHash?: string;
}

/** An event about to be appended. `id` is a UUID made by the command side. */
export interface EventData<TType extends string = string, TData = unknown> {
  id: string;
  type: TType;
  data: TData;
  metadata: EventMetadata;
}

/** An event as stored: stream, revision within the stream, global position across all streams. */
export interface RecordedEvent<TType extends string = string, TData = unknown> extends EventData<TType, TData> {
  streamId: string;
  /** 0-based revision inside the stream. */
  revision: number;
  /** Global, strictly increasing position (1-based). */
  position: number;
  createdAt: string;
}

/**
 * - `'any'`: no check
 * - `'no_stream'`: the stream must not exist (reservations, creations)
 * - `'stream_exists'`: the stream must exist
 * - a number: the stream's current last revision must equal it
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | number;

export interface AppendResult {
  /** Revision of the last event written. */
  nextExpectedRevision: number;
  /** Global position of the last event written. */
  position: number;
}

export interface EventStore {
  append(streamId: string, events: EventData[], options: { expectedRevision: ExpectedRevision }): Promise<AppendResult>;
  /** All events of one stream, in order; `[]` when the stream does not exist. */
  readStream(streamId: string): Promise<RecordedEvent[]>;
  /** Events with position > `afterPosition`, in order, at most `limit`. */
  readAll(afterPosition: number, limit: number): Promise<RecordedEvent[]>;
  /** Position of the newest event, 0 when empty. */
  headPosition(): Promise<number>;
  /**
   * Erases the streams of one user for good (account deletion, decision 122): every stream holding
   * an event whose `metadata.userId` is `userId`, except those named in `keep`. The events are
   * removed physically where the store can (SQLite: secure delete and a truncated WAL; EventStoreDB:
   * stream deletion, gone for good after a scavenge). Positions are never reused, so every
   * checkpoint stays valid. Answers the streams deleted and how many events they held.
   */
  deleteStreamsOf(userId: string, options?: { keep?: readonly string[] }): Promise<{ streams: string[]; events: number }>;
  /** Notified (without payload) after every successful append made through this instance. */
  onAppended(listener: () => void): () => void;
  close(): Promise<void>;
}
