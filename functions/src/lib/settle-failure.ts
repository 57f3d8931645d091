import { logger } from 'firebase-functions/logger';
import { HttpError } from './errors';

/**
 * A transaction that still fails after its retries (contention aborts it when many callers race
 * for one document, or a lock wait times out) is answered by what now stands, read afresh:
 * `standing` gives the reply the caller would have met had it run last, or throws it, or returns
 * undefined when nothing has moved and the failure stays a failure.
 */
export async function settleFailure<T>(err: unknown, standing: () => Promise<T | undefined>): Promise<T> {
  if (err instanceof HttpError) throw err;
  logger.warn('A transaction failed after its retries; answering by the documents as they stand', {
    error: String(err),
  });
  const outcome = await standing();
  if (outcome === undefined) throw err;
  return outcome;
}
