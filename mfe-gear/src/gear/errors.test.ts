import { describe, expect, it } from 'vitest';
import { ApiError } from '@tackle/ui';
import { errorMessage } from './errors';

describe('errorMessage', () => {
  it('shows what the server said when it refused the request', () => {
    expect(errorMessage(new ApiError('This gear was changed by someone else', 409), 'Failed to update gear')).toBe(
      'This gear was changed by someone else',
    );
    expect(errorMessage(new ApiError('Name is required', 400), 'Failed to add gear')).toBe('Name is required');
  });

  it('falls back for server faults, network errors and anything else', () => {
    expect(errorMessage(new ApiError('500: Internal Server Error', 500), 'Failed to add gear')).toBe('Failed to add gear');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Failed to delete gear')).toBe('Failed to delete gear');
    expect(errorMessage(new ApiError('  ', 404), 'Failed to delete gear')).toBe('Failed to delete gear');
    expect(errorMessage(undefined, 'Failed to update gear')).toBe('Failed to update gear');
  });
});
