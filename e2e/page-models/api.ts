import type { Page } from '@playwright/test';

/** The signed-in browser's own access token (the OIDC client keeps the user in localStorage). */
export async function accessToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('oidc.user:'));
    return key ? (JSON.parse(localStorage.getItem(key) ?? '{}') as { access_token?: string }).access_token : undefined;
  });
  if (!token) throw new Error('not signed in');
  return token;
}

/**
 * Sets up data through the API from the signed-in page: POSTs each body to `path` with the browser's
 * own access token, expects 201 for each, and answers the new ids in order.
 */
export async function postViaApi(page: Page, path: string, bodies: Array<Record<string, unknown>>): Promise<string[]> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ path, bodies, token }) => {
      const ids: string[] = [];
      for (const body of bodies) {
        const res = await fetch(path, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (res.status !== 201) throw new Error(`POST ${path} answered ${res.status}: ${await res.text()}`);
        ids.push(((await res.json()) as { id: string }).id);
      }
      return ids;
    },
    { path, bodies, token },
  );
}

/** A plain photo drawn in the page: its size, colour and file name. */
export interface DrawnPhoto {
  width: number;
  height: number;
  color: string;
  fileName: string;
}

/**
 * Uploads a photo drawn in the page as the `image` field of a POST to `path`, with the browser's own
 * access token; expects `status` (any success when absent) and answers the JSON reply (null for none).
 */
export async function uploadDrawnPhoto(page: Page, path: string, photo: DrawnPhoto, status?: number): Promise<unknown> {
  const token = await accessToken(page);
  return page.evaluate(
    async ({ path, photo, status, token }) => {
      const canvas = document.createElement('canvas');
      canvas.width = photo.width;
      canvas.height = photo.height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = photo.color;
      context.fillRect(0, 0, photo.width, photo.height);
      const blob = await new Promise<Blob>((resolve, reject) =>
        canvas.toBlob((drawn) => (drawn ? resolve(drawn) : reject(new Error('no photo'))), 'image/jpeg'),
      );
      const form = new FormData();
      form.append('image', blob, photo.fileName);
      const upload = await fetch(path, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
      if (status === undefined ? !upload.ok : upload.status !== status) throw new Error(`POST ${path} answered ${upload.status}: ${await upload.text()}`);
      const text = await upload.text();
      return text ? (JSON.parse(text) as unknown) : null;
    },
    { path, photo, status, token },
  );
}
