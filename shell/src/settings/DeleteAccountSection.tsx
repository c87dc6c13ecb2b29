import { useState } from 'react';
import { ACCOUNT_MESSAGES } from '@tackle/contracts';
import {
  Button,
  ConfirmDialog,
  Field,
  Input,
  toast,
} from '@tackle/ui';
import { deleteAccount, useAccountForm } from './account';
import { SettingsSection } from './SettingsSection';

type Fields = 'password' | 'confirmation';
const EMPTY: Record<Fields, string> = { password: '', confirmation: '' };

/** The username typed as confirmation, as the server compares it: case and surrounding spaces aside. */
export const confirmsUsername = (typed: string, username: string) => typed.trim().toLowerCase() === username.toLowerCase();

/**
 * Settings → Delete account (docs/decisions/122-account-control.md): asks in a dialog for the
 * password again and the username typed out, then erases the account with everything in it and
 * signs the angler out to the landing page.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { session, values, errors, pending, set, submit, reset } = useAccountForm({
    empty: EMPTY,
    check: (typed) => {
      const found: Partial<Record<Fields, string>> = {};
      if (!typed.password) found.password = 'Enter your password';
      if (!confirmsUsername(typed.confirmation, username)) found.confirmation = ACCOUNT_MESSAGES.confirmationWrong;
      return found;
    },
    send: deleteAccount,
    failure: { title: 'Account not deleted', description: 'Failed to delete the account. Please try again.' },
    sent: async (_result, done) => {
      toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
      // Every session of the account has ended on the server; this sign-out forgets the tokens and the
      // data kept on this device and returns to the landing page.
      await done.session.logout();
    },
  });
  const username = session?.user.username ?? '';

  const close = () => {
    if (pending) return;
    setOpen(false);
    reset();
  };

  return (
    <SettingsSection
      id="delete-account"
      title="Delete account"
      description="Delete your account and everything in it: gear, consumables, storage, setups, catches, photos and settings. This cannot be undone; download a backup first if you may want your data later."
    >
      <Button type="button" variant="destructive" onClick={() => setOpen(true)} disabled={!session}>
        Delete account
      </Button>
      <ConfirmDialog
        open={open}
        title="Delete your account?"
        description={<>Everything in the account &quot;{username}&quot; is erased for good and you are signed out on every device. This action cannot be undone.</>}
        confirmLabel="Delete account"
        variant="destructive"
        pending={pending}
        onCancel={close}
        onSubmit={(event) => void submit(event)}
      >
        <Field label="Password" error={errors.password}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" value={values.password} onChange={set('password')} />}
        </Field>
        <Field label="Type your username to confirm" description={`Your username is ${username}.`} error={errors.confirmation}>
          {(control) => <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} value={values.confirmation} onChange={set('confirmation')} />}
        </Field>
      </ConfirmDialog>
    </SettingsSection>
  );
}
