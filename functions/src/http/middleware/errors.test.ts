import { ERROR, MAX_BODY_BYTES, newsletterSchema, VALIDATION } from '@reshelf/domain';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { text } from '../../../../test/support/text';
import { HttpError } from '../../lib/errors';
import { limitBody } from './body-limit';
import { errorHandler, noSuchRoute } from './errors';
import { validate } from './validate';

const logged = vi.hoisted(() => vi.fn());
vi.mock('firebase-functions/logger', () => ({ logger: { error: logged } }));

// The app's error path without emulators: how the plain Node server and the function fail.
let base: string;
let close: () => void;
beforeAll(async () => {
  const app = express()
    .use((req, _res, next) => {
      // What the Functions runtime leaves behind after reading a body.
      if (req.get('x-raw-body-bytes')) req.rawBody = Buffer.alloc(Number(req.get('x-raw-body-bytes')));
      next();
    })
    .use(limitBody)
    .post('/subscribe', validate(newsletterSchema), (req, res) => {
      res.json(req.body);
    })
    .get('/items/:id', (req, res) => {
      res.json({ id: req.params.id });
    })
    .get('/boom-contact', () => {
      throw new Error('no user bob@example.com with +8801712345678');
    })
    .get('/varied', (_req, res) => {
      // As the CORS middleware leaves a reply.
      res.vary('Origin');
      throw new HttpError('not-found');
    })
    .get('/boom', () => {
      throw new Error('database password is hunter2');
    })
    .use(noSuchRoute, errorHandler);
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/subscribe`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

describe('the error path', () => {
  it('passes a valid body on, normalised and without unknown fields', async () => {
    const res = await post(JSON.stringify({ email: ' Ann@Example.COM ', admin: true }));
    expect(await res.json()).toEqual({ email: 'ann@example.com' });
  });

  it('is 400 with a message per field for an invalid body', async () => {
    const res = await post(JSON.stringify({ email: 'nope' }));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'invalid', message: text(ERROR.invalid), fields: { email: text(VALIDATION.email) } },
    });
  });

  it('is 400 for a body that is not JSON', async () => {
    const res = await post('{"email":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: text(ERROR.badJson) } });
  });

  it.each([
    ['read by express.json', {}, 'x'.repeat(MAX_BODY_BYTES)],
    ['already read by the Functions runtime', { 'x-raw-body-bytes': String(MAX_BODY_BYTES + 1) }, '{}'],
  ])('is 413 for a body over the limit %s', async (_name, headers, padding) => {
    const res = await post(JSON.stringify({ email: 'a@b.test', padding }), headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'too-large', message: text(ERROR.tooLarge) } });
  });

  it.each(['%E0%A4%A', '%', '%zz', 'a%2'])(
    'is 400, not 500, for a path whose percent-encoding is broken: %s',
    async (id) => {
      const res = await fetch(`${base}/items/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'invalid', message: text(ERROR.badRequest) } });
      expect(logged).not.toHaveBeenCalled();
    },
  );

  it('still decodes a well-formed path parameter', async () => {
    const res = await fetch(`${base}/items/${encodeURIComponent('Boi Mela/২০২৬')}`);
    expect(await res.json()).toEqual({ id: 'Boi Mela/২০২৬' });
  });

  it('is 400 for a body in a charset it does not read', async () => {
    const res = await post(JSON.stringify({ email: 'a@b.test' }), {
      'content-type': 'application/json; charset=koi8-r',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: text(ERROR.badRequest) } });
  });

  it('hides an unexpected failure as 500 and logs it', async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    const raw = await res.text();
    expect(JSON.parse(raw)).toEqual({ error: { code: 'internal', message: text(ERROR.generic) } });
    expect(raw).not.toMatch(/hunter2|at /);
    expect(logged).toHaveBeenCalledWith(
      'API request failed',
      expect.objectContaining({ method: 'GET', path: '/boom', error: expect.stringContaining('hunter2') }),
    );
  });

  it('logs no email or phone number, in the path or in the error', async () => {
    await fetch(`${base}/boom-contact?email=ann%40example.com&phone=01712-345678`);
    const entry = logged.mock.calls.at(-1)![1] as { path: string; error: string };
    expect(JSON.stringify(entry)).not.toMatch(/ann|example\.com|01712|bob/);
    expect(entry.path).toBe('/boom-contact?email=<email>&phone=<phone>');
    expect(entry.error).toContain('no user <email> with <phone>');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${base}/nowhere`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: text(ERROR.noSuchRoute) } });
  });
});

describe('the language of a failure', () => {
  const invalid = (language: 'en' | 'bn') => ({
    error: {
      code: 'invalid',
      message: text(ERROR.invalid, language),
      fields: { email: text(VALIDATION.email, language) },
    },
  });

  it('is Bangla, message and field errors, for a caller that reads Bangla', async () => {
    const res = await post(JSON.stringify({ email: 'nope' }), { 'accept-language': 'bn-BD,bn;q=0.9,en;q=0.8' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(invalid('bn'));
    expect(res.headers.get('content-language')).toBe('bn');
    // The texts are the catalogue's Bangla ones, not its keys or the English ones.
    expect(text(ERROR.invalid, 'bn')).toMatch(/[\u0980-\u09FF]/);
    expect(text(VALIDATION.email, 'bn')).toMatch(/[\u0980-\u09FF]/);
  });

  it.each([
    ['no Accept-Language', {}],
    ['a language Reshelf does not speak', { 'accept-language': 'fr-FR,fr;q=0.9' }],
    ['English first', { 'accept-language': 'en-GB,bn;q=0.5' }],
  ])('is English for %s', async (_name, headers) => {
    const res = await post(JSON.stringify({ email: 'nope' }), headers);
    expect(await res.json()).toEqual(invalid('en'));
    expect(res.headers.get('content-language')).toBe('en');
  });

  it('is Bangla for a failure the handler names itself: an unknown route, a hidden 500', async () => {
    const headers = { 'accept-language': 'bn' };
    const missing = await fetch(`${base}/nowhere`, { headers });
    expect(await missing.json()).toEqual({ error: { code: 'not-found', message: text(ERROR.noSuchRoute, 'bn') } });
    const boom = await fetch(`${base}/boom`, { headers });
    expect(await boom.json()).toEqual({ error: { code: 'internal', message: text(ERROR.generic, 'bn') } });
  });

  it('says that the reply depends on Accept-Language, beside what else it varies on', async () => {
    const res = await fetch(`${base}/nowhere`);
    expect(res.headers.get('vary')).toMatch(/\baccept-language\b/i);
    const varied = await fetch(`${base}/varied`);
    expect(varied.headers.get('vary')?.toLowerCase().split(/,\s*/)).toEqual(['origin', 'accept-language']);
  });
});
