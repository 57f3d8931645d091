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

/**
 * The header a client sends with a create it may retry (a lost reply): the same key from the same
 * caller gets the first result back instead of a second copy.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** What a key may look like: a UUID, or any short token of letters, digits and dashes. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9-]{8,64}$/;
