import { VALIDATION } from './messages';
import { z } from './zod';
import type { TimestampLike } from './timestamp';

/** `advertisements/{productId}`: keyed by its product, so advertising twice changes nothing. */
export interface AdvertisementDoc {
  product: { _id: string; productName: string; image: string; price: number };
  sellerUid: string;
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
}

/** The listing's fields an advertisement carries; written on advertising and on every edit. */
export function advertisedProduct(
  productId: string,
  { productName, image, price }: { productName: string; image: string; price: number },
): AdvertisementDoc['product'] {
  return { _id: productId, productName, image, price };
}

/** POST /advertise: the server copies the product's fields itself. */
export const advertiseSchema = z.object({
  product: z.object({ _id: z.string({ error: VALIDATION.product }).trim().min(1).max(128) }),
});
export type AdvertiseRequest = z.infer<typeof advertiseSchema>;
