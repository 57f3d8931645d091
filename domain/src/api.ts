import { VALIDATION } from './messages';
import { z } from './zod';
import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from './constants';
import type { ApiErrorCode } from './messages';

export const API_BASE = '/api';

export interface ApiErrorBody {
  error: { code: ApiErrorCode; message: string; fields?: Record<string, string> };
}
export interface CreatedReply {
  acknowledged: true;
  insertedId: string;
}
export interface UpdatedReply {
  acknowledged: true;
  modifiedCount: number;
}
export interface DeletedReply {
  acknowledged: true;
  deletedCount: number;
}
export interface AccessTokenReply {
  accessToken: string;
  /** False for an account whose sign-up stopped before POST /users: sign-in asks for the rest. */
  hasProfile: boolean;
}
/** Lists are arrays; they page with `?limit=&after=<last _id>`. */
export type ListReply<T> = (T & { _id: string })[];

const limitError = { error: VALIDATION.limit };

/** `?limit=&after=` of every list. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number(limitError)
    .int(limitError)
    .min(1, limitError)
    .max(MAX_LIST_PAGE_SIZE, limitError)
    .default(LIST_PAGE_SIZE),
  after: z.string().trim().min(1).max(128).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * The header a client sends with a create it may retry (a lost reply): the same key from the same
 * caller gets the first result back instead of a second copy.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may look like: a UUID, or any short token of letters, digits and dashes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
/** The headers of a create that may be retried: the key is optional, and well formed when sent. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Use 8 to 64 letters, digits or dashes')
    .optional(),
});
