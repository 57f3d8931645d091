import { crc32 } from 'node:zlib';
import {
  ERROR,
  IDEMPOTENCY_KEY_HEADER,
  MAX_PHOTO_BYTES,
  photoUrl,
  VALIDATION,
  type CreatedReply,
  type PhotoUploadReply,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepUnattachedPhotos } from '../../functions/src/services/photo-store';
import { HOSTING_URL } from '../support/emulators';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call, failure } from './support/http';
import { createCast, createPerson, removeCreatedData, type Person } from './support/people';
import { photoDoc, storedPhoto, uploadPhoto } from './support/photos';
import { productDoc, productInput } from './support/products';

afterAll(removeCreatedData);

let cast: Awaited<ReturnType<typeof createCast>>;
let photo: Buffer;
beforeAll(async () => {
  cast = await createCast();
  photo = await phonePhoto();
});

/**
 * A phone's photo: 1600x1200 as stored, red on the left and blue on the right, with the EXIF a
 * phone writes (held sideways: orientation 6, so it shows 1200x1600 with red on top; where it was
 * taken: GPS).
 */
async function phonePhoto(): Promise<Buffer> {
  const half = (background: string) =>
    sharp({ create: { width: 800, height: 1200, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#000000' } })
    .composite([
      { input: await half('#cc2222'), left: 0, top: 0 },
      { input: await half('#2222cc'), left: 800, top: 0 },
    ])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'ReshelfPhone', Model: 'Test 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '23/1 48/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '90/1 24/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** A 1x1 PNG whose header claims `width` x `height` (its CRC fixed): decoding it would need gigabytes. */
async function pixelBomb(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#ffffff' } })
    .png()
    .toBuffer();
  // The signature (8 bytes), then IHDR: length (4), type (4), width (4), height (4), ... and its CRC.
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const photosOf = async (person: Pick<Person, 'uid'>) =>
  (await db.collection('photos').where('ownerUid', '==', person.uid).get()).size;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${HOSTING_URL}${path}`, { headers });

describe('POST /api/photos', () => {
  it('stores a phone photo as two WebP sizes, turned as the camera was held, with no metadata left', async () => {
    const before = await sharp(photo).metadata();
    expect(before).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    expect(before.exif!.toString('latin1')).toContain('ReshelfPhone');

    const res = await uploadPhoto(cast.seller.accessToken, photo);
    expect(res.status).toBe(201);
    const { id } = res.body;
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      urls: { 320: photoUrl(id, 320), 960: photoUrl(id, 960) },
      color: expect.stringMatching(/^#[0-9a-f]{6}$/),
      width: 720,
      height: 960,
    } satisfies PhotoUploadReply);
    expect(await photoDoc(id)).toMatchObject({ ownerUid: cast.seller.uid, productId: null, width: 720, height: 960 });

    for (const [size, width, height] of [
      [960, 720, 960],
      [320, 240, 320],
    ] as const) {
      const served = await get(res.body.urls[size]);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: 'webp', width, height });
      for (const field of ['exif', 'icc', 'xmp', 'iptc', 'orientation'] as const) expect(meta[field]).toBeUndefined();
      expect(bytes.toString('latin1')).not.toContain('ReshelfPhone');
      // Red on top, blue below: turned the way the camera was held.
      const { data } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...data.subarray((y * width + x) * 3, (y * width + x) * 3 + 3)];
      const [topRed, , topBlue] = pixel(width / 2, height / 8);
      const [bottomRed, , bottomBlue] = pixel(width / 2, (height * 7) / 8);
      expect(topRed).toBeGreaterThan(topBlue! + 100);
      expect(bottomBlue).toBeGreaterThan(bottomRed! + 100);

      const etag = served.headers.get('etag')!;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await get(res.body.urls[size], { 'If-None-Match': etag });
      expect(again.status).toBe(304);
    }
  });

  it('gives the same bytes from the same seller the same id, and stores them once', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const first = await uploadPhoto(seller.accessToken, photo);
    const second = await uploadPhoto(seller.accessToken, photo);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await photosOf(seller)).toBe(1);
    // Another seller's upload of the same bytes is a photo of theirs.
    const other = await uploadPhoto(cast.otherSeller.accessToken, photo);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it('is 404 for a photo or a size that does not exist', async () => {
    const { body } = await uploadPhoto(cast.seller.accessToken, photo);
    for (const path of [
      `/api/photos/${'0'.repeat(32)}/960`,
      `/api/photos/${body.id}/480`,
      `/api/photos/${body.id}x/960`,
    ]) {
      expect((await get(path)).status).toBe(404);
    }
  });

  describe('refuses what is not a usable photo with a 400 that says why, and stores nothing', () => {
    let seller: Person;
    beforeAll(async () => {
      seller = await createPerson({ account: 'Seller' });
    });

    it.each([
      ['a PDF sent as a PDF', () => Buffer.from('%PDF-1.4\n'), 'application/pdf', ERROR.photoType],
      ['a photo sent without a type', () => photo, '', ERROR.photoType],
      ['an empty file', () => Buffer.alloc(0), 'image/jpeg', ERROR.photoEmpty],
      [
        'a PDF renamed .jpg',
        () => Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n'),
        'image/jpeg',
        ERROR.photoNotImage,
      ],
      [
        'an SVG (a picture, not a photo)',
        () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        'image/png',
        ERROR.photoNotImage,
      ],
      ['a JPEG cut short', () => photo.subarray(0, Math.floor(photo.length * 0.6)), 'image/jpeg', ERROR.photoDamaged],
      ['a 20,000 x 20,000 pixel bomb', () => pixelBomb(20_000, 20_000), 'image/png', ERROR.photoTooManyPixels],
    ])('%s', async (_, bytes, type, message) => {
      const res = await uploadPhoto(seller.accessToken, await bytes(), type);
      expect(res).toMatchObject({ status: 400, body: failure('invalid', text(message)) });
      expect(await photosOf(seller)).toBe(0);
    });

    it('in the caller’s language', async () => {
      const res = await fetch(`${HOSTING_URL}/api/photos`, {
        method: 'POST',
        headers: {
          'Content-Type': 'image/jpeg',
          Authorization: `Bearer ${seller.accessToken}`,
          'Accept-Language': 'bn',
        },
        body: Buffer.from('%PDF-1.4\n'),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject(failure('invalid', text(ERROR.photoNotImage, 'bn')));
    });

    it('over 10 MB is 413', async () => {
      const res = await uploadPhoto(seller.accessToken, Buffer.concat([photo, Buffer.alloc(MAX_PHOTO_BYTES)]));
      expect(res).toMatchObject({ status: 413, body: failure('too-large', text(ERROR.photoTooLarge)) });
      expect(await photosOf(seller)).toBe(0);
    });
  });

  it('takes photos from sellers who may list only: 401 without a token, 403 for a buyer or a seller without a verified phone', async () => {
    const unverified = await createPerson({ account: 'Seller', phone: false });
    expect(await uploadPhoto(undefined, photo)).toMatchObject({ status: 401, body: failure('unauthenticated') });
    expect(await uploadPhoto(cast.buyer.accessToken, photo)).toMatchObject({
      status: 403,
      body: failure('forbidden', text(ERROR.sellersOnly)),
    });
    expect(await uploadPhoto(unverified.accessToken, photo)).toMatchObject({
      status: 403,
      body: failure('phone-unverified'),
    });
    expect(await photosOf(cast.buyer)).toBe(0);
    expect(await photosOf(unverified)).toBe(0);
  });
});

describe('a listing’s photos', () => {
  const list = (seller: Person, photos: string[], headers: Record<string, string> = {}) =>
    call<CreatedReply & { error: { fields: Record<string, string> } }>('POST', '/addProduct', {
      token: seller.accessToken,
      body: productInput({ photos }),
      headers,
    });
  const listingsOf = async (uid: string) => (await db.collection('products').where('sellerUid', '==', uid).get()).size;

  it('are attached to it in order, the first its cover: the listing keeps its image (the cover’s URL) and colour', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const [cover, back] = [await storedPhoto(seller, '#aa3322'), await storedPhoto(seller)];
    const res = await list(seller, [cover!, back!]);
    expect(res.status).toBe(201);
    expect(await productDoc(res.body.insertedId)).toMatchObject({
      photos: [cover, back],
      image: photoUrl(cover!, 960),
      coverColor: '#aa3322',
    });
    for (const id of [cover!, back!]) expect(await photoDoc(id)).toMatchObject({ productId: res.body.insertedId });

    const cards = await call<{ _id: string; picture: string; color?: string }[]>(
      'GET',
      '/categoryBooks/historical-fiction?limit=50',
      {
        token: cast.buyer.accessToken,
      },
    );
    expect(cards.body.find((c) => c._id === res.body.insertedId)).toMatchObject({
      picture: photoUrl(cover!, 960),
      color: '#aa3322',
    });
  });

  it('a retry with the same Idempotency-Key finds the first listing', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const id = await storedPhoto(seller);
    const key = { [IDEMPOTENCY_KEY_HEADER]: '0b5e4c3e-7d8f-4d2a-9c1b-3a6f2e8d9b70' };
    const first = await list(seller, [id], key);
    const retry = await list(seller, [id], key);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.insertedId).toBe(first.body.insertedId);
    expect(await listingsOf(seller.uid)).toBe(1);
  });

  it('must be the seller’s own and on no other listing: 400 under photos, and nothing written', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const another = await storedPhoto(cast.otherSeller);
    const mine = await storedPhoto(seller);
    const refused = await list(seller, [mine, another]);
    expect(refused).toMatchObject({ status: 400, body: failure('invalid', text(ERROR.invalid)) });
    expect(refused.body.error.fields).toEqual({ photos: text(ERROR.photoNotYours) });
    expect(await listingsOf(seller.uid)).toBe(0);
    expect(await photoDoc(mine)).toMatchObject({ productId: null });
    expect(await photoDoc(another)).toMatchObject({ productId: null });

    expect((await list(seller, [mine])).status).toBe(201);
    const again = await list(seller, [mine]);
    expect(again.status).toBe(400);
    expect(again.body.error.fields).toEqual({ photos: text(ERROR.photoNotYours) });
    const gone = await list(seller, ['f'.repeat(32)]);
    expect(gone.body.error.fields).toEqual({ photos: text(ERROR.photoNotYours) });
    expect(await listingsOf(seller.uid)).toBe(1);
  });

  it.each([
    ['none', () => [], VALIDATION.photos],
    ['five', () => Array.from({ length: 5 }, (_, i) => `${i}`.repeat(32)), VALIDATION.photosMax],
    ['one twice', () => ['a'.repeat(32), 'a'.repeat(32)], VALIDATION.photoRepeated],
    ['a URL instead of an id', () => ['https://example.com/cover.jpg'], VALIDATION.photoId],
  ])('are 1 to 4 ids, each once: %s is 400', async (_, photos, message) => {
    const res = await list(cast.seller, photos());
    expect(res.status).toBe(400);
    expect(Object.values(res.body.error.fields)).toEqual([text(message)]);
  });

  it('go with the listing: one an edit drops is the sweep’s (the seller may put it back until then); deleting the listing deletes them', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const ids = await Promise.all(
      [0, 1, 2].map(async () => (await uploadPhoto(seller.accessToken, await distinctPhoto())).body.id),
    );
    const res = await list(seller, ids);
    expect(res.status).toBe(201);
    const productId = res.body.insertedId;
    const edit = (photos: string[]) =>
      call('PUT', `/addProduct/${productId}`, { token: seller.accessToken, body: productInput({ photos }) });

    expect(await edit([ids[2]!, ids[0]!])).toMatchObject({ status: 200, body: { modifiedCount: 1 } });
    expect(await productDoc(productId)).toMatchObject({ photos: [ids[2], ids[0]], image: photoUrl(ids[2]!, 960) });
    const dropped = await photoDoc(ids[1]!);
    expect(dropped).toMatchObject({ productId: null });
    expect((dropped!.createdAt as Timestamp).toMillis()).toBeGreaterThan(Date.now() - 60_000);
    expect((await edit([ids[2]!, ids[0]!, ids[1]!])).status).toBe(200);
    expect(await photoDoc(ids[1]!)).toMatchObject({ productId });

    expect((await call('DELETE', `/addProduct/${productId}`, { token: seller.accessToken })).status).toBe(200);
    for (const id of ids) {
      expect(await photoDoc(id)).toBeUndefined();
      expect((await db.doc(`photos/${id}/sizes/320`).get()).exists).toBe(false);
    }
  });

  it('go with their seller: deleting the account deletes every photo they uploaded, listed or not', async () => {
    const seller = await createPerson({ account: 'Seller' });
    const listed = await storedPhoto(seller);
    const loose = await storedPhoto(seller);
    expect((await list(seller, [listed])).status).toBe(201);
    const res = await call('DELETE', `/seller/${seller.uid}`, { token: cast.admin.accessToken });
    expect(res.status).toBe(200);
    expect(await photoDoc(listed)).toBeUndefined();
    expect(await photoDoc(loose)).toBeUndefined();
  });
});

let shade = 0;
/** A small JPEG of its own colour, so each upload is a photo of its own. */
const distinctPhoto = () =>
  sharp({ create: { width: 64, height: 96, channels: 3, background: { r: 40, g: (shade += 7) % 256, b: 90 } } })
    .jpeg()
    .toBuffer();

describe('the sweep', () => {
  it(`deletes photos no listing took within a day of their upload, and only those`, async () => {
    const seller = await createPerson({ account: 'Seller' });
    const at = (iso: string) => Timestamp.fromDate(new Date(iso));
    const [old, recent, attached] = await Promise.all([0, 1, 2].map(() => storedPhoto(seller)));
    await db.doc(`photos/${old}`).update({ createdAt: at('2001-01-01T00:00:00Z') });
    await db.doc(`photos/${recent}`).update({ createdAt: at('2001-01-02T12:00:00Z') });
    await db.doc(`photos/${attached}`).update({ createdAt: at('2001-01-01T00:00:00Z'), productId: 'some-listing' });

    expect(await sweepUnattachedPhotos(new Date('2001-01-03T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    expect(await photoDoc(old!)).toBeUndefined();
    expect(await photoDoc(recent!)).toMatchObject({ productId: null });
    expect(await photoDoc(attached!)).toMatchObject({ productId: 'some-listing' });
  });
});
