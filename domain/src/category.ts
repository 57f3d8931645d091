import type { TimestampLike } from './timestamp';

/** `categories/{id}`: the id is a slug such as `horror`. */
export interface CategoryDoc {
  name: string;
  picture: string;
  /** Display order on Home. */
  position: number;
  createdAt?: TimestampLike;
  updatedAt?: TimestampLike;
}
