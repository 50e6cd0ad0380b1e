import { describe, expect, it } from 'vitest';
import { AUTH } from '@kindred/contract/constants';
import { clearStoredAuth, readStoredAuth, readStoredToken, storeAuth } from './auth-storage';

describe('auth storage (SPEC 3 Login response)', () => {
  it('keeps the record under "auth" and the bare token under "authToken"', () => {
    storeAuth({ token: 't-1', user: { id: 'u-1', email: 'a@b.co' } });
    expect(JSON.parse(localStorage.getItem(AUTH.storageKey) ?? '')).toEqual({
      token: 't-1',
      user: { id: 'u-1', email: 'a@b.co' },
    });
    expect(localStorage.getItem(AUTH.tokenStorageKey)).toBe('t-1');
    expect(readStoredAuth()?.user.id).toBe('u-1');
    expect(readStoredToken()).toBe('t-1');
  });

  it('clearing removes both entries', () => {
    storeAuth({ token: 't-1', user: { id: 'u-1' } });
    clearStoredAuth();
    expect(localStorage.getItem(AUTH.storageKey)).toBeNull();
    expect(localStorage.getItem(AUTH.tokenStorageKey)).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it('ignores a corrupted record', () => {
    localStorage.setItem(AUTH.storageKey, '{not json');
    expect(readStoredAuth()).toBeNull();
    localStorage.setItem(AUTH.storageKey, JSON.stringify({ token: 't' }));
    expect(readStoredAuth()).toBeNull();
  });
});
