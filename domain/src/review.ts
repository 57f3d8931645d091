// Reviews after a sale (DESIGN: conversation, reviews and notifications): each side of a Sold order
// may review the other once, within REVIEW_DAYS of the sale. Blind: a review stays pending until the
// other side's is in or the window closes, so nobody answers a bad review with a bad review.
import { REVIEW_DAYS } from './constants';
import type { Catalogue } from './i18n/en';
import type { SectionKeys } from './messages';
import { daysAfter } from './order-lifecycle';
import type { TimestampLike } from './timestamp';

export const REVIEW_STARS = { min: 1, max: 5 } as const;
/** Reviews per page on the seller page. */
export const REVIEWS_PAGE_SIZE = 10;

/** Who wrote the review: the order's buyer (about the seller) or its seller (about the buyer). */
export const REVIEW_SIDES = ['buyer', 'seller'] as const;
export type ReviewSide = (typeof REVIEW_SIDES)[number];
export const otherSide = (side: ReviewSide): ReviewSide => (side === 'buyer' ? 'seller' : 'buyer');

/** pending: written, not yet shown; published: shown and counted; hidden: taken down by an admin. */
export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** What members other than the author may read: hidden ones show as hidden, without stars or text. */
export const SHOWN_REVIEW_STATUSES = ['published', 'hidden'] as const satisfies readonly ReviewStatus[];

/**
 * `reviews/{orderId}_{side}`: one side's review of the other. Written by the API only; read by its
 * author, and by every member once published. Never edited after publishing: an admin may only
 * hide it, which removes its stars and text from the document and its stars from the rating.
 */
export interface ReviewDoc {
  orderId: string;
  side: ReviewSide;
  authorUid: string;
  /** The author's name when written, so the seller page needs no read of another document. */
  authorName: string;
  subjectUid: string;
  /** The book of the sale. */
  itemName: string;
  /** 1..5; absent once hidden. */
  stars?: number;
  /** Up to REVIEW_TEXT_MAX characters, possibly empty; absent once hidden. */
  text?: string;
  status: ReviewStatus;
  createdAt: TimestampLike;
  /** When the window closes and the schedule publishes a review still pending (sale + REVIEW_DAYS). */
  windowEndsAt: TimestampLike;
  publishedAt?: TimestampLike;
  hiddenAt?: TimestampLike;
  /** The admin who hid it. */
  hiddenBy?: string;
}

/** The order's copy of where each side's review stands, so the order lists need no extra read. */
export type OrderReviews = Partial<Record<ReviewSide, ReviewStatus>>;

export const reviewIdFor = (orderId: string, side: ReviewSide) => `${orderId}_${side}`;

/** When the review window of a sale that ended at `soldAt` closes. */
export const reviewWindowEnd = (soldAt: Date) => daysAfter(soldAt, REVIEW_DAYS);

type Reviews = Catalogue['reviews'];
/** Review texts: the section `reviews` of the catalogues (i18n/en/reviews.ts). */
export const REVIEW_MESSAGES = {
  stars: 'reviews.validation.stars',
  textMax: 'reviews.validation.textMax',
  text: 'reviews.validation.text',
  action: 'reviews.validation.action',
  notSold: 'reviews.error.notSold',
  windowClosed: 'reviews.error.windowClosed',
  alreadyReviewed: 'reviews.error.alreadyReviewed',
  accountGone: 'reviews.error.accountGone',
  notPublished: 'reviews.error.notPublished',
  sent: 'reviews.success.sent',
  published: 'reviews.success.published',
  hidden: 'reviews.success.hidden',
} as const satisfies SectionKeys<Reviews['validation'], 'reviews.validation'> &
  SectionKeys<Reviews['error'], 'reviews.error'> &
  SectionKeys<Reviews['success'], 'reviews.success'>;
