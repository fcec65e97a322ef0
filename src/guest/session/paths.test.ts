import { describe, expect, it } from 'vitest';
import { nextPath, signInPath } from './paths';

describe('signing in and coming back', () => {
  it('comes back to the page the guest was on, with its query', () => {
    const from = { pathname: '/portal/book', search: '?package=abc' };
    expect(signInPath(from)).toBe(`/portal/sign-in?next=${encodeURIComponent('/portal/book?package=abc')}`);
    expect(nextPath(`?next=${encodeURIComponent('/portal/book?package=abc')}`)).toBe('/portal/book?package=abc');
  });

  it('never goes back to a used confirmation or reset link, nor to the account pages', () => {
    for (const pathname of ['/portal/confirm-email', '/portal/reset-password', '/portal/sign-up', '/portal/forgot-password'])
      expect(signInPath({ pathname, search: '?token=used' })).toBe('/portal/sign-in');
    expect(nextPath(`?next=${encodeURIComponent('/portal/confirm-email?token=used')}`)).toBe('/portal');
  });

  it('never leaves the guest site', () => {
    for (const next of ['https://evil.example/portal', '//evil.example/portal', '/admin', '/pages/login']) expect(nextPath(`?next=${encodeURIComponent(next)}`)).toBe('/portal');
  });
});
