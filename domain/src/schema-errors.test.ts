// Every error a shared schema gives is a catalogue key, zod's own findings included, so the API
// and the forms can say it in the reader's language.
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from './i18n/en';
import * as domain from './index';
import { VALIDATION } from './messages';
import { z } from './zod';

const reader = i18next.createInstance();
void reader.init({ lng: 'en', resources: { en: { translation: en } }, nsSeparator: false, initAsync: false });

const schemas = Object.entries(domain as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

// Bodies a careless or hostile client sends: nothing, the wrong shape, every field of the wrong type.
const BAD_BODIES: unknown[] = [
  undefined,
  null,
  'text',
  42,
  [],
  {},
  { unexpected: true },
  Object.fromEntries(
    ['productName', 'author', 'image', 'price', 'originalPrice', 'condition', 'categoryName', 'phone']
      .concat(['location', 'purchaseDate', 'description', 'email', 'name', 'password', 'account'])
      .concat(['language', 'productId', 'meetingLocation', 'limit', 'q', 'min', 'max', 'product'])
      .map((field, i) => [field, i % 2 ? [field] : { field }]),
  ),
];

describe('the shared schemas', () => {
  it('are all checked here', () => {
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['newProductSchema', 'languageChoiceSchema']));
  });

  it.each(schemas)('%s names each error by a catalogue key', (_, schema) => {
    const messages = BAD_BODIES.flatMap((body) => schema.safeParse(body).error?.issues.map((i) => i.message) ?? []);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((key) => !reader.exists(key))).toEqual([]);
  });

  it('says a missing field is missing, and a field of another type what it takes', () => {
    const issues = domain.loginSchema.safeParse({ email: 7 }).error!.issues;
    expect(Object.fromEntries(issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      email: VALIDATION.text,
      password: VALIDATION.required,
    });
    expect(domain.newOrderSchema.safeParse('text').error!.issues[0]!.message).toBe(VALIDATION.object);
  });
});
