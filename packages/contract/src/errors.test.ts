import { describe, expect, it } from 'vitest';
import { fieldOfPath, issuePath } from './error-paths';

describe('error paths', () => {
  it('joins issue paths with dots', () => {
    expect(issuePath(['profile', 'photos', 1])).toBe('profile.photos.1');
  });
  it('names the field by the last non-index segment (SPEC 8)', () => {
    expect(fieldOfPath('profile.name')).toBe('name');
    expect(fieldOfPath('profile.photos.1')).toBe('photos');
    expect(fieldOfPath('email')).toBe('email');
  });
});
