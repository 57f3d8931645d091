import { ERROR } from '@reshelf/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { call } from './support/http';
import { uniqueEmail } from './support/people';

describe('POST /newsletter', () => {
  it('records a subscription once, without sign-in', async () => {
    const email = uniqueEmail('reader');
    const res = await call('POST', '/newsletter', { body: { email: ` ${email.toUpperCase()} ` } });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: email } });
    const again = await call('POST', '/newsletter', { body: { email } });
    expect(again).toMatchObject({ status: 200, body: { acknowledged: true, insertedId: email } });
    expect((await db.doc(`newsletter/${email}`).get()).data()).toMatchObject({ email });
  });

  it.each([{}, { email: 'not-an-email' }, { email: 42 }])('is 400 for %j', async (body) => {
    const res = await call('POST', '/newsletter', { body });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', message: ERROR.invalid, fields: { email: expect.any(String) } } },
    });
  });
});
