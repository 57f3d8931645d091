import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import pRetry, { type Options } from 'p-retry';
import { HttpError } from './errors';

/**
 * Retries of a transaction many callers race on, all inside the function's 60 s. They back off
 * with jitter, which breaks the lock-wait cycles of callers that retry in step (the emulator ends
 * each with a lock timeout); the SDK's own retries could back off 60 s at once after a
 * RESOURCE_EXHAUSTED, long enough for a losing buyer's request to time out.
 */
export const CONTENDED_RETRIES: Options = {
  retries: 20,
  minTimeout: 500,
  factor: 1.5,
  maxTimeout: 8_000,
  randomize: true,
  maxRetryTime: 35_000,
};

/**
 * Runs `update` as one transaction, again while contention aborts it (twenty buyers for one book,
 * both parties moving one order). After each failed attempt the documents as they stand, read
 * afresh, may answer instead: `standing` returns the reply the caller would meet had it run last,
 * or throws that refusal, or returns undefined while nothing has moved. So a loser hears it lost
 * as soon as someone won, not after every retry. A refusal (HttpError) is never retried.
 */
export function runContended<T>(
  db: Firestore,
  update: (tx: Transaction) => Promise<T>,
  standing: () => Promise<T | undefined>,
  retries: Options = CONTENDED_RETRIES,
): Promise<T> {
  return pRetry(
    async (attempt) => {
      try {
        return await db.runTransaction(update, { maxAttempts: 1 });
      } catch (err) {
        if (err instanceof HttpError) throw err;
        logger.warn('A contended transaction failed', { error: String(err), attempt });
        const outcome = await standing();
        if (outcome === undefined) throw err;
        return outcome;
      }
    },
    {
      ...retries,
      shouldRetry: ({ error }) => !(error instanceof HttpError),
    },
  );
}
