import { ERROR, newBookingToast } from '@reshelf/domain';
import { bn } from '@reshelf/domain/i18n/bn';
import { en } from '@reshelf/domain/i18n/en';
import { describe, expect, it } from 'vitest';
import { translate } from './i18n';

describe('translate', () => {
  it("gives a key's text in English by default, and in Bangla when asked", () => {
    expect(translate(ERROR.notFound)).toBe(en.messages.error.notFound);
    expect(translate(ERROR.notFound, 'bn')).toBe(bn.messages.error.notFound);
  });

  it('puts the values into the text, as they are', () => {
    const message = newBookingToast('Pather <Panchali> & co');
    expect(translate(message, 'bn')).toContain('Pather <Panchali> & co');
    expect(translate(message, 'en')).toContain('Pather <Panchali> & co');
    expect(translate(message, 'bn')).not.toBe(translate(message, 'en'));
  });

  it('returns a text that is no key as it is', () => {
    expect(translate('Invalid input: expected string, received number', 'bn')).toBe(
      'Invalid input: expected string, received number',
    );
  });
});
