// The API's shared request schemas, apart from api.ts so the web app's API client, which Home's
// newsletter loads, does not load zod.
import { LIST_PAGE_SIZE, MAX_LIST_PAGE_SIZE } from './constants';
import { VALIDATION } from './messages';
import { z } from './zod';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_PATTERN } from './api';

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

/** The headers of a create that may be retried: the key is optional, and well formed when sent. */
export const idempotencyHeadersSchema = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(IDEMPOTENCY_KEY_PATTERN, 'Use 8 to 64 letters, digits or dashes')
    .optional(),
});
