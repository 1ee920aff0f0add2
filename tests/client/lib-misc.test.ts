// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { parseSocialError, parseSocialFragment } from '../../src/lib/social';
import {
  clearAuthData,
  getItem,
  getStoredUser,
  getTheme,
  removeItem,
  STORAGE_KEYS,
  saveTokens,
  saveUser,
  setItem,
} from '../../src/lib/storage';
import { resolveFrom } from '../../src/ui/navigation';

const b64url = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

describe('social login fragment', () => {
  it('reads access and refresh tokens from #social=<base64url JSON>', () => {
    const hash = `#social=${b64url(JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r-1' }))}`;
    expect(parseSocialFragment(hash)).toEqual({ accessToken: 'a.b.c', refreshToken: 'r-1' });
  });
  it('null without the fragment; invalid for garbage or a missing token', () => {
    expect(parseSocialFragment('')).toBeNull();
    expect(parseSocialFragment('#other=1')).toBeNull();
    expect(parseSocialFragment('#social=%%%')).toBe('invalid');
    expect(parseSocialFragment(`#social=${b64url('{"refresh_token":"x"}')}`)).toBe('invalid');
  });
  it('social_error values', () => {
    expect(parseSocialError('?social_error=not_configured')).toBe('not_configured');
    expect(parseSocialError('?social_error=failed')).toBe('failed');
    expect(parseSocialError('?social_error=whatever')).toBe('failed');
    expect(parseSocialError('?x=1')).toBeNull();
  });
});

describe('storage (zhijian_ keys)', () => {
  beforeEach(() => localStorage.clear());
  it('every key carries the product prefix', () => {
    for (const key of Object.values(STORAGE_KEYS)) expect(key).toMatch(/^zhijian_/);
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      ['accessToken', 'draftProblem', 'draftVideo', 'pendingOrder', 'refreshToken', 'theme', 'user'].sort(),
    );
  });
  it('typed get/set/remove, JSON for records and flags', () => {
    setItem('draftVideo', false);
    expect(localStorage.getItem('zhijian_draft_video')).toBe('false');
    expect(getItem('draftVideo')).toBe(false);
    setItem('draftProblem', '1+1=?');
    expect(getItem('draftProblem')).toBe('1+1=?');
    removeItem('draftProblem');
    expect(getItem('draftProblem')).toBeNull();
  });
  it('a stored user counts only with an id; clearAuthData removes token, refresh token and user only', () => {
    saveTokens('a', 'r');
    saveUser({ id: '', username: 'x', email: 'e', credits: 0, avatar_path: null, created_at: '' });
    expect(getStoredUser()).toBeNull();
    localStorage.setItem('zhijian_user', '{broken');
    expect(getStoredUser()).toBeNull();
    setItem('theme', 'dark');
    clearAuthData();
    expect(localStorage.getItem('zhijian_access_token')).toBeNull();
    expect(localStorage.getItem('zhijian_refresh_token')).toBeNull();
    expect(localStorage.getItem('zhijian_user')).toBeNull();
    expect(getTheme()).toBe('dark');
  });
});

describe('login redirect target', () => {
  it("'home' and same-site paths only", () => {
    expect(resolveFrom('home')).toBe('/');
    expect(resolveFrom('/credits')).toBe('/credits');
    expect(resolveFrom('//evil.example')).toBeNull();
    expect(resolveFrom('https://evil.example')).toBeNull();
    expect(resolveFrom('/auth/login')).toBe('/');
    expect(resolveFrom(42)).toBeNull();
  });
});
