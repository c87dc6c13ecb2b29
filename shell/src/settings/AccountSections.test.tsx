// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster, dismissToast, sessionAtom } from '@tackle/ui';
import { DeleteAccountSection } from './DeleteAccountSection';
import { PasswordSection } from './PasswordSection';

/** The calls the sections made, and the answers the fake server gives in order. */
const server = { answers: [] as Array<{ status: number; body: unknown }>, calls: [] as Array<{ url: string; body: unknown }> };

function renderWith(section: React.ReactNode) {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    server.calls.push({ url: String(input), body: JSON.parse(String(init.body)) as unknown });
    const answer = server.answers.shift() ?? { status: 200, body: { signedOutSessions: 0 } };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
  const logout = vi.fn(async () => undefined);
  const store = createStore();
  store.set(sessionAtom, { user: { id: 'user-1', username: 'Angler_Ann' }, getAccessToken: async () => 'token-1', logout });
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient()}>
        {section}
        <Toaster />
      </QueryClientProvider>
    </Provider>,
  );
  return { user, logout };
}

afterEach(() => {
  cleanup();
  dismissToast();
  vi.unstubAllGlobals();
  server.answers = [];
  server.calls = [];
});

describe('PasswordSection', () => {
  it('checks the form first: a short new password and two different ones, nothing sent', async () => {
    const { user } = renderWith(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.type(screen.getByLabelText('Repeat the new password'), 'abd');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The two new passwords are not the same')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);
  });

  it("shows the server's refusal under the field it names, then the toast once changed", async () => {
    server.answers = [
      { status: 422, body: { message: 'Current password is incorrect', code: 'validation', details: { field: 'currentPassword' } } },
      { status: 200, body: { signedOutSessions: 2 } },
    ];
    const { user } = renderWith(<PasswordSection />);
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'fresh-secret');
    await user.type(screen.getByLabelText('Repeat the new password'), 'fresh-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Current password is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Current password'));
    await user.type(screen.getByLabelText('Current password'), 'old-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your other 2 devices were signed out.')).toBeInTheDocument();
    expect(server.calls.map((c) => c.url)).toEqual(['/api/account/password', '/api/account/password']);
    expect(server.calls[1]!.body).toEqual({ currentPassword: 'old-secret', newPassword: 'fresh-secret' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});

describe('DeleteAccountSection', () => {
  it('asks for the password and the username, deletes, then signs out', async () => {
    server.answers = [
      { status: 422, body: { message: 'Password is incorrect', code: 'validation', details: { field: 'password' } } },
      { status: 200, body: { signedOutSessions: 1 } },
    ];
    const { user, logout } = renderWith(<DeleteAccountSection />);
    await user.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    expect(dialog).toHaveTextContent('Angler_Ann');

    await user.type(screen.getByLabelText('Password'), 'typo');
    await user.type(screen.getByLabelText('Type your username to confirm'), 'someone');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('That is not your username')).toBeInTheDocument();
    expect(screen.getByLabelText('Type your username to confirm')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls).toEqual([]);

    await user.clear(screen.getByLabelText('Type your username to confirm'));
    await user.type(screen.getByLabelText('Type your username to confirm'), 'angler_ann ');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('Password is incorrect')).toBeInTheDocument();
    expect(logout).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'right-one');
    await user.click(screen.getAllByRole('button', { name: 'Delete account' }).at(-1)!);
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(server.calls.at(-1)).toEqual({ url: '/api/account/delete', body: { password: 'right-one', confirmation: 'angler_ann ' } });
  });
});
