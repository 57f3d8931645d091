import {
  advertisedProduct,
  bookingExpiresAt,
  CATEGORIES,
  COLLECTIONS,
  MEETING_LOCATION,
  photoUrl,
  ROLE_ADMIN,
  STATUS_VERIFIED,
  type AdvertisementDoc,
  type BuyerBookingsDoc,
  type CategoryDoc,
  productKeywords,
  type OrderDoc,
  type ProductContactDoc,
  type ProductDoc,
  type SellerProfileDoc,
  type UserDoc,
  NO_RATING,
} from '@reshelf/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { SEED_ACCOUNTS, seedAccount } from './accounts';
import { SEED_ADVERTISEMENTS, SEED_BOOKS, SEED_ORDERS } from './catalogue';
import type { SeedCovers } from './covers';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
/** Fixed times, so the documents are the same on every run. */
const CATALOGUE_OPENED = at('2022-11-01T00:00:00Z');

type Docs<T> = { id: string; data: T }[];

export interface SeedDocuments {
  categories: Docs<CategoryDoc>;
  users: Docs<UserDoc>;
  products: Docs<ProductDoc>;
  advertisements: Docs<AdvertisementDoc>;
  orders: Docs<OrderDoc>;
  /** Each listing's private contact document, by its path under products. */
  contacts: Docs<ProductContactDoc>;
  buyerBookings: Docs<BuyerBookingsDoc>;
  sellerProfiles: Docs<SellerProfileDoc>;
}

/** The category documents, the same in the demo and in production (the bootstrap writes them). */
export const seedCategories = (): Docs<CategoryDoc> =>
  CATEGORIES.map((c, position) => ({
    id: c.id,
    data: { name: c.name, picture: c.picture, position, createdAt: CATALOGUE_OPENED, updatedAt: CATALOGUE_OPENED },
  }));

/**
 * Every demo document, keyed by its fixed id. The demo bookings run from `seededAt` (when the
 * demo starts), so they do not expire on the first look. Each book shows its cover photo (`covers`,
 * stored by seedCoverPhotos).
 */
export function seedDocuments(seededAt: Date, covers: SeedCovers): SeedDocuments {
  const categories = seedCategories();

  const users = SEED_ACCOUNTS.map((a) => ({
    id: a.uid,
    data: {
      name: a.name,
      email: a.email,
      account: a.account,
      ...(a.admin ? { role: ROLE_ADMIN } : {}),
      ...(a.verified ? { status: STATUS_VERIFIED } : {}),
      createdAt: at(a.joined),
      updatedAt: at(a.joined),
    } satisfies UserDoc,
  }));

  const bookedAt = new Map(SEED_ORDERS.map((o) => [o.productId, at(o.createdAt)]));
  const bookingOf = new Map(SEED_ORDERS.map((o) => [o.productId, o.id]));
  const products = SEED_BOOKS.map((b) => {
    const seller = seedAccount(b.seller);
    const category = CATEGORIES.find((c) => c.id === b.categoryId)!;
    const postedAt = at(b.postedAt);
    const cover = covers.get(b.id)!;
    const data: ProductDoc = {
      sellerUid: seller.uid,
      sellerName: seller.name,
      sellerVerified: seller.verified === true,
      productName: b.title,
      author: b.author,
      photos: [cover.id],
      image: photoUrl(cover.id, 960),
      coverColor: cover.color,
      price: b.price,
      originalPrice: b.originalPrice,
      condition: b.condition,
      location: b.location,
      categoryName: category.name,
      categoryId: category.id,
      productStatus: bookedAt.has(b.id) ? 'Booked' : 'Available',
      ...(bookingOf.has(b.id) ? { bookingId: bookingOf.get(b.id)! } : {}),
      purchaseDate: b.purchaseDate,
      description: b.description,
      ...(b.useOnly ? { useOnly: b.useOnly } : {}),
      keywords: productKeywords({ productName: b.title, author: b.author }),
      postedAt,
      createdAt: postedAt,
      updatedAt: bookedAt.get(b.id) ?? postedAt,
    };
    return { id: b.id, data };
  });
  const product = (id: string) => products.find((p) => p.id === id)!.data;
  const contacts = SEED_BOOKS.map((b) => {
    const seller = seedAccount(b.seller);
    return {
      id: `${b.id}/private/contact`,
      data: { sellerUid: seller.uid, sellerEmail: seller.email, phone: seller.phone },
    };
  });

  const advertisements = SEED_ADVERTISEMENTS.map(({ productId, createdAt }) => {
    const p = product(productId);
    return {
      id: productId,
      data: {
        product: advertisedProduct(productId, p),
        sellerUid: p.sellerUid,
        createdAt: at(createdAt),
        updatedAt: at(createdAt),
      },
    };
  });

  const buyer = seedAccount('buyer');
  const orders = SEED_ORDERS.map(({ id, productId, createdAt }) => {
    const p = product(productId);
    const seller = SEED_ACCOUNTS.find((a) => a.uid === p.sellerUid)!;
    const data: OrderDoc = {
      productId,
      buyerUid: buyer.uid,
      sellerUid: p.sellerUid,
      userEmail: buyer.email,
      buyerName: buyer.name,
      itemName: p.productName,
      price: p.price,
      image: p.image,
      meetingLocation: MEETING_LOCATION,
      phone: buyer.phone,
      sellerName: seller.name,
      sellerPhone: seller.phone,
      sellerEmail: seller.email,
      status: 'Booked',
      createdAt: at(createdAt),
      expiresAt: Timestamp.fromDate(bookingExpiresAt(seededAt)),
      updatedAt: at(createdAt),
    };
    return { id, data };
  });
  const buyerBookings = [{ id: buyer.uid, data: { active: orders.map((o) => o.id) } }];

  // Every demo person's public profile, as their sign-up and the first sign-in would leave it.
  const sellerProfiles = SEED_ACCOUNTS.map((a) => ({
    id: a.uid,
    data: {
      name: a.name,
      badges: { emailVerified: true, phoneVerified: true, verifiedByReshelf: a.verified === true },
      memberSince: at(a.joined),
      booksSold: 0,
      rating: NO_RATING,
      updatedAt: at(a.joined),
    },
  }));

  return { categories, users, products, advertisements, orders, contacts, buyerBookings, sellerProfiles };
}

/** The collection each group of documents is written to. */
export const SEED_COLLECTIONS: Record<keyof SeedDocuments, string> = {
  categories: COLLECTIONS.categories,
  users: COLLECTIONS.users,
  products: COLLECTIONS.products,
  advertisements: COLLECTIONS.advertisements,
  orders: COLLECTIONS.orders,
  contacts: COLLECTIONS.products,
  buyerBookings: COLLECTIONS.buyerBookings,
  sellerProfiles: COLLECTIONS.sellerProfiles,
};
