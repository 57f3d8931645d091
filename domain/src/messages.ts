// Every text the person sees as a toast or an error, named once (spec section 8). The values are
// catalogue keys: the texts are in i18n/en/messages.ts and i18n/bn/messages.ts, and whoever shows a
// message translates it (web: lib/i18n.ts; API: its error handler, in the caller's language).
import type { Catalogue } from './i18n/en';
import { formatDateTime } from './format';
import type { Language } from './i18n/languages';
import type { OrderEndReason } from './order-lifecycle';

/** `{name: 'prefix.name'}` for each text of a catalogue section. */
export type SectionKeys<T, P extends string> = { readonly [K in keyof T & string]: `${P}.${K}` };
type Messages = Catalogue['messages'];

/** A catalogue key, or one with the values its text needs; a Date is written in the reader's language. */
export type Message = string | { key: string; values: Record<string, string | number | Date> };

/** A message's values as its text shows them: dates and times in the reader's language, in Dhaka. */
export const messageValues = (values: Record<string, string | number | Date>, language: Language) =>
  Object.fromEntries(
    Object.entries(values).map(([name, v]) => [name, v instanceof Date ? formatDateTime(v, language) : v]),
  );

/** The spec's success toasts. */
export const SUCCESS = {
  productAdded: 'messages.success.productAdded',
  madeAdmin: 'messages.success.madeAdmin',
  buyerDeleted: 'messages.success.buyerDeleted',
  sellerVerified: 'messages.success.sellerVerified',
  sellerDeleted: 'messages.success.sellerDeleted',
  productDeleted: 'messages.success.productDeleted',
  advertised: 'messages.success.advertised',
  orderBooked: 'messages.success.orderBooked',
  signedUp: 'messages.success.signedUp',
  loggedIn: 'messages.success.loggedIn',
  gotOffer: 'messages.success.gotOffer',
  orderPaid: 'messages.success.orderPaid',
  subscribed: 'messages.success.subscribed',
  productUpdated: 'messages.success.productUpdated',
  loggedOut: 'messages.success.loggedOut',
  orderCancelled: 'messages.success.orderCancelled',
  orderDeclined: 'messages.success.orderDeclined',
  orderSold: 'messages.success.orderSold',
  orderNotPaid: 'messages.success.orderNotPaid',
  adminRemoved: 'messages.success.adminRemoved',
  verificationSent: 'messages.success.verificationSent',
  emailVerified: 'messages.success.emailVerified',
  passwordResetSent: 'messages.success.passwordResetSent',
  passwordChanged: 'messages.success.passwordChanged',
  profileCompleted: 'messages.success.profileCompleted',
  reported: 'messages.success.reported',
  reportKept: 'messages.success.reportKept',
  listingRemoved: 'messages.success.listingRemoved',
  accountSuspended: 'messages.success.accountSuspended',
  phoneVerified: 'messages.success.phoneVerified',
} as const satisfies SectionKeys<Messages['success'], 'messages.success'>;

/** The seller's toast when a booking arrives while they are signed in. */
export const newBookingToast = (item: string): Message => ({ key: 'messages.newBooking', values: { item } });

/** What a page says while Reshelf cannot be reached (DESIGN: flaky connections); `unreachable` takes `what`. */
export const OFFLINE = {
  notice: 'messages.offline.notice',
  unreachable: 'messages.offline.unreachable',
  stale: 'messages.offline.stale',
} as const satisfies SectionKeys<Messages['offline'], 'messages.offline'>;

/** Failures, shown to the person as well as logged (DESIGN: decisions over the spec). */
export const ERROR = {
  generic: 'messages.error.generic',
  network: 'messages.error.network',
  wrongCredentials: 'messages.error.wrongCredentials',
  emailInUse: 'messages.error.emailInUse',
  weakPassword: 'messages.error.weakPassword',
  tooManyAttempts: 'messages.error.tooManyAttempts',
  popupClosed: 'messages.error.popupClosed',
  sessionExpired: 'messages.error.sessionExpired',
  unauthenticated: 'messages.error.unauthenticated',
  forbidden: 'messages.error.forbidden',
  notFound: 'messages.error.notFound',
  bookUnavailable: 'messages.error.bookUnavailable',
  notEditable: 'messages.error.notEditable',
  invalid: 'messages.error.invalid',
  tooLarge: 'messages.error.tooLarge',
  loadFailed: 'messages.error.loadFailed',
  notASeller: 'messages.error.notASeller',
  emailMismatch: 'messages.error.emailMismatch',
  profileMissing: 'messages.error.profileMissing',
  languageNotSaved: 'messages.error.languageNotSaved',
  adminsOnly: 'messages.error.adminsOnly',
  sellersOnly: 'messages.error.sellersOnly',
  ownBook: 'messages.error.ownBook',
  bookedNotDeletable: 'messages.error.bookedNotDeletable',
  notAdvertisable: 'messages.error.notAdvertisable',
  orderNotBooked: 'messages.error.orderNotBooked',
  orderNotPaid: 'messages.error.orderNotPaid',
  cancelLimit: 'messages.error.cancelLimit',
  notABuyer: 'messages.error.notABuyer',
  notASellerAccount: 'messages.error.notASellerAccount',
  adminNotDeletable: 'messages.error.adminNotDeletable',
  badJson: 'messages.error.badJson',
  noSuchRoute: 'messages.error.noSuchRoute',
  badRequest: 'messages.error.badRequest',
  bookingLimit: 'messages.error.bookingLimit',
  orderEnded: 'messages.error.orderEnded',
  orderExpired: 'messages.error.orderExpired',
  notYourOrder: 'messages.error.notYourOrder',
  sellerGone: 'messages.error.sellerGone',
  emailNotVerified: 'messages.error.emailNotVerified',
  rateLimited: 'messages.error.rateLimited',
  sessionEnded: 'messages.error.sessionEnded',
  lastAdmin: 'messages.error.lastAdmin',
  notAnAdmin: 'messages.error.notAnAdmin',
  ownAdminRole: 'messages.error.ownAdminRole',
  profileIncomplete: 'messages.error.profileIncomplete',
  actionLinkInvalid: 'messages.error.actionLinkInvalid',
  ownReport: 'messages.error.ownReport',
  alreadyReported: 'messages.error.alreadyReported',
  reportDecided: 'messages.error.reportDecided',
  notAListing: 'messages.error.notAListing',
  adminNotSuspendable: 'messages.error.adminNotSuspendable',
  phoneNotVerified: 'messages.error.phoneNotVerified',
  phoneCodeWrong: 'messages.error.phoneCodeWrong',
  phoneCodeExpired: 'messages.error.phoneCodeExpired',
  phoneInUse: 'messages.error.phoneInUse',
  phoneAlreadyLinked: 'messages.error.phoneAlreadyLinked',
  phoneInvalid: 'messages.error.phoneInvalid',
  phoneNoAccount: 'messages.error.phoneNoAccount',
  phoneCheckFailed: 'messages.error.phoneCheckFailed',
  photoType: 'messages.error.photoType',
  photoEmpty: 'messages.error.photoEmpty',
  photoNotImage: 'messages.error.photoNotImage',
  photoDamaged: 'messages.error.photoDamaged',
  photoTooManyPixels: 'messages.error.photoTooManyPixels',
  photoTooLarge: 'messages.error.photoTooLarge',
  photoNotYours: 'messages.error.photoNotYours',
  conversationClosed: 'messages.error.conversationClosed',
  conversationBarred: 'messages.error.conversationBarred',
} as const satisfies SectionKeys<Messages['error'], 'messages.error'>;

/** The shared schemas' field errors. */
export const VALIDATION = {
  email: 'validation.email',
  name: 'validation.name',
  atMost80: 'validation.atMost80',
  atMost120: 'validation.atMost120',
  atMost128: 'validation.atMost128',
  atMost2000: 'validation.atMost2000',
  atMost500: 'validation.atMost500',
  reportReason: 'validation.reportReason',
  reportTarget: 'validation.reportTarget',
  reportAction: 'validation.reportAction',
  enter: {
    bookName: 'validation.enter.bookName',
    author: 'validation.enter.author',
    location: 'validation.enter.location',
    description: 'validation.enter.description',
  },
  price: 'validation.price',
  priceNumber: 'validation.priceNumber',
  pricePositive: 'validation.pricePositive',
  priceMax: 'validation.priceMax',
  photos: 'validation.photos',
  photosMax: 'validation.photosMax',
  photoId: 'validation.photoId',
  photoRepeated: 'validation.photoRepeated',
  purchaseYear: 'validation.purchaseYear',
  purchaseYearExample: 'validation.purchaseYearExample',
  condition: 'validation.condition',
  category: 'validation.category',
  newIsAvailable: 'validation.newIsAvailable',
  limit: 'validation.limit',
  phone: 'validation.phone',
  phoneExample: 'validation.phoneExample',
  number: 'validation.number',
  nonNegative: 'validation.nonNegative',
  atMostMillion: 'validation.atMostMillion',
  maxBelowMin: 'validation.maxBelowMin',
  accountType: 'validation.accountType',
  language: 'validation.language',
  password: 'validation.password',
  passwordShort: 'validation.passwordShort',
  book: 'validation.book',
  meetingPlace: 'validation.meetingPlace',
  product: 'validation.product',
  required: 'validation.required',
  text: 'validation.text',
  wrongType: 'validation.wrongType',
  object: 'validation.object',
  choice: 'validation.choice',
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  format: 'validation.format',
  unknownFields: 'validation.unknownFields',
  check: 'validation.check',
  messageText: 'validation.messageText',
  atMost1000: 'validation.atMost1000',
} as const satisfies Omit<SectionKeys<Catalogue['validation'], 'validation'>, 'enter'> & {
  enter: SectionKeys<Catalogue['validation']['enter'], 'validation.enter'>;
};

/** How an ended order ended, for everyone who sees it (My orders, the seller's orders, All orders). */
export const ORDER_END_TEXT = {
  'marked-sold': 'messages.orderEnd.marked-sold',
  'paid-unanswered': 'messages.orderEnd.paid-unanswered',
  'cancelled-by-buyer': 'messages.orderEnd.cancelled-by-buyer',
  'declined-by-seller': 'messages.orderEnd.declined-by-seller',
  'not-paid': 'messages.orderEnd.not-paid',
  'cancelled-by-admin': 'messages.orderEnd.cancelled-by-admin',
  'listing-removed': 'messages.orderEnd.listing-removed',
  'buyer-removed': 'messages.orderEnd.buyer-removed',
  'account-suspended': 'messages.orderEnd.account-suspended',
  expired: 'messages.orderEnd.expired',
} as const satisfies SectionKeys<Messages['orderEnd'], 'messages.orderEnd'> & Record<OrderEndReason, string>;

export type ApiErrorCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'unverified'
  | 'phone-unverified'
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
  /** 403 that the app answers with the "Verify your phone" dialog. */
  'phone-unverified': 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  /** With a Retry-After header in seconds. */
  'rate-limited': 429,
  internal: 500,
};
