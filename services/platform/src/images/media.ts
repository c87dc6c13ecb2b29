import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** URL prefix under which the gateway serves `DATA_DIR/media`. */
const MEDIA_URL_PREFIX = '/media/';
/** Where uploaded photos live inside the data dir. */
const MEDIA_DIR_NAME = 'media';

/**
 * `photo.<32 hex>.jpg`: the name is the content's SHA-256, so a file never changes under its URL
 * and the static server may cache it as immutable (its rule wants `.<hex>.` before the extension).
 * 128 bits also make the URLs unguessable.
 */
const MEDIA_FILE = /^photo\.[0-9a-f]{32}\.jpg$/;

function mediaFileName(jpeg: Buffer): string {
  const hash = createHash('sha256').update(jpeg).digest('hex').slice(0, 32);
  return `photo.${hash}.jpg`;
}

/** True for URLs made by saveMedia (what gear and catches accept as their imageUrl). */
export function isMediaUrl(url: string): boolean {
  return url.startsWith(MEDIA_URL_PREFIX) && MEDIA_FILE.test(url.slice(MEDIA_URL_PREFIX.length));
}

/**
 * Stores a processed JPEG under its content hash and returns its URL ('/media/photo.<hash>.jpg').
 * Written to a temporary name first and renamed, so a half-written file is never served; saving the
 * same photo twice is a no-op.
 */
export async function saveMedia(dataDir: string, jpeg: Buffer): Promise<string> {
  const dir = join(dataDir, MEDIA_DIR_NAME);
  const name = mediaFileName(jpeg);
  const target = join(dir, name);
  await mkdir(dir, { recursive: true });
  const exists = await stat(target).then(
    () => true,
    () => false,
  );
  if (!exists) {
    const temporary = join(dir, `.${name}.${randomUUID()}.tmp`);
    try {
      await writeFile(temporary, jpeg, { flag: 'wx' });
      await rename(temporary, target);
    } finally {
      await rm(temporary, { force: true });
    }
  }
  return `${MEDIA_URL_PREFIX}${name}`;
}

/** Where the file of a media URL made by saveMedia lives, or null for any other URL. */
export function mediaFilePath(dataDir: string, url: string): string | null {
  return isMediaUrl(url) ? join(dataDir, MEDIA_DIR_NAME, url.slice(MEDIA_URL_PREFIX.length)) : null;
}
