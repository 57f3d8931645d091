import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

describe('formatDateTime', () => {
  const at = new Date('2026-11-26T10:35:00Z');

  it('reads in Dhaka time with a 12-hour clock in English', () => {
    expect(formatDateTime(at, 'en')).toMatch(/^26 November (at )?4:35\spm$/i);
  });

  it('keeps Bangla free of English: Bangla digits on a 24-hour clock, no AM or PM', () => {
    expect(formatDateTime(at, 'bn')).toBe('২৬ নভেম্বর এ ১৬:৩৫');
  });
});
