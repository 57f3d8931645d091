import { ERROR, MAX_BODY_BYTES, newsletterSchema } from '@reshelf/domain';
import express from 'express';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
      error: { code: 'invalid', message: ERROR.invalid, fields: { email: expect.any(String) } },
    });
  });

  it('is 400 for a body that is not JSON', async () => {
    const res = await post('{"email":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: ERROR.badJson } });
  });

  it.each([
    ['read by express.json', {}, 'x'.repeat(MAX_BODY_BYTES)],
    ['already read by the Functions runtime', { 'x-raw-body-bytes': String(MAX_BODY_BYTES + 1) }, '{}'],
  ])('is 413 for a body over the limit %s', async (_name, headers, padding) => {
    const res = await post(JSON.stringify({ email: 'a@b.test', padding }), headers);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: { code: 'too-large', message: ERROR.tooLarge } });
  });

  it.each(['%E0%A4%A', '%', '%zz', 'a%2'])(
    'is 400, not 500, for a path whose percent-encoding is broken: %s',
    async (id) => {
      const res = await fetch(`${base}/items/${id}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ error: { code: 'invalid', message: ERROR.badRequest } });
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
    expect(await res.json()).toEqual({ error: { code: 'invalid', message: ERROR.badRequest } });
  });

  it('hides an unexpected failure as 500 and logs it', async () => {
    const res = await fetch(`${base}/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'internal', message: ERROR.generic } });
    expect(text).not.toMatch(/hunter2|at /);
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
    expect(await res.json()).toEqual({ error: { code: 'not-found', message: ERROR.noSuchRoute } });
  });
});
