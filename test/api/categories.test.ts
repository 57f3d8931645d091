import { CATEGORIES } from '@reshelf/domain';
import { describe, expect, it } from 'vitest';
import { API_URL } from '../support/emulators';

describe('GET /api/categories through the Hosting rewrite', () => {
  it('lists the three categories with ids, names and pictures, to anyone', async () => {
    const res = await fetch(`${API_URL}/categories`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await res.json()) as { _id: string; name: string; picture: string }[];
    expect(body.map((c) => c.name)).toEqual(CATEGORIES.map((c) => c.name));
    expect(body.every((c) => c._id && c.picture.startsWith('/images/'))).toBe(true);
  });
});
