// Every text the person sees as a toast or an error, defined once (spec section 8).

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
} as const;

export type ApiErrorCode =
  'invalid' | 'unauthenticated' | 'forbidden' | 'not-found' | 'conflict' | 'too-large' | 'internal';

export const HTTP_STATUS: Record<ApiErrorCode, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  internal: 500,
};
