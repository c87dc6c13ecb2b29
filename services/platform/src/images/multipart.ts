import { koaBody } from 'koa-body';
import type { File } from 'formidable';
import type { Context } from 'koa';
import { Writable } from 'node:stream';
import { AppError } from '../errors';
import { IMAGE_MAX_BYTES, IMAGE_TOO_LARGE_MESSAGE } from './process-image';

/** One uploaded file, held in memory (never written to a temporary directory). */
interface UploadedFile {
  buffer: Buffer;
  /** The name the browser sent ('IMG_1234.jpg'), untrusted, for display and analysis only. */
  originalFilename: string | null;
  /** The type the browser claimed; the image pipeline decides for itself. */
  mimetype: string | null;
}

interface ReadUploadOptions {
  /** Multipart field holding the file. Default 'image' (the spec's field name). */
  field?: string;
  maxBytes?: number;
}

/** formidable's error codes (formidable/src/FormidableError.js) this helper turns into messages. */
const FORMIDABLE = {
  maxFieldsSizeExceeded: 1006,
  maxFieldsExceeded: 1007,
  biggerThanTotalMaxFileSize: 1009,
  noEmptyFiles: 1010,
  maxFilesExceeded: 1015,
  biggerThanMaxFileSize: 1016,
} as const;

/** Maps a formidable/koa-body failure to the one error type: 413 for size, 400 for the rest. */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const { code, httpCode } = (error ?? {}) as { code?: unknown; httpCode?: unknown };
  if (code === FORMIDABLE.biggerThanMaxFileSize || code === FORMIDABLE.biggerThanTotalMaxFileSize || httpCode === 413) {
    return new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE);
  }
  if (code === FORMIDABLE.maxFilesExceeded) return new AppError('bad_request', 'Send one image at a time');
  if (code === FORMIDABLE.noEmptyFiles) return new AppError('bad_request', 'The uploaded file is empty');
  if (code === FORMIDABLE.maxFieldsExceeded || code === FORMIDABLE.maxFieldsSizeExceeded) {
    return new AppError('payload_too_large', 'Too many form fields');
  }
  return new AppError('bad_request', 'The upload could not be read. Please try again.');
}

/**
 * Reads a single file from a `multipart/form-data` request into memory with hard limits: at most
 * one file, `maxBytes` (formidable aborts as soon as the running total passes it, so an oversized
 * upload is never fully buffered), a handful of small text fields. Files in other fields are
 * ignored. Errors are AppErrors: 415 for a non-multipart request, 413 for size, 400 otherwise.
 */
export async function readUpload(ctx: Context, options: ReadUploadOptions = {}): Promise<UploadedFile> {
  const field = options.field ?? 'image';
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES;
  if (!ctx.is('multipart/form-data')) {
    throw new AppError('unsupported_media_type', `Send the image as multipart/form-data in the field "${field}"`);
  }
  const declared = Number(ctx.get('content-length'));
  // Multipart framing adds a few hundred bytes; anything far beyond the limit is refused unread.
  if (Number.isFinite(declared) && declared > maxBytes + 64 * 1024) {
    throw new AppError('payload_too_large', IMAGE_TOO_LARGE_MESSAGE);
  }

  const buffers = new WeakMap<object, Buffer[]>();
  const parse = koaBody({
    multipart: true,
    json: false,
    urlencoded: false,
    text: false,
    parsedMethods: ['POST', 'PUT'] as never,
    formidable: {
      maxFiles: 1,
      maxFileSize: maxBytes,
      maxTotalFileSize: maxBytes,
      maxFields: 20,
      maxFieldsSize: 64 * 1024,
      allowEmptyFiles: false,
      filter: (part) => part.name === field,
      // Keeps the bytes in memory: nothing to clean up in a temp dir, even when the request fails.
      fileWriteStreamHandler: (file) => {
        const chunks: Buffer[] = [];
        if (file) buffers.set(file, chunks);
        return new Writable({
          write(chunk: Buffer, _encoding, callback) {
            chunks.push(chunk);
            callback();
          },
        });
      },
    },
    onError: (error) => {
      throw uploadError(error);
    },
  });
  try {
    await parse(ctx, async () => undefined);
  } catch (error) {
    throw uploadError(error);
  }
  const entry = ctx.request.files?.[field];
  const file: File | undefined = Array.isArray(entry) ? entry[0] : entry;
  const chunks = file ? buffers.get(file) : undefined;
  if (!file || !chunks) throw new AppError('bad_request', `No image was uploaded (multipart field "${field}")`);
  return {
    buffer: Buffer.concat(chunks),
    originalFilename: file.originalFilename ?? null,
    mimetype: file.mimetype ?? null,
  };
}
