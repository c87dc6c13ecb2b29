import { POSITION_HEADER } from '@tackle/contracts';
import { ApiError, errorFrom, getLatestPosition, notePosition, type TokenGetter } from './api';

/*
 * Transfers too large for `apiRequest` (which reads answers as JSON text): a file downloaded with
 * its bytes counted as they arrive, and an upload with its bytes counted as they leave. Both carry
 * the session's token and the read-your-writes position like every other call.
 */

/** Bytes moved so far, and the whole when the other side said it (null while it is not known). */
export interface TransferProgress {
  loaded: number;
  total: number | null;
}

/** The file name of a Content-Disposition header (`attachment; filename="x.zip"`), or null. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ?? null;
}

/** GET `path` as a file: its bytes as a Blob and the name the server gave it. */
export async function downloadWithProgress(
  getToken: TokenGetter | null,
  path: string,
  options: { onProgress?: (progress: TransferProgress) => void; signal?: AbortSignal } = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const headers: Record<string, string> = { 'Cache-Control': 'no-cache' };
  const token = getToken ? await getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  const position = getLatestPosition();
  if (position) headers[POSITION_HEADER] = position;
  const res = await fetch(path, { headers, credentials: 'same-origin', ...(options.signal ? { signal: options.signal } : {}) });
  if (!res.ok) throw await errorFrom(res);
  const length = Number(res.headers.get('content-length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = fileNameOf(res.headers.get('content-disposition'));
  if (!res.body) return { blob: await res.blob(), fileName };
  const chunks: Uint8Array[] = [];
  let loaded = 0;
  const reader = res.body.getReader();
  options.onProgress?.({ loaded, total });
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.byteLength;
    options.onProgress?.({ loaded, total });
  }
  return { blob: new Blob(chunks as BlobPart[], { type }), fileName };
}

/** POST `formData` to `path` with upload progress (XMLHttpRequest: fetch reports none); resolves with the JSON answer. */
export async function uploadWithProgress<T = unknown>(
  getToken: TokenGetter | null,
  path: string,
  formData: FormData,
  options: { onProgress?: (progress: TransferProgress) => void } = {},
): Promise<T> {
  const token = getToken ? await getToken() : null;
  const position = getLatestPosition();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (position) xhr.setRequestHeader(POSITION_HEADER, position);
    xhr.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null });
    xhr.onerror = () => reject(new TypeError('The upload could not be sent. Check the connection and try again.'));
    xhr.onload = () => {
      notePosition(xhr.getResponseHeader(POSITION_HEADER));
      const text = xhr.responseText;
      let body: unknown = undefined;
      try {
        body = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        body = text;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(body as T);
        return;
      }
      const message = body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string' ? (body as { message: string }).message : `${xhr.status}: ${xhr.statusText}`;
      const code = body && typeof body === 'object' && typeof (body as { code?: unknown }).code === 'string' ? (body as { code: string }).code : undefined;
      reject(new ApiError(message, xhr.status, code, body));
    };
    xhr.send(formData);
  });
}
