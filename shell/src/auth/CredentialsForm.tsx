import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { credentialsSchema, type Credentials } from '@tackle/contracts';
import { Button, Field, Input, Spinner, toast } from '@tackle/ui';
import { COPY, submitCredentials, type Mode } from './credentials';
import { startSignin } from './oidc';

/**
 * The Login or Register form: on success the browser leaves for the provider's next step.
 * `disabled`: every field and the button (the form's static first frame, decision 164).
 */
export function CredentialsForm({ mode, uid, disabled = false }: { mode: Mode; uid: string; disabled?: boolean }) {
  const [sending, setSending] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<Credentials>({ resolver: zodResolver(credentialsSchema), defaultValues: { username: '', password: '' }, mode: 'onTouched' });
  const copy = COPY[mode];

  const onSubmit = handleSubmit(async (values) => {
    setSending(true);
    try {
      const redirectTo = await submitCredentials(uid, mode, values);
      window.location.assign(redirectTo); // keep the button busy while the browser leaves
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code === 'interaction_expired') {
        toast({ title: copy.failed, description: 'Your sign-in took too long. Starting again…', variant: 'destructive' });
        await startSignin('/').catch(() => setSending(false));
        return;
      }
      toast({ title: copy.failed, description: err instanceof Error ? err.message : String(err), variant: 'destructive' });
      setSending(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={copy.submit}>
      {/* No box of its own (its fields are the form's grid items): the frame's form and the app's line up. */}
      <fieldset disabled={disabled} className="contents">
        <Field label="Username" error={errors.username}>
          {(p) => <Input {...p} autoComplete="username" autoCapitalize="none" spellCheck={false} {...register('username')} />}
        </Field>
        <Field label="Password" error={errors.password}>
          {(p) => (
            <Input
              {...p}
              type="password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              {...register('password')}
            />
          )}
        </Field>
        <Button type="submit" size="lg" className="mt-1 w-full" disabled={sending} aria-busy={sending}>
          {sending && <Spinner size="sm" label={copy.busy} className="text-current" />}
          {copy.submit}
        </Button>
      </fieldset>
    </form>
  );
}
