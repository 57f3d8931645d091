// Business constants of the spec (section 9), defined once for the web app and the API.

export const MEETING_LOCATION = 'Dhaka';

/** The name an order keeps for a party who deleted their account; shown as terms.deletedAccount. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

export const CONDITIONS = ['Good', 'Excellent', 'Fair'] as const;
export type Condition = (typeof CONDITIONS)[number];

export const ACCOUNT_TYPES = ['Buyer', 'Seller'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
export const DEFAULT_ACCOUNT: AccountType = 'Buyer';

// Hidden: taken off the shelves while reports are decided, or with its seller's suspended account.
export const PRODUCT_STATUSES = ['Available', 'Booked', 'Sold', 'Hidden'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
export const INITIAL_PRODUCT_STATUS: ProductStatus = 'Available';

export const ROLE_ADMIN = 'admin';
export const STATUS_VERIFIED = 'verify';

export const CATEGORIES = [
  { id: 'horror', name: 'Horror', picture: '/images/categories/horror.svg' },
  { id: 'action-adventure', name: 'Action & adventure', picture: '/images/categories/action-adventure.svg' },
  { id: 'historical-fiction', name: 'Historical fiction', picture: '/images/categories/historical-fiction.svg' },
] as const;
export const CATEGORY_NAMES = CATEGORIES.map((c) => c.name) as [
  (typeof CATEGORIES)[number]['name'],
  ...(typeof CATEGORIES)[number]['name'][],
];
export type CategoryName = (typeof CATEGORIES)[number]['name'];
export type CategoryId = (typeof CATEGORIES)[number]['id'];
export const categoryIdOf = (name: CategoryName): CategoryId => CATEGORIES.find((c) => c.name === name)!.id;

/** Seeded books were posted then, so their cards read "... December 2022" (spec §2). */
export const SEED_POSTED_MONTH = 'December 2022';

export const TOAST = {
  successMs: 2000,
  defaultMs: 4000,
  errorMs: 4000,
  maxSnack: 20,
} as const;

export const MARQUEE = { speed: 80, pauseOnHover: true } as const;

export const SERVICE_PROMISES = ['Fast delivery', 'Open discount', 'Quality', '24/7 support'] as const;

export const STATS = [
  { label: 'Books', value: 21423231212 },
  { label: 'Members', value: 89087898 },
  { label: 'Happy users', value: 9878686987 },
] as const;

export const ACCESS_TOKEN_KEY = 'accessToken';
export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;

/** Books per page on category and search pages. */
export const BOOKS_PAGE_SIZE = 10;
/** Rows per page on dashboard tables, and the API's default list page. */
export const LIST_PAGE_SIZE = 25;
export const MAX_LIST_PAGE_SIZE = 100;

/** The most documents a client list query may ask for; the rules refuse a larger or unlimited one. */
export const MAX_CLIENT_QUERY_LIMIT = 50;

/** A booking nobody moves for this many days expires and its book is offered again. */
export const BOOKING_DAYS = 7;
/** A Pay the seller neither confirms nor answers "Not paid" becomes a sale after this many days. */
export const PAID_ANSWER_DAYS = 7;
/** Bookings one buyer may hold at once (Booked, or Paid and waiting for the seller). */
export const MAX_ACTIVE_BOOKINGS = 3;
/** A buyer's own cancels: after `max` in `windowHours`, no booking until the oldest leaves the window. */
export const CANCEL_LIMIT = { max: 3, windowHours: 24 } as const;
/** After a sale the parties can still reach each other this many days (a problem with the book). */
export const CONTACT_DAYS_AFTER_SALE = 14;
/** The meeting place a buyer types in the order modal ("Dhaka" by default). */
export const MEETING_PLACE_MAX_LENGTH = 80;
/** The highest price a listing may ask, and so the highest bound a view or a saved search takes. */
export const MAX_PRICE = 1_000_000;

/** The accessToken's signing secret must be at least this long; the functions refuse to start otherwise. */
export const MIN_JWT_SECRET_BYTES = 32;

/**
 * Write limits, per caller and per IP address, in a fixed window (counters kept in Firestore, so
 * they hold across function instances). An endpoint over a limit answers 429 with Retry-After.
 */
export const RATE_LIMITS = {
  signUp: { windowSeconds: 3600, perUser: 5, perIp: 20 },
  booking: { windowSeconds: 3600, perUser: 20, perIp: 60 },
  orderMove: { windowSeconds: 3600, perUser: 60, perIp: 200 },
  listing: { windowSeconds: 3600, perUser: 30, perIp: 60 },
  // Up to 4 photos for each of the hour's listings.
  photo: { windowSeconds: 3600, perUser: 120, perIp: 300 },
  advertising: { windowSeconds: 3600, perUser: 30, perIp: 60 },
  newsletter: { windowSeconds: 3600, perUser: 5, perIp: 10 },
  profile: { windowSeconds: 3600, perUser: 60, perIp: 200 },
  report: { windowSeconds: 3600, perUser: 10, perIp: 60 },
  // GET /jwt and POST /logout. /jwt counts per address only: its caller is unknown until the ID
  // token is verified, and the limit runs before that.
  session: { windowSeconds: 3600, perUser: 30, perIp: 300 },
  // Opening a notification marks it read, and Mark all as read.
  notifications: { windowSeconds: 3600, perUser: 300, perIp: 1000 },
  // Hearts toggled while browsing, and saved searches added and deleted.
  saved: { windowSeconds: 3600, perUser: 120, perIp: 300 },
  // Sending in an order's conversation; marking it read follows what the other party sends.
  message: { windowSeconds: 3600, perUser: 60, perIp: 300 },
  messageRead: { windowSeconds: 3600, perUser: 300, perIp: 1000 },
  review: { windowSeconds: 3600, perUser: 20, perIp: 60 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** A report's own words, at most this many characters. */
export const REPORT_TEXT_MAX = 500;
/** Open reports from this many different people hide a listing until an admin decides. */
export const REPORTS_TO_HIDE = 3;

/** Largest JSON body the API accepts. */
export const MAX_BODY_BYTES = 16 * 1024;

export const CURRENCY_SYMBOL = '৳';

/** A message in an order's conversation, at most this many characters. */
export const MESSAGE_TEXT_MAX = 1000;
/** An order's conversation takes messages until this many days after the order ended. */
export const CONVERSATION_DAYS_AFTER_END = 14;

/** Days after a sale (the order's endedAt) during which either side may review the other. */
export const REVIEW_DAYS = 14;
/** A review's own words, at most this many characters. */
export const REVIEW_TEXT_MAX = 500;
/** Saved searches one person may keep. */
export const MAX_SAVED_SEARCHES = 20;
