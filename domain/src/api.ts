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
}
/** Lists are arrays; they page with `?limit=&after=<last _id>`. */
export type ListReply<T> = (T & { _id: string })[];
