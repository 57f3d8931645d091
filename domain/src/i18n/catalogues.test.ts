import { describe, expect, it } from 'vitest';
import { ERROR, OFFLINE, ORDER_END_TEXT, SUCCESS, VALIDATION } from '../messages';
import { REVIEW_MESSAGES } from '../review';
import { SAVED_MESSAGES } from '../saved';
import { bn } from './bn';
import { en } from './en';

/** Every text of a catalogue by its key: `{ "messages.success.productAdded": "..." }`. */
function texts(catalogue: object, prefix = ''): Map<string, unknown> {
  return new Map(
    Object.entries(catalogue).flatMap(([name, value]) =>
      value !== null && typeof value === 'object'
        ? [...texts(value, `${prefix}${name}.`)]
        : [[`${prefix}${name}`, value] as const],
    ),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
const keysIn = (section: object): string[] =>
  Object.values(section).flatMap((v) => (typeof v === 'string' ? [v] : keysIn(v as object)));

const english = texts(en);
const bangla = texts(bn);

describe('the English and Bangla catalogues', () => {
  it('have the same keys', () => {
    expect([...bangla.keys()].filter((k) => !english.has(k))).toEqual([]);
    expect([...english.keys()].filter((k) => !bangla.has(k))).toEqual([]);
  });

  it('hold a non-empty text for every key', () => {
    for (const [key, text] of [...english, ...bangla])
      expect(typeof text === 'string' && text.trim() !== '', key).toBe(true);
  });

  it('take the same values in each text', () => {
    for (const [key, text] of english)
      expect(placeholders(bangla.get(key) as string), key).toEqual(placeholders(text as string));
  });

  it('translate what Bangla readers read, rather than repeating the English', () => {
    // Names that stay as they are in Bangla, and values: "Reshelf", "Google", {{name}}.
    const kept = /Reshelf|Google|Firebase|URL|JSON|API|https?:\/\/\S*|\{\{\w+\}\}|\S+@\S+/g;
    const untranslated = [...english].filter(
      ([key, text]) => bangla.get(key) === text && /[a-z]{3}/i.test((text as string).replace(kept, '')),
    );
    expect(untranslated.map(([key]) => key)).toEqual([]);
  });

  it('mark the parts of a text with tags no HTML element has, so the parts keep their words', () => {
    // i18next parses <link>...</link> as the empty element <link> followed by the words.
    const empty = /<(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)\b/;
    for (const [key, text] of [...english, ...bangla]) expect(empty.test(text as string), key).toBe(false);
  });

  it('name a text in both for every message the app and the API pass around', () => {
    for (const key of keysIn({
      SUCCESS,
      ERROR,
      OFFLINE,
      ORDER_END_TEXT,
      VALIDATION,
      REVIEW_MESSAGES,
      SAVED_MESSAGES,
    })) {
      expect(english.has(key), key).toBe(true);
      expect(bangla.has(key), key).toBe(true);
    }
  });
});
