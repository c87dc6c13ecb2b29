// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, dismissToast, sessionAtom } from '@tackle/ui';
import { BackupSection, restoreSummary } from './BackupSection';

const counts = (values: Partial<Record<string, number>> = {}) => ({
  gear: 0,
  brands: 0,
  models: 0,
  consumables: 0,
  consumableHistory: 0,
  trips: 0,
  storageLocations: 0,
  storedGear: 0,
  setups: 0,
  catches: 0,
  photos: 0,
  settings: 0,
  ...values,
});

/** What the fake XMLHttpRequest answers to the next upload, and what it was sent. */
const xhr = { status: 200, body: {} as unknown, sent: [] as Array<{ url: string; headers: Record<string, string>; body: FormData }> };

class FakeXhr {
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  #url = '';
  #headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.#url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.#headers[name] = value;
  }
  getResponseHeader() {
    return null;
  }
  send(body: FormData) {
    xhr.sent.push({ url: this.#url, headers: this.#headers, body });
    setTimeout(() => {
      this.upload.onprogress?.({ loaded: 512, total: 1024, lengthComputable: true });
      this.status = xhr.status;
      this.responseText = JSON.stringify(xhr.body);
      this.onload?.();
    }, 0);
  }
}

function renderSection() {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'user-1', username: 'angler' }, getAccessToken: async () => 'token-1', logout: async () => undefined });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <BackupSection />
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { user };
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  xhr.sent = [];
});

const zipFile = () => new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])], 'tackle-backup-2026-05-04.zip', { type: 'application/zip' });

describe('BackupSection', () => {
  it('downloads the backup with the session token and saves it under the name the server gave', async () => {
    const requests: Array<{ url: string; auth: string | null }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      requests.push({ url: String(input), auth: new Headers(init.headers).get('authorization') });
      return new Response(new Uint8Array([0x50, 0x4b, 5, 6, 7]), {
        status: 200,
        headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="tackle-backup-2026-05-04.zip"' },
      });
    });
    const saved: string[] = [];
    URL.createObjectURL = () => 'blob:backup';
    URL.revokeObjectURL = () => undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = renderSection();

    expect(screen.getByRole('heading', { name: 'Backup and restore' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download backup' }));

    expect(await screen.findByText('Backup downloaded')).toBeInTheDocument();
    expect(requests).toEqual([{ url: '/api/export', auth: 'Bearer token-1' }]);
    expect(saved).toEqual(['tackle-backup-2026-05-04.zip']);
  });

  it('restores a chosen file only after the confirmation, and sums up what was added', async () => {
    xhr.status = 200;
    xhr.body = { restored: counts({ gear: 3, catches: 1, photos: 2 }), skipped: counts({ consumables: 1 }), position: 12 };
    const { user } = renderSection();
    const restore = screen.getByRole('button', { name: 'Restore from backup' });
    expect(restore).toBeDisabled();

    await user.upload(screen.getByLabelText('Backup file'), zipFile());
    await user.click(restore);
    expect(await screen.findByRole('alertdialog', { name: 'Restore this backup?' })).toHaveTextContent('tackle-backup-2026-05-04.zip');
    expect(xhr.sent).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Restored 3 pieces of gear, 1 catch and 2 photos. Items already in your account were left as they are.')).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]!.url).toBe('/api/import');
    expect(xhr.sent[0]!.headers.Authorization).toBe('Bearer token-1');
    expect((xhr.sent[0]!.body.get('backup') as File).name).toBe('tackle-backup-2026-05-04.zip');
  });

  it("shows the server's reason when a backup is refused", async () => {
    xhr.status = 422;
    xhr.body = { message: 'This zip is not a Tackle backup: it has no manifest.json.' };
    const { user } = renderSection();
    await user.upload(screen.getByLabelText('Backup file'), zipFile());
    await user.click(screen.getByRole('button', { name: 'Restore from backup' }));
    await user.click(await screen.findByRole('button', { name: 'Restore' }));

    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This zip is not a Tackle backup: it has no manifest.json.'));
    expect(screen.queryByText('Backup restored')).not.toBeInTheDocument();
  });

  it('says so when a backup held nothing new', () => {
    expect(restoreSummary({ restored: counts(), skipped: counts({ gear: 4 }), position: 0 })).toBe('Nothing new: everything in this backup is already in your account.');
  });
});
