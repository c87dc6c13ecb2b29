import { useState, type FormEvent } from 'react';
import { LoaderCircle } from 'lucide-react';
import { ACCOUNT_MESSAGES } from '@tackle/contracts';
import {
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  errorMessage,
  Field,
  Input,
  toast,
  useSession,
} from '@tackle/ui';
import { deleteAccount, fieldErrors } from './account';
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
  const session = useSession();
  const username = session?.user.username ?? '';
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [pending, setPending] = useState(false);

  const close = () => {
    if (pending) return;
    setOpen(false);
    setValues(EMPTY);
    setErrors({});
  };

  const set = (field: Fields) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session || pending) return;
    const found: Partial<Record<Fields, string>> = {};
    if (!values.password) found.password = 'Enter your password';
    if (!confirmsUsername(values.confirmation, username)) found.confirmation = ACCOUNT_MESSAGES.confirmationWrong;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await deleteAccount(() => session.getAccessToken(), values);
    } catch (error) {
      setPending(false);
      const byField = fieldErrors(error);
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast({ title: 'Account not deleted', description: errorMessage(error, 'Failed to delete the account. Please try again.'), variant: 'destructive' });
      return;
    }
    toast({ title: 'Account deleted', description: 'Your account and everything in it are gone.' });
    // Every session of the account has ended on the server; this sign-out forgets the tokens and the
    // data kept on this device and returns to the landing page.
    await session.logout();
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
      <Dialog open={open} onOpenChange={(next) => (next ? setOpen(true) : close())}>
        <DialogContent className="sm:max-w-md" role="alertdialog">
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                Everything in the account &quot;{username}&quot; is erased for good and you are signed out on every device. This action cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <Field label="Password" error={errors.password}>
              {(control) => <Input {...control} type="password" autoComplete="current-password" value={values.password} onChange={set('password')} />}
            </Field>
            <Field label="Type your username to confirm" description={`Your username is ${username}.`} error={errors.confirmation}>
              {(control) => <Input {...control} autoComplete="off" autoCapitalize="none" spellCheck={false} value={values.confirmation} onChange={set('confirmation')} />}
            </Field>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={pending} aria-busy={pending || undefined}>
                {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
                Delete account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </SettingsSection>
  );
}
