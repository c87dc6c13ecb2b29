import { ApiError } from '@tackle/ui';

function isApiError(error: unknown): error is ApiError {
  if (error instanceof ApiError) return true;
  // A second copy of @tackle/ui (should never happen with the singleton) still yields this shape.
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/**
 * The text for a failure toast: the server's message when it refused the request (409, 404,
 * validation...), otherwise the screen's fallback ('Failed to log catch' ...): network errors and
 * server faults say nothing an angler can act on.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status < 500 && error.message.trim() !== '') return error.message;
  return fallback;
}
