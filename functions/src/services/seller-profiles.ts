// The public profiles (`sellerProfiles/{uid}`, DESIGN): what other members read of a person. The
// name, badges and member-since follow the users document and the Auth record; the counters (books
// sold, rating) are kept in the transactions of the events that change them.
import {
  COLLECTIONS,
  DELETED_ACCOUNT_NAME,
  NO_RATING,
  QUERIES,
  ratingWith,
  STATUS_VERIFIED,
  type ListingRating,
  type ProductDoc,
  type SellerProfileDoc,
  type UserDoc,
} from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  getFirestore,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { bulkWrite, now } from '../lib/docs';
import { buildQuery } from '../lib/firestore-query';

const profileRef = (uid: string) => getFirestore().collection(COLLECTIONS.sellerProfiles).doc(uid);

/** What the server knows of an account's verified email and phone. */
export interface KnownVerification {
  emailVerified: boolean;
  phoneVerified: boolean;
}

/** The profile's fields that follow the users document and the Auth record. */
const publicFields = (user: UserDoc, known: KnownVerification) => ({
  name: user.name,
  badges: {
    emailVerified: known.emailVerified,
    phoneVerified: known.phoneVerified,
    verifiedByReshelf: user.account === 'Seller' && user.status === STATUS_VERIFIED,
  },
});

const sameFields = (profile: SellerProfileDoc, fields: ReturnType<typeof publicFields>) =>
  profile.name === fields.name &&
  (Object.keys(fields.badges) as (keyof SellerProfileDoc['badges'])[]).every(
    (badge) => profile.badges?.[badge] === fields.badges[badge],
  );

/**
 * What a profile made by a sale or a rating alone (before the person's first refresh) lacks: it
 * keeps the counts it has.
 */
const missingFields = (user: UserDoc, profile: Partial<SellerProfileDoc> | undefined) => ({
  memberSince: user.createdAt ?? now(),
  booksSold: profile?.booksSold ?? 0,
  rating: profile?.rating ?? NO_RATING,
});

/**
 * Brings a person's profile up to date with their users document and what is known of their
 * verified email and phone (read from the Auth record when not given), creating it when missing.
 * Writes nothing when nothing changed; a leaving or unregistered account gets no profile. Never
 * fails the request that calls it (sign-in, sign-up, verify): the next sign-in repairs it. `user`
 * is the users document when the caller has just read it.
 */
export async function refreshProfile(uid: string, known?: KnownVerification, user?: UserDoc): Promise<void> {
  try {
    await writeProfile(uid, known, user);
  } catch (err) {
    logger.warn('Profile refresh failed', { uid, error: String(err) });
  }
}

const upToDate = (profile: SellerProfileDoc | undefined, fields: ReturnType<typeof publicFields>) =>
  !!profile?.memberSince && sameFields(profile, fields);

async function writeProfile(uid: string, known: KnownVerification | undefined, read: UserDoc | undefined) {
  const db = getFirestore();
  const verification =
    known ??
    (await getAuth()
      .getUser(uid)
      .then(
        (record) => ({ emailVerified: record.emailVerified, phoneVerified: !!record.phoneNumber }),
        () => undefined,
      ));
  if (!verification) return;
  // Most sign-ins change nothing: the users document just read and a plain read of the profile
  // show it without a transaction.
  if (read?.deletedAt) return;
  if (
    read &&
    upToDate((await profileRef(uid).get()).data() as SellerProfileDoc | undefined, publicFields(read, verification))
  ) {
    return;
  }
  await db.runTransaction(async (tx) => {
    const [userSnap, profileSnap] = await tx.getAll(db.collection(COLLECTIONS.users).doc(uid), profileRef(uid));
    const user = userSnap!.data() as UserDoc | undefined;
    if (!user || user.deletedAt) return;
    const fields = publicFields(user, verification);
    const profile = profileSnap!.data() as SellerProfileDoc | undefined;
    if (upToDate(profile, fields)) return;
    const update: WithFieldValue<Partial<SellerProfileDoc>> = {
      ...(profile?.memberSince ? {} : missingFields(user, profile)),
      ...fields,
      updatedAt: now(),
    };
    tx.set(profileRef(uid), update, { merge: true });
  });
}

/** In a transaction, after its reads: one more book sold by `sellerUid`. */
export function countSale(tx: Transaction, sellerUid: string) {
  tx.set(profileRef(sellerUid), { booksSold: FieldValue.increment(1), updatedAt: now() }, { merge: true });
}

/** A profile read in a transaction, to change its rating there. */
export interface RatedProfile {
  ref: DocumentReference;
  profile?: SellerProfileDoc;
  /** The person is leaving or gone: their profile is not brought back. */
  gone: boolean;
}

/** What a RatedProfile reads: the profile and the users document, to pass to a getAll. */
export const ratedProfileRefs = (uid: string) =>
  [profileRef(uid), getFirestore().collection(COLLECTIONS.users).doc(uid)] as const;

/** The RatedProfile from the two snapshots of ratedProfileRefs, in that order. */
export function ratedProfileOf(profileSnap: DocumentSnapshot, userSnap: DocumentSnapshot): RatedProfile {
  const user = userSnap.data() as UserDoc | undefined;
  return {
    ref: profileSnap.ref,
    profile: profileSnap.data() as SellerProfileDoc | undefined,
    gone: !user || !!user.deletedAt,
  };
}

export async function readRatedProfile(tx: Transaction, uid: string): Promise<RatedProfile> {
  const [profileSnap, userSnap] = await tx.getAll(...ratedProfileRefs(uid));
  return ratedProfileOf(profileSnap!, userSnap!);
}

/**
 * In the same transaction, after its reads: adds (`+1`) or removes (`-1`) one review of `stars`
 * from the profile's rating. The transaction read the rating, so two publications at once for the
 * same person line up and neither is lost.
 */
export function changeRating(tx: Transaction, target: RatedProfile, stars: number, direction: 1 | -1) {
  if (target.gone) return;
  const rating = ratingWith(target.profile?.rating ?? NO_RATING, stars, direction);
  tx.set(target.ref, { rating, updatedAt: now() }, { merge: true });
}

const listingRating = (profile: SellerProfileDoc | undefined): ListingRating => {
  const { average, count } = profile?.rating ?? NO_RATING;
  return { average, count };
};

/** The seller's rating as a new listing copies it (in the listing's transaction). */
export async function readListingRating(tx: Transaction, sellerUid: string): Promise<ListingRating> {
  return listingRating((await tx.get(profileRef(sellerUid))).data() as SellerProfileDoc | undefined);
}

/**
 * Copies a seller's rating onto each of their listings (book cards show it without reading the
 * profile). Each listing is written in a transaction that reads the profile, so when two changes
 * race the listing ends with the rating the profile ends with.
 */
export async function copyRatingToListings(sellerUid: string): Promise<void> {
  const db = getFirestore();
  const listings = await buildQuery(QUERIES.sellerProducts(sellerUid)).select().get();
  await Promise.all(
    listings.docs.map((d) =>
      db.runTransaction(async (tx) => {
        const [profileSnap, productSnap] = await tx.getAll(profileRef(sellerUid), d.ref);
        const product = productSnap!.data() as ProductDoc | undefined;
        if (!product) return;
        const rating = listingRating(profileSnap!.data() as SellerProfileDoc | undefined);
        if (product.sellerRating?.average === rating.average && product.sellerRating.count === rating.count) return;
        tx.update(d.ref, { sellerRating: rating });
      }),
    ),
  );
}

/** A leaving account's profile goes, and the reviews it wrote keep their words but not its name. */
export async function forgetProfile(uid: string) {
  const written = await buildQuery(QUERIES.reviewsBy(uid)).select().get();
  await bulkWrite((writer) => [
    writer.delete(profileRef(uid)),
    ...written.docs.map((d) => writer.update(d.ref, { authorName: DELETED_ACCOUNT_NAME })),
  ]);
}
