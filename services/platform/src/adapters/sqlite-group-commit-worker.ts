import { parentPort, workerData } from 'node:worker_threads';
import { groupCommitter, type AppendOutcome, type StreamAppend } from './sqlite-append';
import { openSqliteDatabase } from './sqlite';

/*
 * The SQLite event store's writer thread (sqlite-group-commit.ts): its own connection with
 * `synchronous = FULL`, so each group of appends is synced before it is answered, while the main
 * thread goes on serving requests and gathering the next group.
 */

export type GroupRequest = { kind: 'append'; id: number; appends: StreamAppend[] } | { kind: 'close' };
export type GroupAnswer = { id: number; createdAt: string; outcomes: AppendOutcome[] } | { id: number; error: { message: string; code?: string } };

const port = parentPort!;
const db = openSqliteDatabase((workerData as { file: string }).file, { synchronous: 'FULL' });
const commitGroup = groupCommitter(db);

port.on('message', (request: GroupRequest) => {
  if (request.kind === 'close') {
    db.close();
    port.close();
    return;
  }
  let answer: GroupAnswer;
  try {
    answer = { id: request.id, ...commitGroup(request.appends) };
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : undefined;
    answer = { id: request.id, error: { message: error instanceof Error ? error.message : String(error), ...(code ? { code } : {}) } };
  }
  port.postMessage(answer);
});
