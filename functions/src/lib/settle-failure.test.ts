import { ERROR } from '@reshelf/domain';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from './errors';
import { settleFailure } from './settle-failure';

const warned = vi.hoisted(() => vi.fn());
vi.mock('firebase-functions/logger', () => ({ logger: { warn: warned } }));

const aborted = Object.assign(new Error('10 ABORTED: Transaction lock timeout.'), { code: 10 });

describe('settleFailure', () => {
  it("answers by what stands: the standing's reply, logged with the failure", async () => {
    await expect(settleFailure(aborted, async () => ({ id: 'o1', created: false }))).resolves.toEqual({
      id: 'o1',
      created: false,
    });
    expect(warned).toHaveBeenCalledWith(expect.any(String), { error: String(aborted) });
  });

  it('answers with the refusal the standing throws', async () => {
    const taken = new HttpError('conflict', ERROR.bookUnavailable);
    await expect(
      settleFailure(aborted, async () => {
        throw taken;
      }),
    ).rejects.toBe(taken);
  });

  it('keeps the failure when nothing has moved', async () => {
    await expect(settleFailure(aborted, async () => undefined)).rejects.toBe(aborted);
  });

  it("passes the transaction's own refusal on without reading anything", async () => {
    const refusal = new HttpError('forbidden', ERROR.ownBook);
    const standing = vi.fn();
    await expect(settleFailure(refusal, standing)).rejects.toBe(refusal);
    expect(standing).not.toHaveBeenCalled();
  });
});
