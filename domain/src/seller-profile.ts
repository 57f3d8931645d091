// The public face of every member (DESIGN: `sellerProfiles/{uid}`): what other members read on the
// seller page and beside a book, while `users/{uid}` stays private. Kept by the server only; a buyer
// has one too, because a seller reviews the buyer.
import type { TimestampLike } from './timestamp';

export interface ProfileBadges {
  /** The server has seen the account's email verified (at sign-in, or Google's own). */
  emailVerified: boolean;
  /** A phone number is verified on the account. */
  phoneVerified: boolean;
  /** An admin verified the seller (the users document's status). */
  verifiedByReshelf: boolean;
}

/** The published reviews of the person: the sum keeps the average exact across publications and hides. */
export interface ProfileRating {
  average: number;
  count: number;
  sum: number;
}

/** What a listing carries of its seller's rating, so a book card needs no read of the profile. */
export type ListingRating = Pick<ProfileRating, 'average' | 'count'>;

/** `sellerProfiles/{uid}`: readable by every member in good standing; written by the API only. */
export interface SellerProfileDoc {
  name: string;
  badges: ProfileBadges;
  memberSince: TimestampLike;
  /** Orders of the person's books that became Sold. */
  booksSold: number;
  rating: ProfileRating;
  updatedAt?: TimestampLike;
}

export const NO_RATING: ProfileRating = { average: 0, count: 0, sum: 0 };

/** The rating after adding (`+1`) or removing (`-1`) one review of `stars`. */
export function ratingWith(rating: ProfileRating, stars: number, direction: 1 | -1): ProfileRating {
  const count = Math.max(0, rating.count + direction);
  const sum = count === 0 ? 0 : rating.sum + direction * stars;
  return { count, sum, average: count === 0 ? 0 : sum / count };
}

/** The rating as people read it, one decimal: 4.5. */
export const roundedAverage = (average: number) => Math.round(average * 10) / 10;
