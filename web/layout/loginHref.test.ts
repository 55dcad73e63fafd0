import { describe, expect, it } from 'vitest';
import { loginHref } from './loginHref';

describe('loginHref', () => {
  it('sends the visitor to /login with the current page as next', () => {
    expect(loginHref({ pathname: '/download/', search: '?logo=1005', hash: '' })).toBe(
      '/login?next=%2Fdownload%2F%3Flogo%3D1005',
    );
  });
});
