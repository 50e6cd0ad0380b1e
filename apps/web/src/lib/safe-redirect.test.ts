import { describe, expect, it } from 'vitest';
import { loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it('keeps a same-site path with its query', () => {
    expect(safeRedirectPath('/matches')).toBe('/matches');
    expect(safeRedirectPath('/match/abc?tab=photos')).toBe('/match/abc?tab=photos');
  });

  it.each([
    'https://evil.example/x',
    '//evil.example',
    '/\\evil.example',
    'matches',
    '',
    null,
    undefined,
    '/login',
    '/register?x=1',
  ])('refuses %s', (candidate) => {
    expect(safeRedirectPath(candidate)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('keeps the wanted page in ?redirect=', () => {
    expect(loginPathFor('/matches')).toBe('/login?redirect=%2Fmatches');
  });
  it('sends the home page to plain /login', () => {
    expect(loginPathFor('/')).toBe('/login');
  });
});
