import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { PHOTO_WIDTHS } from '@kindred/contract/photo-widths';
import { useTestApp } from '../../../test/app';
import { bearer, createMember, multipartFile, pngOf, type CreatedMember } from '../../../test/factories';

const t = useTestApp();

async function upload(member: CreatedMember, data: Buffer, options?: Parameters<typeof multipartFile>[1]) {
  const { payload, headers } = multipartFile(data, options);
  return t().app.inject({
    method: 'POST',
    url: '/api/v1/profile/photos',
    headers: { ...headers, ...bearer(member.token) },
    payload,
  });
}

const fileOf = (url: string) => path.join(t().config.uploadsDir, url.replace('/uploads/', ''));

describe('POST /profile/photos', () => {
  it('stores an upload as WebP in three widths and adds it last', async () => {
    const member = await createMember(t().app);
    const response = await upload(member, await pngOf(1600, 1200));
    expect(response.statusCode).toBe(201);
    const { url, photos } = response.json().data;
    expect(photos).toHaveLength(2);
    expect(photos[1]).toBe(url);
    for (const width of [320, 640, 1080]) {
      const file = fileOf(url.replace('-640.webp', `-${width}.webp`));
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    expect((await sharp(fileOf(url.replace('-640.webp', '-1080.webp'))).metadata()).width).toBe(1080);
  });

  it('strips GPS and all other EXIF from a photo', async () => {
    const member = await createMember(t().app);
    const withGps = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'Phone' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '30/1 16/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '97/1 44/1 0/1',
        },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeDefined();
    const response = await upload(member, withGps, { filename: 'holiday.jpg', contentType: 'image/jpeg' });
    expect(response.statusCode).toBe(201);
    const stored = await sharp(fileOf(response.json().data.url)).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
  });

  it('judges by content: a text file named .jpg is refused with a clear message', async () => {
    const member = await createMember(t().app);
    const response = await upload(member, Buffer.from('definitely not a photo'), {
      filename: 'me.jpg',
      contentType: 'image/jpeg',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.photoInvalid);
  });

  it('refuses a 50-megapixel image', async () => {
    const member = await createMember(t().app);
    const huge = await sharp({ create: { width: 8660, height: 5780, channels: 3, background: '#888' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const response = await upload(member, huge);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(MESSAGES.photoTooManyPixels);
  });

  it('refuses the seventh photo and keeps the six', async () => {
    const member = await createMember(t().app);
    const png = await pngOf(40, 40);
    for (let i = 2; i <= 6; i++) expect((await upload(member, png)).statusCode).toBe(201);
    const seventh = await upload(member, png);
    expect(seventh.statusCode).toBe(409);
    expect(seventh.json().message).toBe(MESSAGES.tooManyPhotos);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data.photos).toHaveLength(6);
    expect(fs.readdirSync(path.join(t().config.uploadsDir, member.user.id))).toHaveLength(6 * PHOTO_WIDTHS.length);
  });

  it('lets only one of several simultaneous uploads take the last free place', async () => {
    const member = await createMember(t().app);
    const png = await pngOf(40, 40);
    for (let i = 2; i <= 5; i++) expect((await upload(member, png)).statusCode).toBe(201);
    const statuses = (await Promise.all([upload(member, png), upload(member, png), upload(member, png)])).map(
      (r) => r.statusCode,
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    const me = await t().app.inject({ method: 'GET', url: '/api/v1/profiles/me', headers: bearer(member.token) });
    expect(me.json().data.photos).toHaveLength(6);
    expect(fs.readdirSync(path.join(t().config.uploadsDir, member.user.id))).toHaveLength(6 * PHOTO_WIDTHS.length);
  });

  it('asks for the photo field when it is missing or misnamed', async () => {
    const member = await createMember(t().app);
    const misnamed = await upload(member, await pngOf(10, 10), { field: 'image' });
    expect(misnamed.statusCode).toBe(400);
    expect(misnamed.json().message).toBe(MESSAGES.photoFieldRequired);
    const json = await t().app.inject({
      method: 'POST',
      url: '/api/v1/profile/photos',
      headers: bearer(member.token),
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });
});

describe('DELETE /profile/photos and PUT /profile/photos/reorder', () => {
  it('deletes a photo with its files and closes the gap', async () => {
    const member = await createMember(t().app);
    const second = (await upload(member, await pngOf(30, 30))).json().data.url as string;
    const first = member.profile!.photos[0]!;
    const response = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/photos',
      headers: bearer(member.token),
      payload: { photoUrl: first },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.photos).toEqual([second]);
    for (const width of [320, 640, 1080])
      expect(fs.existsSync(fileOf(first.replace('-640.webp', `-${width}.webp`)))).toBe(false);
  });

  it('cannot delete another member’s photo', async () => {
    const owner = await createMember(t().app);
    const other = await createMember(t().app);
    const url = owner.profile!.photos[0]!;
    const response = await t().app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/photos',
      headers: bearer(other.token),
      payload: { photoUrl: url },
    });
    expect(response.statusCode).toBe(404);
    expect(fs.existsSync(fileOf(url))).toBe(true);
  });

  it('reorders, making the new first photo the main one', async () => {
    const member = await createMember(t().app);
    const added = (await upload(member, await pngOf(30, 30))).json().data.photos as string[];
    const reversed = [...added].reverse();
    const response = await t().app.inject({
      method: 'PUT',
      url: '/api/v1/profile/photos/reorder',
      headers: bearer(member.token),
      payload: { photos: reversed },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.photos).toEqual(reversed);
  });

  it('refuses an order that is not exactly the member’s photos', async () => {
    const member = await createMember(t().app);
    const other = await createMember(t().app);
    const mine = member.profile!.photos;
    for (const photos of [[], [...mine, ...mine], other.profile!.photos, ['/uploads/x/y-640.webp']]) {
      const response = await t().app.inject({
        method: 'PUT',
        url: '/api/v1/profile/photos/reorder',
        headers: bearer(member.token),
        payload: { photos },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.photoOrderMismatch);
    }
  });
});
