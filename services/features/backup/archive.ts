import { BACKUP_LIMITS } from '@tackle/contracts';
import { AppError, IMAGE_MAX_BYTES } from '@tackle/platform';
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';

/*
 * Reading an uploaded backup zip safely (docs/decisions/119-backup-and-restore.md): every entry
 * name is checked before it is read, and every entry is inflated with its bytes counted as they
 * come, so a zip bomb is stopped by what it inflates to, not by the sizes its headers claim.
 */

export type ArchiveLimits = { readonly [K in keyof typeof BACKUP_LIMITS]: number };

/** A zip starts with a local file header, or is the end record of an empty archive. */
const ZIP_SIGNATURES = [Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.from([0x50, 0x4b, 0x05, 0x06])];
/** Small entries compress extremely well without being bombs (a JSON list of nulls); ratios count above this. */
const RATIO_FLOOR_BYTES = 1024 * 1024;
/** What yauzl says of a name that leaves the archive's folder. */
const UNSAFE_NAME_ERROR = /absolute path|invalid relative path|invalid characters in fileName/i;

const damaged = (why: string) => new AppError('bad_request', `This backup is damaged and was not restored: ${why}`);
const tooLarge = (why: string) => new AppError('payload_too_large', `This backup is too large to restore: ${why}`);
const unsafePath = (name: string) =>
  new AppError('bad_request', `This backup holds a file outside its own folders ("${name.slice(0, 100)}") and was not restored`);

/**
 * A name a restore may read: relative, forward slashes only, no `.`/`..` segment, no drive letter,
 * printable. Everything else is refused, never rewritten.
 */
export function assertSafeEntryName(name: string): void {
  if (
    name === '' ||
    name.length > 255 ||
    name.includes('\\') ||
    name.startsWith('/') ||
    /^[A-Za-z]:/.test(name) ||
    // eslint-disable-next-line no-control-regex
    /[\x00-\x1f\x7f]/.test(name) ||
    name.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw unsafePath(name);
  }
}

function openZip(buffer: Buffer): Promise<ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: true, strictFileNames: true }, (error, zip) => {
      if (error || !zip) reject(error ?? new Error('no zip'));
      else resolve(zip);
    });
  });
}

function readEntry(zip: ZipFile, entry: Entry, limits: ArchiveLimits, used: { bytes: number }): Promise<Buffer> {
  const perEntry = Math.max(RATIO_FLOOR_BYTES, entry.compressedSize * limits.maxRatio);
  // A JSON file within its own cap, anything else (photos) within the upload limit of a photo.
  const cap = entry.fileName.endsWith('.json') ? limits.maxJsonBytes : IMAGE_MAX_BYTES;
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) {
        reject(damaged(error.message));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const fail = (failure: AppError) => {
        if (settled) return;
        settled = true;
        stream.destroy();
        reject(failure);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        used.bytes += chunk.length;
        if (size > perEntry) fail(tooLarge(`${entry.fileName} inflates to more than ${limits.maxRatio} times its stored size`));
        else if (size > cap) fail(tooLarge(`${entry.fileName} is over ${Math.round(cap / 1024 / 1024)} MB`));
        else if (used.bytes > limits.maxUncompressedBytes) fail(tooLarge(`its files add up to more than ${Math.round(limits.maxUncompressedBytes / 1024 / 1024)} MB`));
        else chunks.push(chunk);
      });
      stream.on('error', (streamError: Error) => fail(damaged(streamError.message)));
      stream.on('end', () => {
        if (settled) return;
        settled = true;
        const bytes = Buffer.concat(chunks);
        // yauzl checks sizes, not contents: a changed byte shows in the checksum.
        if (crc32(bytes) !== entry.crc32) reject(damaged(`${entry.fileName} does not match its checksum`));
        else resolve(bytes);
      });
    });
  });
}

/**
 * Every file of the zip by name, read into memory within `limits`. Refuses (4xx, nothing read
 * further): a file that is not a zip (415), a damaged one (400), an unsafe name (400), too many
 * entries or too many bytes inflated (413), an encrypted entry or the same name twice (400).
 */
export async function readArchive(buffer: Buffer, limits: ArchiveLimits = BACKUP_LIMITS): Promise<Map<string, Buffer>> {
  if (buffer.length > limits.maxCompressedBytes) throw tooLarge(`it is over ${Math.round(limits.maxCompressedBytes / 1024 / 1024)} MB`);
  if (!ZIP_SIGNATURES.some((signature) => buffer.subarray(0, 4).equals(signature))) {
    throw new AppError('unsupported_media_type', 'This file is not a zip archive. Choose a tackle-backup-….zip made by Tackle.');
  }
  let zip: ZipFile;
  try {
    zip = await openZip(buffer);
  } catch (error) {
    throw damaged(error instanceof Error ? error.message : 'unreadable');
  }
  if (zip.entryCount > limits.maxEntries) {
    if (zip.isOpen) zip.close();
    throw tooLarge(`it holds ${zip.entryCount} files; at most ${limits.maxEntries} are read`);
  }
  const files = new Map<string, Buffer>();
  const used = { bytes: 0 };
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', (error: Error) => reject(UNSAFE_NAME_ERROR.test(error.message) ? unsafePath(error.message.replace(/^[^:]*:\s*/, '')) : damaged(error.message)));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: Entry) => {
        void (async () => {
          assertSafeEntryName(entry.fileName);
          if (entry.fileName.endsWith('/')) return; // a folder
          if (entry.isEncrypted()) throw damaged(`${entry.fileName} is encrypted`);
          if (files.has(entry.fileName)) throw damaged(`${entry.fileName} is in it twice`);
          files.set(entry.fileName, await readEntry(zip, entry, limits, used));
        })().then(
          () => zip.readEntry(),
          (error: unknown) => reject(error),
        );
      });
      zip.readEntry();
    });
  } finally {
    if (zip.isOpen) zip.close();
  }
  return files;
}
