// The Book card a listing shows as; apart from the product's schemas, so a page of cards loads no
// form validation (and its phone number rules).
import type { Condition } from './constants';
import type { ProductDoc } from './product';

/** The spec's Book card (category listing), plus the seller's verification and the condition. */
export interface BookCard {
  _id: string;
  name: string;
  picture: string;
  /** The cover's dominant colour, shown while it loads. */
  color?: string;
  location: string;
  originalPrice: number | null;
  resalePrice: number;
  /** ISO date of posting. */
  postedDate: string;
  sellerName: string;
  useOnly: string;
  sellerVerified: boolean;
  condition: Condition;
}

export function deriveUseOnly(purchaseYear: string, postedAt: Date): string {
  const years = postedAt.getUTCFullYear() - Number(purchaseYear);
  if (!Number.isFinite(years) || years < 1) return 'Less than a year';
  return years === 1 ? '1 year' : `${years} years`;
}

export function toBookCard(id: string, p: ProductDoc): BookCard {
  const posted = new Date(p.postedAt.toMillis());
  return {
    _id: id,
    name: p.productName,
    picture: p.image,
    ...(p.coverColor ? { color: p.coverColor } : {}),
    location: p.location,
    originalPrice: p.originalPrice ?? null,
    resalePrice: p.price,
    postedDate: posted.toISOString(),
    sellerName: p.sellerName,
    useOnly: p.useOnly ?? deriveUseOnly(p.purchaseDate, posted),
    sellerVerified: p.sellerVerified,
    condition: p.condition,
  };
}
