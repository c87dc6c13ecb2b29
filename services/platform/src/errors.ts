type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'validation'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'unavailable';

const statusByCode: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation: 422,
  too_many_requests: 429,
  bad_gateway: 502,
  unavailable: 503,
};

/** The one error type: a code, a user-facing message, optional field details. */
export class AppError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = statusByCode[code];
  }
}

export const notFound = (what = 'Not found') => new AppError('not_found', what);
export const conflict = (message: string) => new AppError('conflict', message);
export const validation = (message: string, details?: Record<string, unknown>) =>
  new AppError('validation', message, details);

/** Thrown by event stores when the expected revision does not match. */
export class ConcurrencyError extends AppError {
  constructor(
    readonly streamId: string,
    readonly expected: unknown,
    readonly actual: number | null,
  ) {
    super('conflict', 'This item was changed by someone else. Reload it and try again.');
    this.name = 'ConcurrencyError';
  }
}
