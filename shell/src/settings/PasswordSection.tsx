import { LoaderCircle } from 'lucide-react';
import { PASSWORD_MIN, USER_MESSAGES } from '@tackle/contracts';
import { Button, Field, Input, toast } from '@tackle/ui';
import { changePassword, useAccountForm } from './account';
import { SettingsSection } from './SettingsSection';

type Fields = 'currentPassword' | 'newPassword' | 'repeatPassword';
const EMPTY: Record<Fields, string> = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** What can be told before asking the server: the registration's length rule, the two new ones equal. */
export function checkPasswordForm(values: Record<Fields, string>): Partial<Record<Fields, string>> {
  const errors: Partial<Record<Fields, string>> = {};
  if (!values.currentPassword) errors.currentPassword = 'Enter your current password';
  if (values.newPassword.length < PASSWORD_MIN) errors.newPassword = USER_MESSAGES.passwordTooShort;
  if (values.repeatPassword !== values.newPassword) errors.repeatPassword = 'The two new passwords are not the same';
  return errors;
}

/**
 * Settings → Password (docs/decisions/122-account-control.md): the current password and the new one
 * twice. The angler's other devices are signed out; this one stays signed in.
 */
export function PasswordSection() {
  const { session, values, errors, pending, set, submit } = useAccountForm({
    empty: EMPTY,
    check: checkPasswordForm,
    send: (getToken, typed) => changePassword(getToken, { currentPassword: typed.currentPassword, newPassword: typed.newPassword }),
    failure: { title: 'Password not changed', description: 'Failed to change the password. Please try again.' },
    sent: ({ signedOutSessions }, done) => {
      done.reset();
      toast({
        title: 'Password changed',
        description:
          signedOutSessions > 0
            ? `Your other ${signedOutSessions === 1 ? 'device was' : `${signedOutSessions} devices were`} signed out.`
            : 'Use it the next time you sign in.',
      });
      done.idle();
    },
  });

  return (
    <SettingsSection
      id="password"
      title="Password"
      description="Change the password you sign in with. Your other devices are signed out; this one stays signed in."
    >
      <form className="max-w-sm space-y-4" onSubmit={(event) => void submit(event)} noValidate>
        <Field label="Current password" error={errors.currentPassword}>
          {(control) => <Input {...control} type="password" autoComplete="current-password" value={values.currentPassword} onChange={set('currentPassword')} />}
        </Field>
        <Field label="New password" description={`At least ${PASSWORD_MIN} characters.`} error={errors.newPassword}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" value={values.newPassword} onChange={set('newPassword')} />}
        </Field>
        <Field label="Repeat the new password" error={errors.repeatPassword}>
          {(control) => <Input {...control} type="password" autoComplete="new-password" value={values.repeatPassword} onChange={set('repeatPassword')} />}
        </Field>
        <Button type="submit" disabled={pending || !session} aria-busy={pending || undefined}>
          {pending ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : null}
          Change password
        </Button>
      </form>
    </SettingsSection>
  );
}
