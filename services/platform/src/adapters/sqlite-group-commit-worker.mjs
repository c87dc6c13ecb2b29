// Starts the group-commit writer thread (sqlite-group-commit-worker.ts). A process started with
// `node --import tsx` gives its workers the same loader; anywhere else (a test runner) the worker
// registers tsx itself and loads the TypeScript module again (under another URL: a failed import
// is remembered by its URL).
import { workerData } from 'node:worker_threads';

try {
  await import(workerData.entry);
} catch (error) {
  if (error?.code !== 'ERR_UNKNOWN_FILE_EXTENSION') throw error;
  const { register } = await import('tsx/esm/api');
  register();
  await import(`${workerData.entry}?loader=tsx`);
}
