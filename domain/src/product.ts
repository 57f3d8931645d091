import type { ListingRating } from './seller-profile';
import { VALIDATION } from './messages';
import { z } from './zod';
import {
  CATEGORY_NAMES,
  CONDITIONS,
  INITIAL_PRODUCT_STATUS,
  type CategoryId,
  type CategoryName,
  type Condition,
  type ProductStatus,
} from './constants';
import { emailField, priceField, purchaseYearField, textField } from './fields';
import { photosField } from './photo';
import type { TimestampLike } from './timestamp';

/**
 * `products/{id}`: every listing, shown as the spec's Book card on its category page and on its
 * book page. Any signed-in user reads it, so it carries no contact details: the seller's email and
 * phone live in its private contact document (ProductContactDoc).
 */
export interface ProductDoc {
  sellerUid: string;
  sellerName: string;
  sellerVerified: boolean;
  /** The seller's rating, copied from their profile by the server whenever it changes (book cards). */
  sellerRating?: ListingRating;
  productName: string;
  /** Shown under the title when known; optional on the add-product form. */
  author?: string;
  /** The photos by id (PhotoDoc), 1 to MAX_PHOTOS; the first is the cover. */
  photos: string[];
  /** The cover's URL (photoUrl(photos[0], 960)): the spec's `image`, kept for its replies and copies. */
  image: string;
  /** The cover's dominant colour, `#rrggbb`, shown while it loads. */
  coverColor?: string;
  price: number;
  originalPrice?: number;
  condition: Condition;
  location: string;
  categoryName: CategoryName;
  categoryId: CategoryId;
  productStatus: ProductStatus;
  /** Year of purchase, e.g. "2021". */
  purchaseDate: string;
  description: string;
  /** Explicit "used for" text; derived from the purchase year when absent. */
  useOnly?: string;
  /** Words of title and author for search (`productKeywords`), written with every change of either. */
  keywords: string[];
  postedAt: TimestampLike;
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
  /** The order holding the book while it is Booked. */
  bookingId?: string;
  /** Advertised by its seller: the offer comes back when a booking ends and the book is Available again. */
  advertised?: boolean;
  /**
   * Why the listing is off the shelves: open reports from REPORTS_TO_HIDE people (until an admin
   * decides) or its seller's suspension. While set, a book its booking releases goes Hidden, not
   * Available.
   */
  hiddenFor?: ProductHiddenFor;
}

export type ProductHiddenFor = 'reports' | 'suspension';

/**
 * `products/{id}/private/contact` (PRODUCT_CONTACT): how to reach the seller about this book.
 * Readable by the seller and admins; copied onto an order at booking for its buyer. `phone` is the
 * seller's verified number when they listed it (displayPhone); a booking takes the number the
 * seller's account has then.
 */
export interface ProductContactDoc {
  sellerUid: string;
  sellerEmail: string;
  phone: string;
}

/**
 * POST /addProduct. The seller comes from the token; a different sellerEmail is refused. The phone
 * is the seller's verified number, so a phone in the body is dropped.
 */
export const newProductSchema = z.object({
  sellerEmail: emailField.optional(),
  productName: textField('bookName', 120),
  author: textField('author', 120).optional(),
  photos: photosField,
  price: priceField,
  originalPrice: priceField.optional(),
  condition: z.enum(CONDITIONS, { error: VALIDATION.condition }),
  location: textField('location', 80),
  categoryName: z.enum(CATEGORY_NAMES, { error: VALIDATION.category }),
  productStatus: z.literal(INITIAL_PRODUCT_STATUS, { error: VALIDATION.newIsAvailable }).optional(),
  purchaseDate: purchaseYearField,
  description: textField('description', 2000),
});
export type NewProduct = z.infer<typeof newProductSchema>;
export type NewProductForm = z.input<typeof newProductSchema>;

/** PUT /addProduct/{id}: what the seller may change of an available listing; an absent author is removed. */
export const productEditSchema = newProductSchema.pick({
  productName: true,
  author: true,
  photos: true,
  price: true,
  condition: true,
  location: true,
  description: true,
});
export type ProductEdit = z.infer<typeof productEditSchema>;
export type ProductEditForm = z.input<typeof productEditSchema>;
