import { accountChangeResponseSchema, type ChangePasswordInput, type DeleteAccountInput } from '@tackle/contracts';
import { ApiError, apiRequest, type TokenGetter } from '@tackle/ui';

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
