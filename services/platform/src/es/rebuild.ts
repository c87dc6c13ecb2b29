import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReadStore } from '../ports';
import type { Projection } from './projection';

/*
 * Rebuilding one projection (docs/decisions/127-batched-rebuilds-and-group-commit.md): its
 * checkpoint back to 0 and its collections emptied, the others untouched, then the runner replays
 * the log. `npm run rebuild -- <projection>` does it on the single-machine data dir: by asking the
 * running product (a request file and SIGUSR2), or itself when nothing runs there.
 */

/**
 * Resets `projection` for a rebuild from position 0: the checkpoint first, then the collections. A
 * crash in between replays the log over the old documents, which the position guards make harmless
 * (the rebuild is then simply asked for again).
 */
export async function resetProjection(store: ReadStore, projection: Projection): Promise<void> {
  await store.setCheckpoint(projection.name, 0);
  for (const collection of projection.collections) await store.clear(collection);
}

/** Who holds a data dir: the single-machine product, or a rebuild running on its own. */
export interface DataDirHolder {
  pid: number;
  role: 'product' | 'rebuild';
}

const holderFile = (dataDir: string) => join(dataDir, 'tackle.pid');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The live process holding `dataDir`, if any (a holder that died, e.g. killed, holds nothing). */
export function dataDirHolder(dataDir: string): DataDirHolder | null {
  let holder: DataDirHolder;
  try {
    holder = JSON.parse(readFileSync(holderFile(dataDir), 'utf8')) as DataDirHolder;
  } catch {
    return null;
  }
  return Number.isSafeInteger(holder.pid) && alive(holder.pid) ? holder : null;
}

export class DataDirHeldError extends Error {
  constructor(readonly holder: DataDirHolder, dataDir: string) {
    super(
      holder.role === 'rebuild'
        ? `A rebuild (process ${holder.pid}) is running on ${dataDir}; start Tackle again when it has finished.`
        : `Tackle is already running on ${dataDir} (process ${holder.pid}).`,
    );
    this.name = 'DataDirHeldError';
  }
}

/**
 * Claims `dataDir` for this process in `role`, unless another live process holds it; answers the
 * release. This process may claim it again (a product restarted in the same process).
 */
export function holdDataDir(dataDir: string, role: DataDirHolder['role']): () => void {
  const holder = dataDirHolder(dataDir);
  if (holder && holder.pid !== process.pid) throw new DataDirHeldError(holder, dataDir);
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(holderFile(dataDir), JSON.stringify({ pid: process.pid, role } satisfies DataDirHolder));
  return () => {
    if (dataDirHolder(dataDir)?.pid === process.pid) rmSync(holderFile(dataDir), { force: true });
  };
}

const requestsDir = (dataDir: string) => join(dataDir, 'rebuild-requests');
const requestFile = (dataDir: string, projection: string) => join(requestsDir(dataDir), `${encodeURIComponent(projection)}.json`);

/** Asks the product running on `dataDir` to rebuild `projection` (it is told with SIGUSR2). */
export function requestRebuild(dataDir: string, projection: string): void {
  mkdirSync(requestsDir(dataDir), { recursive: true });
  writeFileSync(requestFile(dataDir, projection), JSON.stringify({ projection, requestedAt: new Date().toISOString() }));
}

/** Whether a request is still waiting to be taken. */
export function rebuildRequested(dataDir: string, projection: string): boolean {
  try {
    readFileSync(requestFile(dataDir, projection));
    return true;
  } catch {
    return false;
  }
}

/** The projections asked for, oldest request first. */
export function pendingRebuilds(dataDir: string): string[] {
  let files: string[];
  try {
    files = readdirSync(requestsDir(dataDir));
  } catch {
    return [];
  }
  return files.filter((file) => file.endsWith('.json')).map((file) => decodeURIComponent(file.slice(0, -'.json'.length)));
}

/** The request for `projection` was taken (the projection is reset): the asking command sees it go. */
export function rebuildTaken(dataDir: string, projection: string): void {
  rmSync(requestFile(dataDir, projection), { force: true });
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** "about 2 min 5 s left" */
function timeLeft(seconds: number): string {
  if (!Number.isFinite(seconds)) return 'time left not known yet';
  const whole = Math.max(1, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `about ${minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`} left`;
}

/**
 * The progress of a rebuild as one line: where it is of how many events, its rate so far and the
 * time left at that rate. `elapsedSeconds` since it started from `from`.
 */
export function rebuildProgressLine(projection: string, progress: { position: number; from?: number; target: number; elapsedSeconds: number }): string {
  const from = progress.from ?? 0;
  const done = Math.max(0, Math.min(progress.position, progress.target) - from);
  const total = Math.max(0, progress.target - from);
  const percent = total === 0 ? 100 : Math.floor((100 * done) / total);
  const rate = progress.elapsedSeconds > 0 ? done / progress.elapsedSeconds : 0;
  const rest = progress.position >= progress.target ? 'done' : timeLeft(rate > 0 ? (total - done) / rate : Infinity);
  return `${projection}: ${count(done)} of ${count(total)} events (${percent}%) · ${count(rate)} events/s · ${rest}`;
}
