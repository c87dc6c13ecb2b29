import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { catchPhotoResponseSchema } from '@tackle/contracts';
import { apiHarness, signedIn, type TestUser } from '@tackle/test-support';

const h = apiHarness();
const [angler] = signedIn(h, 'angler');

const upload = (bytes: Buffer, name = 'IMG_0420.jpg', type = 'image/jpeg', user: TestUser | null = angler) =>
  h.upload(user, '/api/catches/photos', { bytes, name, type });

/** A phone photo of a fish, with the GPS position of the spot in its EXIF. */
function photoAtSecretSpot() {
  return sharp({ create: { width: 3000, height: 4000, channels: 3, background: '#5b7f3a' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone Maker', ImageDescription: 'Secret cove' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '44/1 56/1 2580/100', GPSLongitudeRef: 'W', GPSLongitude: '93/1 36/1 5724/100' },
    })
    .toBuffer();
}

describe('catch photos', () => {
  it('stores the photo resized and without EXIF/GPS, and the catch keeps its URL', async () => {
    const input = await photoAtSecretSpot();
    expect((await sharp(input).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const uploaded = await upload(input);
    expect(uploaded.status).toBe(201);
    const photo = catchPhotoResponseSchema.parse(uploaded.body);
    expect(photo.imageUrl).toMatch(/^\/media\/photo\.[0-9a-f]{32}\.jpg$/);
    expect([photo.width, photo.height]).toEqual([768, 1024]);

    const served = Buffer.from(await (await fetch(`${h.base}${photo.imageUrl}`)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.toString('latin1')).not.toContain('Secret cove');

    const logged = await h.call(angler, 'POST', '/api/catches', { species: 'Largemouth Bass', date: '2026-05-01', imageUrl: photo.imageUrl });
    expect(logged.status).toBe(201);
  });

  it('refuses photos that are not ours, non-images, and anonymous uploads', async () => {
    expect(await h.call(angler, 'POST', '/api/catches', { species: 'Bass', date: '2026-05-01', imageUrl: 'https://tracker.example/pixel.gif' })).toMatchObject({
      status: 422,
      body: { message: 'Upload the photo with the catch form' },
    });
    expect(await upload(Buffer.from('not an image at all'), 'x.jpg')).toMatchObject({ status: 415, body: { message: 'Please upload an image file' } });
    expect((await upload(await photoAtSecretSpot(), 'a.jpg', 'image/jpeg', null)).status).toBe(401);
  });
});
