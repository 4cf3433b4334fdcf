import { describe, expect, it } from 'vitest';
import { safeRedirectTarget, withError } from './redirects';

describe('safeRedirectTarget', () => {
  const site = 'http://localhost:3000';

  it('keeps targets on the site, and any port of a loopback host', () => {
    expect(safeRedirectTarget(site, 'http://localhost:3000/reset-password?x=1')).toBe(
      'http://localhost:3000/reset-password?x=1',
    );
    expect(safeRedirectTarget(site, 'http://localhost:5173/app')).toBe('http://localhost:5173/app');
  });

  it('falls back to the site for anything else', () => {
    for (const target of [
      'https://evil.example/steal',
      'https://localhost:3000/app',
      'javascript:alert(1)',
      '//evil.example',
      'not a url',
      '',
      null,
    ]) {
      expect(safeRedirectTarget(site, target)).toBe(site);
    }
  });
});

describe('withError', () => {
  it('puts the error in the fragment, and in the query too for PKCE clients', () => {
    const error = { status: 403, code: 'otp_expired', message: 'Email link is invalid or has expired' };
    const implicit = new URL(withError('http://localhost:3000/app', error, false));
    expect(implicit.search).toBe('');
    expect(Object.fromEntries(new URLSearchParams(implicit.hash.slice(1)))).toEqual({
      error: 'access_denied',
      error_code: 'otp_expired',
      error_description: 'Email link is invalid or has expired',
      sb: '',
    });
    const pkce = new URL(withError('http://localhost:3000/app', error, true));
    expect(pkce.searchParams.get('error_code')).toBe('otp_expired');
  });
});
