import { describe, expect, it } from 'vitest';
import { photoAtWidth, photoProps, photoSrcSet } from './photo-srcset';

const PROFILE = '/uploads/4f1c2b9e-0000-4000-8000-000000000001/9a8b7c6d-0000-4000-8000-000000000002-640.webp';
const SIGNED = '/uploads/u/i-1080.webp?expires=1767225600&signature=abc_-9';

describe('photoSrcSet', () => {
  it('lists every stored width of a profile photo, the 720 and the avatar size among them', () => {
    const entries = photoSrcSet(PROFILE)!.split(', ');
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['160w', '320w', '640w', '720w', '1080w']);
    expect(entries[3]).toBe(PROFILE.replace('-640.webp', '-720.webp 720w'));
  });

  it("keeps a chat image's signed query on every width", () => {
    const entries = photoSrcSet(SIGNED)!.split(', ');
    expect(entries[0]).toBe('/uploads/u/i-160.webp?expires=1767225600&signature=abc_-9 160w');
    expect(entries.every((entry) => entry.includes('?expires=1767225600&signature=abc_-9 '))).toBe(true);
  });

  it('gives none for an image not stored in that form (a local preview, a data URL)', () => {
    expect(photoSrcSet('blob:http://localhost/1234')).toBeUndefined();
    expect(photoSrcSet('data:image/webp;base64,AAAA')).toBeUndefined();
    expect(photoSrcSet('/images/idea.jpg')).toBeUndefined();
  });
});

describe('photoAtWidth and photoProps', () => {
  it('names one width of the same image, query kept', () => {
    expect(photoAtWidth(PROFILE, 160)).toBe(PROFILE.replace('-640.webp', '-160.webp'));
    expect(photoAtWidth(SIGNED, 320)).toBe(SIGNED.replace('-1080.webp', '-320.webp'));
  });

  it('sizes the image to its box unless told how it varies', () => {
    expect(photoProps(PROFILE, { width: 48, height: 48 })).toMatchObject({
      src: PROFILE,
      sizes: '48px',
      width: 48,
      height: 48,
    });
    expect(photoProps(PROFILE, { width: 240, height: 300, sizes: '33vw' }).sizes).toBe('33vw');
  });
});
