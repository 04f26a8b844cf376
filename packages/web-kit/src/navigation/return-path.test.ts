import { loginReturnPath } from './return-path';
import { endsSession } from '../api/session-rule';

describe('loginReturnPath', () => {
  it('returns to the page the guard kept in state.from', () => {
    expect(loginReturnPath({ from: { pathname: '/abialbum/owner', search: '?tab=media', hash: '' } })).toBe('/abialbum/owner?tab=media');
  });
  it('defaults to the dashboard', () => {
    expect(loginReturnPath(null)).toBe('/abialbum/dashboard');
    expect(loginReturnPath({})).toBe('/abialbum/dashboard');
  });
  it('never returns to a login page or another site', () => {
    expect(loginReturnPath({ from: { pathname: '/abialbum/login' } })).toBe('/abialbum/dashboard');
    expect(loginReturnPath({ from: '//evil.example/x' })).toBe('/abialbum/dashboard');
    expect(loginReturnPath({ from: 'https://evil.example/x' })).toBe('/abialbum/dashboard');
  });
});

describe('endsSession (SPEC section 8 "Session rule")', () => {
  it('ends the session on a 401 of a call that carried a token', () => {
    expect(endsSession(401, 'abialbum/stats', true)).toBe(true);
  });
  it.each(['abialbum/social/albums/1/follow', 'abialbum/albums/my', 'x/update', 'x/delete'])('ends it on a 401 of %s', (path) => {
    expect(endsSession(401, path, false)).toBe(true);
  });
  it('keeps it for other statuses and other anonymous paths', () => {
    expect(endsSession(403, 'abialbum/albums/my', true)).toBe(false);
    expect(endsSession(401, 'abialbum/users/login', false)).toBe(false);
  });
});
