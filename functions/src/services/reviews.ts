// Reviews after a sale: one per side per Sold order, within REVIEW_DAYS of the sale, blind until
// both are in or the window closes. Publishing and hiding change the subject's rating in the same
// transaction; the listings' copies of the rating follow right after.
import {
  COLLECTIONS,
  isBarred,
  otherSide,
  QUERIES,
  REVIEW_MESSAGES,
  reviewIdFor,
  reviewWindowEnd,
  sellerPagePath,
  type NewReview,
  type OrderDoc,
  type ReviewDoc,
  type ReviewSide,
  type UserDoc,
} from '@reshelf/domain';
import {
  FieldValue,
  getFirestore,
  Timestamp,
  type DocumentReference,
  type Transaction,
  type WithFieldValue,
} from 'firebase-admin/firestore';
import { docRef, now } from '../lib/docs';
import { HttpError } from '../lib/errors';
import { buildQuery } from '../lib/firestore-query';
import { notify } from './notifications';
import {
  changeRating,
  copyRatingToListings,
  ratedProfileOf,
  ratedProfileRefs,
  readRatedProfile,
  type RatedProfile,
} from './seller-profiles';
import type { Member } from './users';

const reviewRef = (id: string) => getFirestore().collection(COLLECTIONS.reviews).doc(id);

/** The side of the order `uid` is on, or undefined for anyone else (admins included). */
const sideOf = (order: OrderDoc, uid: string): ReviewSide | undefined =>
  order.buyerUid === uid ? 'buyer' : order.sellerUid === uid ? 'seller' : undefined;

/** A review to publish, with the profile of its subject read in the same transaction. */
interface Publication {
  ref: DocumentReference;
  review: Pick<ReviewDoc, 'side' | 'subjectUid' | 'stars' | 'authorName' | 'itemName'>;
  subject: RatedProfile;
  /** A review written in this transaction is created published rather than updated. */
  created?: WithFieldValue<ReviewDoc>;
}

/**
 * In a transaction, after its reads: publishes reviews, adds their stars to their subjects'
 * ratings and tells each subject. The caller records them on their order.
 */
function publish(tx: Transaction, publications: Publication[], at: Date) {
  for (const { ref, review, subject, created } of publications) {
    if (created) tx.create(ref, { ...created, status: 'published', publishedAt: now() });
    else tx.update(ref, { status: 'published', publishedAt: now() });
    changeRating(tx, subject, review.stars ?? 0, 1);
    // A leaving account has nobody left to tell.
    if (subject.gone) continue;
    notify(
      tx,
      review.subjectUid,
      {
        kind: 'review',
        link: sellerPagePath(review.subjectUid),
        params: { name: review.authorName, book: review.itemName },
      },
      at,
    );
  }
}

/** The subjects whose listings carry their rating, copied after the transaction that changed it. */
async function copyRatings(uids: string[]) {
  await Promise.all([...new Set(uids)].map((uid) => copyRatingToListings(uid)));
}

/**
 * POST /orders/{id}/review: the caller's review of the other side of a Sold order of theirs. Written
 * as pending; when the other side's review is already in, both are published in this transaction.
 * A stranger (an admin too) gets 404, as for any order they cannot see.
 */
export async function writeReview(
  author: Member,
  orderId: string,
  input: NewReview,
): Promise<{ id: string; published: boolean }> {
  const orderRef = docRef(COLLECTIONS.orders, orderId);
  const db = getFirestore();
  const outcome = await db.runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data() as OrderDoc | undefined;
    const side = order && sideOf(order, author.uid);
    if (!order || !side) throw new HttpError('not-found');
    if (order.status !== 'Sold' || !order.endedAt) throw new HttpError('conflict', REVIEW_MESSAGES.notSold);
    const at = new Date();
    const windowEndsAt = reviewWindowEnd(new Date(order.endedAt.toMillis()));
    if (at >= windowEndsAt) throw new HttpError('conflict', REVIEW_MESSAGES.windowClosed);
    const subjectUid = side === 'buyer' ? order.sellerUid : order.buyerUid;
    const mine = reviewRef(reviewIdFor(orderId, side));
    const theirs = reviewRef(reviewIdFor(orderId, otherSide(side)));
    // Both sides' profiles are read with the reviews: publishing may rate either of them.
    const [mineSnap, theirsSnap, subjectProfile, subjectSnap, authorProfile, authorSnap] = await tx.getAll(
      mine,
      theirs,
      ...ratedProfileRefs(subjectUid),
      ...ratedProfileRefs(author.uid),
    );
    if (mineSnap!.exists) throw new HttpError('conflict', REVIEW_MESSAGES.alreadyReviewed);
    const subjectUser = subjectSnap!.data() as UserDoc | undefined;
    if (!subjectUser || isBarred(subjectUser)) throw new HttpError('conflict', REVIEW_MESSAGES.accountGone);
    const other = theirsSnap!.data() as ReviewDoc | undefined;

    const written = {
      orderId,
      side,
      authorUid: author.uid,
      authorName: author.user.name,
      subjectUid,
      itemName: order.itemName,
      stars: input.stars,
      text: input.text,
    };
    const review: WithFieldValue<ReviewDoc> = {
      ...written,
      status: 'pending',
      createdAt: now(),
      windowEndsAt: Timestamp.fromDate(windowEndsAt),
    };
    if (!other) {
      tx.create(mine, review);
      tx.set(orderRef, { reviews: { [side]: 'pending' } }, { merge: true });
      return { id: mine.id, published: false, subjects: [] as string[] };
    }
    // The other side's review is in: both go out now (theirs is already out only if the window
    // closed meanwhile, and then mine goes out alone).
    const publications: Publication[] = [
      { ref: mine, review: written, subject: ratedProfileOf(subjectProfile!, subjectSnap!), created: review },
    ];
    if (other.status === 'pending') {
      publications.push({ ref: theirs, review: other, subject: ratedProfileOf(authorProfile!, authorSnap!) });
    }
    publish(tx, publications, at);
    tx.set(
      orderRef,
      { reviews: Object.fromEntries(publications.map((p) => [p.review.side, 'published'])) },
      { merge: true },
    );
    return { id: mine.id, published: true, subjects: publications.map((p) => p.review.subjectUid) };
  });
  await copyRatings(outcome.subjects);
  return { id: outcome.id, published: outcome.published };
}

/**
 * Publishes one pending review whose window has closed at `at`; false when it was not due (already
 * published with the other side's, or not yet due).
 */
async function publishDueReview(id: string, at: Date): Promise<boolean> {
  const ref = reviewRef(id);
  const subject = await getFirestore().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data() as ReviewDoc | undefined;
    if (review?.status !== 'pending' || review.windowEndsAt.toMillis() > at.getTime()) return undefined;
    const orderRef = getFirestore().collection(COLLECTIONS.orders).doc(review.orderId);
    const [orderSnap, profile] = await Promise.all([tx.get(orderRef), readRatedProfile(tx, review.subjectUid)]);
    publish(tx, [{ ref, review, subject: profile }], at);
    if (orderSnap.exists) tx.set(orderRef, { reviews: { [review.side]: 'published' } }, { merge: true });
    return review.subjectUid;
  });
  if (subject) await copyRatings([subject]);
  return subject !== undefined;
}

/** The schedule's sweep at `at`: every pending review whose window has closed is published. */
export async function publishDueReviews(at: Date): Promise<{ published: number }> {
  const due = await buildQuery(QUERIES.dueReviews(at)).select().get();
  const published = await Promise.all(due.docs.map((d) => publishDueReview(d.id, at)));
  return { published: published.filter(Boolean).length };
}

/**
 * PUT /reviews/{id} `{action: 'hide'}`: an admin takes down a published review. Its stars and text
 * leave the document (it shows as hidden) and its stars leave the subject's rating, in one
 * transaction; hiding it again changes nothing.
 */
export async function hideReview(admin: Member, id: string): Promise<number> {
  const ref = docRef(COLLECTIONS.reviews, id);
  const subject = await getFirestore().runTransaction(async (tx) => {
    const review = (await tx.get(ref)).data() as ReviewDoc | undefined;
    if (!review) throw new HttpError('not-found');
    if (review.status === 'hidden') return undefined;
    if (review.status !== 'published') throw new HttpError('conflict', REVIEW_MESSAGES.notPublished);
    const orderRef = getFirestore().collection(COLLECTIONS.orders).doc(review.orderId);
    const [profile, orderSnap] = await Promise.all([readRatedProfile(tx, review.subjectUid), tx.get(orderRef)]);
    changeRating(tx, profile, review.stars ?? 0, -1);
    tx.update(ref, {
      status: 'hidden',
      stars: FieldValue.delete(),
      text: FieldValue.delete(),
      hiddenAt: now(),
      hiddenBy: admin.uid,
    });
    if (orderSnap.exists) tx.set(orderRef, { reviews: { [review.side]: 'hidden' } }, { merge: true });
    return review.subjectUid;
  });
  if (!subject) return 0;
  await copyRatings([subject]);
  return 1;
}
