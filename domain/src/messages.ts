// Every text the person sees as a toast or an error, defined once (spec section 8).
import { BOOKING_DAYS, MAX_ACTIVE_BOOKINGS } from './constants';
import type { OrderEndReason } from './order-lifecycle';

/** The spec's success toasts, word for word. */
export const SUCCESS = {
  productAdded: 'product successfully added',
  madeAdmin: 'admin make successfully',
  buyerDeleted: 'Buyer deleted',
  sellerVerified: 'seller verified successfully',
  sellerDeleted: 'Seller deleted',
  productDeleted: 'product deleted',
  advertised: 'product will show in advertise section',
  orderBooked: 'order successfully booked',
  signedUp: 'sign up successful',
  loggedIn: 'login successful',
  gotOffer: 'you got the offer',
  // Beyond the spec: actions it does not show.
  orderPaid: 'payment recorded, enjoy your book',
  subscribed: 'subscribed to the newsletter',
  productUpdated: 'product updated',
  loggedOut: 'logged out',
  orderCancelled: 'booking cancelled, the book is offered again',
  orderDeclined: 'booking declined, the book is offered again',
  orderSold: 'marked as sold',
  adminRemoved: 'admin role removed',
  verificationSent: 'verification email sent: open the link in it',
  emailVerified: 'email address verified',
  /** Sent whether or not an account has the address, so the form tells nobody who has one. */
  passwordResetSent: 'If an account uses that email, a link to choose a new password is on its way.',
  passwordChanged: 'password changed: log in with the new one',
  profileCompleted: 'profile saved, welcome to Reshelf',
} as const;

/** The seller's toast when a booking arrives while they are signed in. */
export const newBookingToast = (itemName: string) => `New booking: ${itemName}`;

/** What a page says while Reshelf cannot be reached (DESIGN: flaky connections). */
export const OFFLINE = {
  notice: 'You are offline. Reshelf shows what it saved on this device and updates by itself when you are back.',
  unreachable: (what: string) =>
    `Cannot reach Reshelf to load ${what}. This fills in by itself as soon as you are back online.`,
  stale: 'Saved on this device: may be out of date until you are back online.',
} as const;

/** Failures, shown to the person as well as logged (DESIGN: decisions over the spec). */
export const ERROR = {
  generic: 'Something went wrong. Please try again.',
  network: 'Cannot reach Reshelf. Check your connection and try again.',
  wrongCredentials: 'Wrong email or password.',
  emailInUse: 'An account with this email already exists. Log in instead.',
  weakPassword: 'Choose a password of at least 6 characters.',
  tooManyAttempts: 'Too many attempts. Wait a minute and try again.',
  popupClosed: 'Google sign-in was closed before it finished.',
  sessionExpired: 'Your session has expired. Please log in again.',
  unauthenticated: 'Please log in to continue.',
  forbidden: 'You are not allowed to do that.',
  notFound: 'That item no longer exists.',
  bookUnavailable: 'Sorry, this book has just been booked by someone else.',
  notEditable: 'A booked or sold book can no longer be changed.',
  invalid: 'Some fields need your attention.',
  tooLarge: 'That request is too large.',
  loadFailed: 'Could not load this. Please try again.',
  notASeller: 'Only sellers can be verified.',
  emailMismatch: 'You can only act for your own email address.',
  imageDoesNotLoad: 'That URL does not load as an image.',
  // Refusals of the API, read by whoever calls it.
  profileMissing: 'Finish signing up first: your Reshelf profile is missing.',
  adminsOnly: 'Only an admin can do that.',
  sellersOnly: 'Only a seller can do that.',
  ownBook: 'You cannot book your own book.',
  bookedNotDeletable: 'This book is booked: it stays until the deal is done.',
  notAdvertisable: 'Only an available book can be advertised.',
  orderNotBooked: 'This order is already paid.',
  notABuyer: 'That account is not a buyer.',
  notASellerAccount: 'That account is not a seller.',
  adminNotDeletable: 'An admin account cannot be deleted.',
  badJson: 'The request body is not valid JSON.',
  noSuchRoute: 'There is no such API route.',
  badRequest: 'The request is not valid.',
  // The trade.
  bookingLimit: `You already hold ${MAX_ACTIVE_BOOKINGS} bookings. Finish or cancel one before booking another.`,
  orderEnded: 'This booking has already ended.',
  orderExpired: `This booking expired: nothing happened for ${BOOKING_DAYS} days.`,
  notYourOrder: 'This booking is not yours to change.',
  sellerGone: 'This seller is no longer on Reshelf.',
  // Privacy and abuse.
  emailNotVerified: 'Verify your email address first: open the link we sent you, or send a new one.',
  rateLimited: 'Too many requests. Please wait a little and try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  lastAdmin: 'Reshelf needs at least one admin: this is the last one.',
  notAnAdmin: 'That account is not an admin.',
  ownAdminRole: 'Ask another admin to remove your admin role.',
  profileIncomplete: 'Finish signing up: tell us your name and whether you buy or sell.',
  actionLinkInvalid: 'This link has expired or has already been used. Ask for a new one.',
} as const;

/** How an ended order ended, for everyone who sees it (My orders, the seller's orders, All orders). */
export const ORDER_END_TEXT: Record<OrderEndReason, string> = {
  paid: 'Sold: paid by the buyer',
  'marked-sold': 'Sold: marked sold by the seller',
  'cancelled-by-buyer': 'Cancelled by the buyer',
  'declined-by-seller': 'Declined by the seller',
  'cancelled-by-admin': 'Cancelled by an admin',
  'listing-removed': 'Cancelled: listing removed',
  'buyer-removed': 'Cancelled: buyer account removed',
  expired: `Expired: no one acted for ${BOOKING_DAYS} days`,
};

export type ApiErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'unverified'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'rate-limited'
  | 'internal';

export const HTTP_STATUS: Record<ApiErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** 403 that the app answers with the email-verification prompt. */
  unverified: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  /** With a Retry-After header in seconds. */
  'rate-limited': 429,
  internal: 500,
};
