import { describe, expect, it } from 'vitest';
import { ApiError } from '@tackle/ui';
import { isNetworkFailure, userFromStoredSignIn } from './offline-user';

describe('the user while /api/user cannot be reached', () => {
  it('is the stored sign-in: subject and username', () => {
    expect(userFromStoredSignIn({ sub: 'u-1', preferred_username: 'alice', name: 'Alice' })).toEqual({ id: 'u-1', username: 'alice' });
    expect(userFromStoredSignIn({ sub: 'u-1', name: 'Alice' })).toEqual({ id: 'u-1', username: 'Alice' });
    expect(userFromStoredSignIn({ sub: 'u-1' })).toEqual({ id: 'u-1', username: 'u-1' });
  });

  it('is nobody without a stored subject', () => {
    expect(userFromStoredSignIn(undefined)).toBeNull();
    expect(userFromStoredSignIn({ preferred_username: 'alice' })).toBeNull();
    expect(userFromStoredSignIn({ sub: '' })).toBeNull();
  });

  it('applies to requests that got no answer, not to answers', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new ApiError('Unauthorized', 401))).toBe(false);
    expect(isNetworkFailure(new Error('Unexpected response from /api/user'))).toBe(false);
  });
});
