import { stat, readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

/**
 * The built front end's text files compressed once, at brotli's best quality, and kept in memory
 * (docs/decisions/146-static-files-compressed-once.md). koa-compress compresses every answer anew at
 * quality 4, the level that is fast enough for that; quality 11 makes the scripts 13–14 % smaller
 * but takes about a second per megabyte, so it is done once per file version, after the file was
 * first asked for, away from the request. Until it is done the file is served as before.
 *
 * A kept body is used only while the file on disk has the size and modification time it was made
 * from: a new build (or a remote rebuilt on its own) is never answered with an old file's bytes.
 */

/** Text the browser asks for (source maps are left out: only developer tools read them). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|json|webmanifest|svg|html|txt)$/i;
/** Below this size compression saves nothing worth a header (koa-compress's own threshold). */
export const MIN_BYTES = 1024;

const compress = promisify(brotliCompress);

interface Entry {
  mtimeMs: number;
  size: number;
  body?: Buffer;
}

export class KeptBrotli {
  private readonly entries = new Map<string, Entry>();
  private readonly inFlight = new Set<Promise<void>>();

  /**
   * @param maxEntries files kept at most; the oldest made goes first (each build brings new hashed
   *   names, so an old build's files would otherwise stay for ever)
   */
  constructor(
    private readonly maxEntries = 1_000,
    private readonly quality = constants.BROTLI_MAX_QUALITY,
  ) {}

  /**
   * The kept brotli body of `file` when it is made and the file is unchanged since. Otherwise null,
   * and the body is made in the background for the next request (a missing, small or changed file
   * is looked at again each time).
   */
  async get(file: string): Promise<{ body: Buffer; mtime: Date } | null> {
    let info;
    try {
      info = await stat(file);
    } catch {
      return null;
    }
    if (!info.isFile() || info.size < MIN_BYTES) return null;
    const entry = this.entries.get(file);
    if (entry && entry.mtimeMs === info.mtimeMs && entry.size === info.size) {
      return entry.body ? { body: entry.body, mtime: info.mtime } : null;
    }
    const fresh: Entry = { mtimeMs: info.mtimeMs, size: info.size };
    this.entries.delete(file);
    this.entries.set(file, fresh);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    const work = this.make(file, fresh)
      .catch(() => {
        // Unreadable now: served as before, and tried again on the next request.
        if (this.entries.get(file) === fresh) this.entries.delete(file);
      })
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
    return null;
  }

  private async make(file: string, entry: Entry): Promise<void> {
    const data = await readFile(file);
    // Written again between the two looks: these bytes may be of neither version; not kept.
    const after = await stat(file);
    if (after.mtimeMs !== entry.mtimeMs || after.size !== entry.size || data.length !== entry.size) {
      if (this.entries.get(file) === entry) this.entries.delete(file);
      return;
    }
    entry.body = await compress(data, {
      params: { [constants.BROTLI_PARAM_QUALITY]: this.quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    });
  }

  /** Resolves once every compression started so far has ended (for tests and benchmarks). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }
}
