import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import { BACKUP_LIMITS } from '@tackle/contracts';
import { assertSafeEntryName, readArchive } from './archive';

function zipOf(files: Array<[string, Buffer]>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name, { compress });
  zip.end();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
  });
}

const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { status: number; message: string }) => ({ status: error.status, message: error.message }));

describe('readArchive', () => {
  it('reads every file of a zip by name', async () => {
    const files = await readArchive(await zipOf([['manifest.json', Buffer.from('{}')], ['photos/a.jpg', Buffer.from([1, 2, 3])]]));
    expect([...files.keys()]).toEqual(['manifest.json', 'photos/a.jpg']);
    expect(files.get('photos/a.jpg')).toEqual(Buffer.from([1, 2, 3]));
  });

  it('counts what entries inflate to: ratio, per-file and total limits', async () => {
    const zeros = Buffer.alloc(4 * 1024 * 1024);
    expect(await refusal(readArchive(await zipOf([['catches.json', zeros]])))).toMatchObject({ status: 413, message: expect.stringMatching(/times its stored size/) });
    const small = { ...BACKUP_LIMITS, maxRatio: 1_000_000, maxJsonBytes: 1024 * 1024 };
    expect(await refusal(readArchive(await zipOf([['catches.json', zeros]]), small))).toMatchObject({ status: 413, message: expect.stringMatching(/over 1 MB/) });
    const total = { ...BACKUP_LIMITS, maxUncompressedBytes: 1024 * 1024 };
    expect(await refusal(readArchive(await zipOf([['a.bin', Buffer.alloc(700 * 1024, 1)], ['b.bin', Buffer.alloc(700 * 1024, 2)]], false), total))).toMatchObject({ status: 413, message: expect.stringMatching(/add up to more than 1 MB/) });
    const few = { ...BACKUP_LIMITS, maxEntries: 1 };
    expect(await refusal(readArchive(await zipOf([['a', Buffer.from('a')], ['b', Buffer.from('b')]]), few))).toMatchObject({ status: 413 });
  });

  it('refuses what is not a zip, and a zip cut short', async () => {
    expect(await refusal(readArchive(Buffer.from('not a zip at all')))).toMatchObject({ status: 415 });
    const zip = await zipOf([['manifest.json', Buffer.from('{"a":1}')]]);
    expect(await refusal(readArchive(zip.subarray(0, zip.length - 10)))).toMatchObject({ status: 400, message: expect.stringMatching(/damaged/) });
  });
});

describe('assertSafeEntryName', () => {
  it('takes relative forward-slash names and refuses every way out of the folder', () => {
    expect(() => assertSafeEntryName('photos/photo.0123.jpg')).not.toThrow();
    for (const name of ['../x', 'a/../../x', '/etc/passwd', 'C:/x', 'a\\b', './x', '', 'a\u0000b']) {
      expect(() => assertSafeEntryName(name), name).toThrow(/outside its own folders/);
    }
  });
});
