import { parentPort, workerData } from 'node:worker_threads';
import { openSqliteDatabase } from './sqlite';

/*
 * The SQLite read store's checkpointing thread (sqlite-checkpoint.ts): its own connection, which
 * copies the write-ahead log into the database file when asked (a passive checkpoint: it never
 * waits for, nor blocks, the writer), so the main thread does not (docs/decisions/138).
 */

export type CheckpointRequest = { kind: 'checkpoint' } | { kind: 'close' };
export type CheckpointAnswer = { log: number; checkpointed: number } | { error: string };

const port = parentPort!;
const db = openSqliteDatabase((workerData as { file: string }).file, { synchronous: 'NORMAL' });
db.pragma('wal_autocheckpoint = 0');

port.on('message', (request: CheckpointRequest) => {
  if (request.kind === 'close') {
    db.close();
    port.close();
    return;
  }
  let answer: CheckpointAnswer;
  try {
    const [result] = db.pragma('wal_checkpoint(PASSIVE)') as Array<{ log: number; checkpointed: number }>;
    answer = { log: result?.log ?? 0, checkpointed: result?.checkpointed ?? 0 };
  } catch (error) {
    answer = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(answer);
});
