import { ERROR } from '@reshelf/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTENDED_RETRIES, runContended } from './contended-transaction';
import { HttpError } from './errors';

const warned = vi.hoisted(() => vi.fn());
vi.mock('firebase-functions/logger', () => ({ logger: { warn: warned } }));

const aborted = () => Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });
const QUICK = { ...CONTENDED_RETRIES, minTimeout: 1, maxTimeout: 1, retries: 3 };

/** A Firestore whose transactions end as `outcomes` say, one per attempt. */
function firestore(...outcomes: (() => unknown)[]) {
  const runTransaction = vi.fn(async () => outcomes.shift()!());
  return { db: { runTransaction } as unknown as Firestore, runTransaction };
}

beforeEach(() => warned.mockClear());

describe('runContended', () => {
  it('runs the transaction once, without the SDK retrying it, when nothing contends', async () => {
    const { db, runTransaction } = firestore(() => 'booked');
    const update = vi.fn();
    await expect(runContended(db, update, vi.fn(), QUICK)).resolves.toBe('booked');
    expect(runTransaction).toHaveBeenCalledExactlyOnceWith(update, { maxAttempts: 1 });
  });

  it('answers a loser from the documents as they stand as soon as someone has won', async () => {
    const taken = new HttpError('conflict', ERROR.bookUnavailable);
    const { db, runTransaction } = firestore(() => {
      throw aborted();
    });
    const standing = vi.fn(async () => {
      throw taken;
    });
    await expect(runContended(db, vi.fn(), standing, QUICK)).rejects.toBe(taken);
    expect(runTransaction).toHaveBeenCalledTimes(1);
    expect(warned).toHaveBeenCalledTimes(1);
  });

  it("answers with the standing's reply: the caller's own commit landed, its reply did not", async () => {
    const { db } = firestore(() => {
      throw aborted();
    });
    const own = { id: 'o1', created: false };
    await expect(runContended(db, vi.fn(), async () => own, QUICK)).resolves.toBe(own);
  });

  it('tries again while nothing has moved, and succeeds', async () => {
    const { db, runTransaction } = firestore(
      () => {
        throw aborted();
      },
      () => {
        throw aborted();
      },
      () => 'booked',
    );
    await expect(runContended(db, vi.fn(), async () => undefined, QUICK)).resolves.toBe('booked');
    expect(runTransaction).toHaveBeenCalledTimes(3);
  });

  it('gives up with the last failure when its retries run out and nothing has moved', async () => {
    const last = aborted();
    const { db, runTransaction } = firestore(
      () => {
        throw aborted();
      },
      () => {
        throw aborted();
      },
      () => {
        throw aborted();
      },
      () => {
        throw last;
      },
    );
    await expect(runContended(db, vi.fn(), async () => undefined, QUICK)).rejects.toBe(last);
    expect(runTransaction).toHaveBeenCalledTimes(4);
  });

  it("passes the transaction's own refusal on at once: no retry, no reading, no warning", async () => {
    const refusal = new HttpError('forbidden', ERROR.ownBook);
    const { db, runTransaction } = firestore(() => {
      throw refusal;
    });
    const standing = vi.fn();
    await expect(runContended(db, vi.fn(), standing, QUICK)).rejects.toBe(refusal);
    expect(runTransaction).toHaveBeenCalledTimes(1);
    expect(standing).not.toHaveBeenCalled();
    expect(warned).not.toHaveBeenCalled();
  });

  it('keeps every retry inside the function timeout of 60 s', () => {
    // The last retry may start just before the limit and wait on a lock itself.
    expect(CONTENDED_RETRIES.maxRetryTime! + CONTENDED_RETRIES.maxTimeout!).toBeLessThanOrEqual(45_000);
  });
});
