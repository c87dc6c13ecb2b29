import { accountChangeResponseSchema, type ChangePasswordInput, type DeleteAccountInput } from '@tackle/contracts';
import { useState, type FormEvent } from 'react';
import { ApiError, apiRequest, errorMessage, toast, useSession, type Session, type TokenGetter } from '@tackle/ui';

/*
 * The account calls of Settings → Password and Delete account (docs/decisions/122-account-control.md),
 * and the field a refusal names, so its sentence is shown under that field.
 */

export function changePassword(getToken: TokenGetter, input: ChangePasswordInput) {
  return apiRequest(getToken, '/api/account/password', { method: 'POST', body: input }, accountChangeResponseSchema);
}

export function deleteAccount(getToken: TokenGetter, input: DeleteAccountInput) {
  return apiRequest(getToken, '/api/account/delete', { method: 'POST', body: input }, accountChangeResponseSchema);
}

/** `{ field: message }` of a 422 that names its field (`details.field`, or zod's `details.fields`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const body = error.body as { message?: unknown; details?: { field?: unknown; fields?: unknown } } | undefined;
  const details = body?.details;
  if (typeof details?.field === 'string' && typeof body?.message === 'string') return { [details.field]: body.message };
  if (details?.fields && typeof details.fields === 'object') {
    return Object.fromEntries(Object.entries(details.fields as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return {};
}

/** What an account form does once the server took it: `done.reset()` empties it, `done.idle()` ends its busy state. */
export interface AccountFormDone {
  reset(): void;
  idle(): void;
  session: Session;
}

export interface AccountFormOptions<F extends string, R> {
  empty: Record<F, string>;
  /** What can be told before asking the server, by field. */
  check(values: Record<F, string>): Partial<Record<F, string>>;
  send(getToken: TokenGetter, values: Record<F, string>): Promise<R>;
  /** The toast of a refusal that names no field. */
  failure: { title: string; description: string };
  /** After the server took the form; the form stays busy unless this calls `done.idle()`. */
  sent(result: R, done: AccountFormDone): void | Promise<void>;
}

/**
 * The state of Settings → Password and Delete account: the typed values, each field's error (a typed
 * value clears its own), the busy state, and a submit that checks, sends, and shows a refusal under
 * the field it names or else as a toast.
 */
export function useAccountForm<F extends string, R>({ empty, check, send, failure, sent }: AccountFormOptions<F, R>) {
  const session = useSession();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [pending, setPending] = useState(false);

  const reset = () => {
    setValues(empty);
    setErrors({});
  };

  const set = (field: F) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!session || pending) return;
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    let result: R;
    try {
      result = await send(() => session.getAccessToken(), values);
    } catch (error) {
      setPending(false);
      const byField = fieldErrors(error) as Partial<Record<F, string>>;
      if (Object.keys(byField).length > 0) setErrors(byField);
      else toast({ title: failure.title, description: errorMessage(error, failure.description), variant: 'destructive' });
      return;
    }
    await sent(result, { reset, idle: () => setPending(false), session });
  };

  return { session, values, errors, pending, set, submit, reset };
}
