import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHarness, signedIn } from '@tackle/test-support';

const h = apiHarness();
const [alice, bob] = signedIn(h, 'alice', 'bob');
beforeAll(() => h.catalogReady(alice));

const GPS = { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 1234/100', GPSLongitudeRef: 'W', GPSLongitude: '89/1 45/1 0/1' };

/** A phone-like photo: 4000x3000 JPEG with a caption, the camera and the GPS position of a secret spot. */
function phonePhoto(caption: Record<string, string> = {}) {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#3a7d44' } })
    .jpeg({ quality: 90 })
    .withExif({ IFD0: { Make: 'Phone Maker', Model: 'Phone 15', ...caption }, IFD3: GPS })
    .toBuffer();
}

const mediaFiles = () => (existsSync(join(h.dataDir, 'media')) ? readdirSync(join(h.dataDir, 'media')) : []);

describe('POST /api/gear/:id/image', () => {
  it('stores a resized, re-encoded photo without EXIF or GPS, serves it cacheable, and shows it on the gear', async () => {
    const gear = await h.addGear(alice, { name: 'Curado', typeId: 2 });
    const input = await phonePhoto({ ImageDescription: 'Secret lake' });
    const exif = (await sharp(input).metadata()).exif!;
    expect(exif.toString('latin1')).toContain('Secret lake');
    // IFD0 points at a GPS IFD (tag 0x8825, little-endian): the photo really carries a position.
    expect(exif.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const uploaded = await h.upload(alice, `/api/gear/${gear.id}/image`, { bytes: input, name: 'IMG_0001.jpg' });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ id: gear.id, width: 1024, height: 768, revision: 1 });
    expect(uploaded.body.imageUrl).toMatch(/^\/media\/photo\.[0-9a-f]{32}\.jpg$/);

    const served = await fetch(`${h.base}${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const stored = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1024, 768]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('Secret lake');
    expect(stored.toString('latin1')).not.toContain('Phone Maker');

    const list = await h.getAfter(alice, '/api/gear', uploaded.body.position);
    expect(list.body.find((g: { id: string }) => g.id === gear.id)).toMatchObject({ imageUrl: uploaded.body.imageUrl, revision: 1 });
  });

  it('accepts PNG and WebP and stores JPEG', async () => {
    const gear = await h.addGear(alice, { name: 'Senko', typeId: 3 });
    for (const format of ['png', 'webp'] as const) {
      const bytes = await sharp({ create: { width: 300, height: 200, channels: 4, background: '#ffcc00' } })[format]().toBuffer();
      const uploaded = await h.upload(alice, `/api/gear/${gear.id}/image`, { bytes, name: `lure.${format}`, type: `image/${format}` });
      expect(uploaded.status).toBe(200);
      expect([uploaded.body.width, uploaded.body.height]).toEqual([300, 200]);
      expect(uploaded.body.imageUrl).toMatch(/\.jpg$/);
    }
  });

  it('refuses non-images with 415, oversized files with 413, and missing files with 400', async () => {
    const gear = await h.addGear(alice, { name: 'Zodias', typeId: 1 });
    const path = `/api/gear/${gear.id}/image`;
    const before = mediaFiles().length;
    expect(await h.upload(alice, path, { bytes: Buffer.from('%PDF-1.4 not a photo'), name: 'notes.jpg', type: 'image/jpeg' })).toMatchObject({
      status: 415,
      body: { message: 'Please upload an image file' },
    });
    expect(await h.upload(alice, path, { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: 'x.svg', type: 'image/svg+xml' })).toMatchObject({
      status: 415,
    });
    const huge = await h.upload(alice, path, { bytes: Buffer.alloc(10 * 1024 * 1024 + 10, 1), name: 'huge.jpg' });
    expect(huge).toMatchObject({ status: 413, body: { message: 'Images can be at most 10 MB' } });
    expect(await h.upload(alice, path, null)).toMatchObject({ status: 400, body: { message: 'No image was uploaded (multipart field "image")' } });
    expect(await h.upload(alice, path, { bytes: await phonePhoto() }, 'photo')).toMatchObject({ status: 400 });
    expect(await h.call(alice, 'POST', path, { image: 'data:image/jpeg;base64,AAAA' })).toMatchObject({ status: 415 });
    expect(mediaFiles().length).toBe(before);
    const list = await h.call(alice, 'GET', '/api/gear');
    expect(list.body.find((g: { id: string }) => g.id === gear.id)).toMatchObject({ imageUrl: null, revision: 0 });
  });

  it("answers 404 for another user's gear, missing gear and bad ids, storing nothing", async () => {
    const gear = await h.addGear(alice, { name: 'Alice reel', typeId: 2 });
    const before = mediaFiles().length;
    const bytes = await phonePhoto();
    expect(await h.upload(bob, `/api/gear/${gear.id}/image`, { bytes })).toMatchObject({ status: 404, body: { message: 'Gear not found' } });
    expect((await h.upload(alice, `/api/gear/${randomUUID()}/image`, { bytes })).status).toBe(404);
    expect((await h.upload(alice, '/api/gear/not-a-uuid/image', { bytes })).status).toBe(404);
    expect((await h.upload(null, `/api/gear/${gear.id}/image`, { bytes })).status).toBe(401);
    expect(mediaFiles().length).toBe(before);
  });

  it('keeps the photo through a later edit that sends it back, and drops it when the edit clears it', async () => {
    const gear = await h.addGear(alice, { name: 'Stradic', typeId: 2 });
    const uploaded = await h.upload(alice, `/api/gear/${gear.id}/image`, { bytes: await phonePhoto() });
    const kept = await h.call(alice, 'PUT', `/api/gear/${gear.id}`, { name: 'Stradic FL', typeId: 2, imageUrl: uploaded.body.imageUrl, expectedRevision: 1 });
    expect(kept.status).toBe(200);
    const cleared = await h.call(alice, 'PUT', `/api/gear/${gear.id}`, { name: 'Stradic FL', typeId: 2, imageUrl: '', expectedRevision: 2 });
    const list = await h.getAfter(alice, '/api/gear', cleared.body.position);
    expect(list.body.find((g: { id: string }) => g.id === gear.id)).toMatchObject({ name: 'Stradic FL', imageUrl: null });
    expect(await h.call(alice, 'PUT', `/api/gear/${gear.id}`, { name: 'x', typeId: 2, imageUrl: 'javascript:alert(1)' })).toMatchObject({
      status: 422,
      body: { message: 'Image URL must be an uploaded photo or an http(s) address' },
    });
  });
});

describe('POST /api/gear/analyze-image', () => {
  it('suggests brand, model, type and name from the photo caption, matched against the catalog', async () => {
    const bytes = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { XPTitle: 'Shimano Curado 200K', ImageDescription: 'Flipping setup on the dock', XPKeywords: 'reel;baitcaster' } })
      .toBuffer();
    const analyzed = await h.upload(alice, '/api/gear/analyze-image', { bytes, name: 'IMG_2041.jpg' });
    expect(analyzed.status).toBe(200);
    expect(analyzed.body).toEqual({
      suggestedName: 'Shimano Curado K',
      suggestedBrand: 'Shimano',
      suggestedModel: 'Curado K',
      suggestedType: 'reel',
      suggestedNotes: 'Flipping setup on the dock',
    });
  });

  it("reads the file name too, and finds the catalog entries the angler created (only theirs)", async () => {
    const brand = await h.call(alice, 'POST', '/api/brands', { name: 'Bass Lab' });
    const model = await h.call(alice, 'POST', `/api/brands/${brand.body.id}/models`, { name: 'Hydrofoil', gearTypeId: 3 });
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    await h.getAfter(alice, '/api/brands', Math.max(brand.body.position, model.body.position));
    const analyzed = await h.upload(alice, '/api/gear/analyze-image', { bytes, name: 'bass-lab-hydrofoil.png', type: 'image/png' });
    expect(analyzed.body).toMatchObject({ suggestedBrand: 'Bass Lab', suggestedModel: 'Hydrofoil', suggestedType: 'lure', suggestedName: 'Bass Lab Hydrofoil' });
    // Another angler's photo of the same name learns nothing of alice's entries.
    const theirs = await h.upload(bob, '/api/gear/analyze-image', { bytes, name: 'bass-lab-hydrofoil.png', type: 'image/png' });
    expect(theirs.body).toMatchObject({ suggestedBrand: null, suggestedModel: null });
  });

  it('answers empty suggestions when the photo says nothing, and refuses non-images', async () => {
    const bytes = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).jpeg().toBuffer();
    expect((await h.upload(alice, '/api/gear/analyze-image', { bytes, name: 'IMG_1234.JPG' })).body).toEqual({
      suggestedName: null,
      suggestedBrand: null,
      suggestedModel: null,
      suggestedType: null,
      suggestedNotes: null,
    });
    expect(await h.upload(alice, '/api/gear/analyze-image', null)).toMatchObject({ status: 400 });
    expect(await h.upload(alice, '/api/gear/analyze-image', { bytes: Buffer.from('hello'), name: 'shimano-curado.jpg' })).toMatchObject({
      status: 415,
      body: { message: 'Please upload an image file' },
    });
    expect((await h.upload(null, '/api/gear/analyze-image', { bytes })).status).toBe(401);
    expect((await h.upload(alice, '/api/gear/analyze-image', { bytes: Buffer.alloc(11 * 1024 * 1024) })).status).toBe(413);
  });
});
