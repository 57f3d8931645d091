import {
  BOOKING_DAYS,
  CATEGORIES,
  displayPhone,
  newProductSchema,
  photoUrl,
  PRODUCT_STATUSES,
  searchPlan,
  searchWords,
  toBookCard,
  toE164,
} from '@reshelf/domain';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SEED_ACCOUNTS } from './accounts';
import { coverOf, SEED_BOOKS } from './catalogue';
import { seedCoverFiles } from './covers';
import { seedDocuments } from './documents';

const PUBLIC_DIR = new URL('../../../web/public', import.meta.url);
const asset = (path: string) => readFileSync(new URL(`.${path}`, `${PUBLIC_DIR.href}/`), 'utf8');

const SEEDED_AT = new Date('2026-11-23T09:00:00Z');
const coverFiles = seedCoverFiles();
const covers = new Map(coverFiles.map((c) => [c.bookId, { id: c.photoId, color: '#7a5c3e' }]));
const docs = seedDocuments(SEEDED_AT, covers);
const { products, advertisements, orders, users, categories, contacts, buyerBookings } = docs;
const listingSchema = newProductSchema.omit({ productStatus: true });

describe('the demo catalogue', () => {
  it.each(CATEGORIES.map((c) => [c.name, c.id] as const))('offers at least five available books in %s', (_, id) => {
    const available = products.filter((p) => p.data.categoryId === id && p.data.productStatus === 'Available');
    expect(available.length).toBeGreaterThanOrEqual(5);
  });

  it.each(products.map((p) => [p.id, p.data] as const))('%s is a valid listing', (_, p) => {
    const parsed = listingSchema.safeParse(p);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(PRODUCT_STATUSES).toContain(p.productStatus);
    expect(CATEGORIES.find((c) => c.id === p.categoryId)?.name).toBe(p.categoryName);
    expect(p.price).toBeLessThan(p.originalPrice!);
    expect(new Date(p.postedAt.toMillis()).toISOString()).toMatch(/^2022-12-/);
    expect(p.description.length).toBeGreaterThan(60);
  });

  it.each(products.map((p) => [p.id, p.data] as const))('%s is found by each word of its title and author', (_, p) => {
    expect(p.keywords).toEqual(expect.arrayContaining(searchWords(`${p.productName} ${p.author}`)));
  });

  it('has a Bangla book in every category, found by the beginning of its author typed in Bangla', () => {
    const bangla = products.filter((p) => /\p{Script=Bengali}/u.test(p.data.productName));
    expect(new Set(bangla.map((p) => p.data.categoryId))).toEqual(new Set(CATEGORIES.map((c) => c.id)));
    const { keyword } = searchPlan('বিভূতি')!;
    const found = products.filter((p) => p.data.keywords.includes(keyword)).map((p) => p.id);
    expect(found.sort()).toEqual(['chander-pahar', 'taranath-tantrik']);
  });

  it('shows each seller as they are: name, email and verification come from their account', () => {
    for (const { data: p } of products) {
      const seller = SEED_ACCOUNTS.find((a) => a.uid === p.sellerUid)!;
      expect(seller.account).toBe('Seller');
      expect(p).toMatchObject({ sellerName: seller.name, sellerVerified: !!seller.verified });
      // Contact details live in the private contact document only.
      expect(p).not.toHaveProperty('sellerEmail');
      expect(p).not.toHaveProperty('phone');
    }
    for (const { id, data: contact } of contacts) {
      const p = products.find((q) => `${q.id}/private/contact` === id)!.data;
      const seller = SEED_ACCOUNTS.find((a) => a.uid === p.sellerUid)!;
      expect(contact).toEqual({ sellerUid: seller.uid, sellerEmail: seller.email, phone: seller.phone });
      // The seller's verified number (seed.ts puts it on the Auth account), as people read it.
      expect(displayPhone(toE164(contact.phone))).toBe(contact.phone);
    }
    expect(contacts).toHaveLength(products.length);
    expect(new Set(products.map((p) => p.data.sellerVerified))).toEqual(new Set([true, false]));
  });

  it('gives some books an explicit time of use and derives the others', () => {
    const explicit = products.filter((p) => p.data.useOnly !== undefined);
    expect(explicit.length).toBeGreaterThan(0);
    expect(explicit.length).toBeLessThan(products.length);
    const cards = products.map((p) => toBookCard(p.id, p.data));
    expect(cards.every((c) => /^(\d+ (years?|months)|Less than a year)$/.test(c.useOnly))).toBe(true);
  });

  it('has distinct titles and a cover of its own for every book, shown as its seller’s photo', () => {
    expect(new Set(products.map((p) => p.data.productName)).size).toBe(products.length);
    expect(SEED_BOOKS.map(coverOf).sort()).toEqual(
      readdirSync(new URL('./images/books', `${PUBLIC_DIR.href}/`))
        .map((f) => `/images/books/${f}`)
        .sort(),
    );
    for (const { bookId, photoId, sellerUid } of coverFiles) {
      const p = products.find((q) => q.id === bookId)!.data;
      expect(p).toMatchObject({ photos: [photoId], image: photoUrl(photoId, 960), coverColor: '#7a5c3e', sellerUid });
    }
    expect(new Set(coverFiles.map((c) => c.photoId)).size).toBe(products.length);
  });

  it.each(SEED_BOOKS.map((b) => [coverOf(b)]))('%s is a 300x450 cover under 3 KB', (path) => {
    const svg = asset(path);
    expect(svg).toContain('viewBox="0 0 300 450"');
    expect(Buffer.byteLength(svg)).toBeLessThan(3 * 1024);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });

  it.each(categories.map((c) => [c.data.picture]))('%s is a 600x400 picture under 4 KB', (path) => {
    const svg = asset(path);
    expect(svg).toContain('viewBox="0 0 600 400"');
    expect(Buffer.byteLength(svg)).toBeLessThan(4 * 1024);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
  });
});

describe('the demo accounts', () => {
  it('each have a verified phone number of their own, in the national format orders show', () => {
    const phones = SEED_ACCOUNTS.map((a) => a.phone);
    expect(phones.every((phone) => phone !== undefined && displayPhone(toE164(phone)) === phone)).toBe(true);
    expect(new Set(phones).size).toBe(SEED_ACCOUNTS.length);
  });
});

describe('demo advertisements and orders', () => {
  const product = (id: string) => products.find((p) => p.id === id)!.data;

  it('advertises available books only, copying their fields', () => {
    expect(advertisements.length).toBeGreaterThanOrEqual(2);
    for (const { id, data: ad } of advertisements) {
      const p = product(id);
      expect(p.productStatus).toBe('Available');
      expect(ad).toMatchObject({
        product: { _id: id, productName: p.productName, image: p.image, price: p.price },
        sellerUid: p.sellerUid,
      });
    }
  });

  it('books the ordered books for the demo buyer, and does not advertise them', () => {
    const buyer = SEED_ACCOUNTS.find((a) => a.key === 'buyer')!;
    expect(orders.length).toBeGreaterThanOrEqual(1);
    for (const { data: order } of orders) {
      const p = product(order.productId);
      expect(p.productStatus).toBe('Booked');
      expect(advertisements.map((a) => a.id)).not.toContain(order.productId);
      expect(order).toMatchObject({
        buyerUid: buyer.uid,
        userEmail: buyer.email,
        sellerUid: p.sellerUid,
        itemName: p.productName,
        price: p.price,
        meetingLocation: 'Dhaka',
        status: 'Booked',
        buyerName: buyer.name,
        phone: buyer.phone,
        sellerPhone: SEED_ACCOUNTS.find((a) => a.uid === p.sellerUid)!.phone,
      });
      expect(order.createdAt.toMillis()).toBeGreaterThan(p.postedAt.toMillis());
      expect(order.expiresAt.toMillis()).toBe(SEEDED_AT.getTime() + BOOKING_DAYS * 24 * 3600 * 1000);
    }
    expect(buyerBookings).toEqual([{ id: buyer.uid, data: { active: orders.map((o) => o.id) } }]);
    const booked = products.filter((p) => p.data.productStatus !== 'Available').map((p) => p.id);
    expect(booked.sort()).toEqual(orders.map((o) => o.data.productId).sort());
  });

  it('stamps every document with its creation and update times', () => {
    const all = [...categories, ...users, ...products, ...advertisements, ...orders];
    for (const { data } of all) expect([data.createdAt, data.updatedAt]).not.toContain(undefined);
  });

  it('builds the same documents every time', () => {
    expect(JSON.stringify(seedDocuments(SEEDED_AT, covers))).toBe(JSON.stringify(docs));
  });
});
