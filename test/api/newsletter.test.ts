import { ERROR, VALIDATION } from '@reshelf/domain';
import { describe, expect, it } from 'vitest';
import { db } from '../support/firebase-admin';
import { text } from '../support/text';
import { call } from './support/http';
import { uniqueEmail } from './support/people';

describe('POST /newsletter', () => {
  it('records a subscription once, without sign-in', async () => {
    const email = uniqueEmail('reader');
    const res = await call('POST', '/newsletter', { body: { email: ` ${email.toUpperCase()} ` } });
    expect(res).toMatchObject({ status: 201, body: { acknowledged: true, insertedId: email } });
    const first = (await db.doc(`newsletter/${email}`).get()).data();
    expect(first).toMatchObject({ email });
    await call('POST', '/newsletter', { body: { email } });
    expect((await db.doc(`newsletter/${email}`).get()).data()).toEqual(first);
  });

  it('answers a known address exactly like a new one, so nobody learns who subscribed', async () => {
    const known = uniqueEmail('known');
    await call('POST', '/newsletter', { body: { email: known } });
    const fresh = uniqueEmail('fresh');
    const [again, first] = await Promise.all([
      call('POST', '/newsletter', { body: { email: known } }),
      call('POST', '/newsletter', { body: { email: fresh } }),
    ]);
    expect(again.status).toBe(first.status);
    expect(again.body).toEqual({ ...(first.body as object), insertedId: known });
  });

  it.each([{}, { email: 'not-an-email' }, { email: 42 }])('is 400 for %j', async (body) => {
    const res = await call('POST', '/newsletter', { body });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid', message: text(ERROR.invalid), fields: { email: expect.any(String) } } },
    });
  });

  it('answers in the language of Accept-Language: Bangla for bn-BD, English otherwise', async () => {
    const body = { email: 'not-an-email' };
    const bangla = await call('POST', '/newsletter', {
      body,
      headers: { 'Accept-Language': 'bn-BD,bn;q=0.9,en;q=0.8' },
    });
    expect(bangla).toMatchObject({
      status: 400,
      body: {
        error: { code: 'invalid', message: text(ERROR.invalid, 'bn'), fields: { email: text(VALIDATION.email, 'bn') } },
      },
    });
    expect(text(ERROR.invalid, 'bn')).not.toBe(text(ERROR.invalid));
    expect(bangla.headers.get('content-language')).toBe('bn');
    expect(bangla.headers.get('vary')).toMatch(/accept-language/i);

    for (const headers of [{}, { 'Accept-Language': 'fr-FR,fr;q=0.9' }] as Record<string, string>[]) {
      const english = await call('POST', '/newsletter', { body, headers });
      expect(english.body).toEqual({
        error: { code: 'invalid', message: text(ERROR.invalid), fields: { email: text(VALIDATION.email) } },
      });
      expect(english.headers.get('content-language')).toBe('en');
    }
  });
});
