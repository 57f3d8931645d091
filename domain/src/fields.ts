// Field rules shared by several schemas.
import { MAX_PRICE } from './constants';
import { VALIDATION } from './messages';
import { z } from './zod';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: VALIDATION.email }));

export const nameField = z.string().trim().min(1, { error: VALIDATION.name }).max(80, { error: VALIDATION.atMost80 });

/** "২৫০" -> "250": Bangla readers may type Bangla digits. */
export const asciiDigits = (text: string) => text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - 0x09e6));

/** Prices are typed as free text (spec §5) and stored as numbers. */
export const priceField = z
  .union([z.number(), z.string()], { error: VALIDATION.price })
  // An empty text is no price at all, not 0.
  .transform((v) =>
    typeof v === 'number'
      ? v
      : v.trim() === ''
        ? NaN
        : Number(asciiDigits(v.trim()).replace(/^৳\s*/, '').replace(/,/g, '')),
  )
  .pipe(
    z
      .number({ error: VALIDATION.priceNumber })
      .positive({ error: VALIDATION.pricePositive })
      .max(MAX_PRICE, { error: VALIDATION.priceMax }),
  );

export const purchaseYearField = z
  .union([z.number(), z.string()], { error: VALIDATION.purchaseYear })
  .transform((v) => asciiDigits(String(v).trim()))
  .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= new Date().getFullYear(), {
    error: VALIDATION.purchaseYearExample,
  });

/** "Use at most N characters" for each length a schema allows. */
export const AT_MOST = { 80: VALIDATION.atMost80, 120: VALIDATION.atMost120, 2000: VALIDATION.atMost2000 } as const;

export const textField = (field: keyof typeof VALIDATION.enter, max: keyof typeof AT_MOST) =>
  z
    .string({ error: VALIDATION.enter[field] })
    .trim()
    .min(1, { error: VALIDATION.enter[field] })
    .max(max, { error: AT_MOST[max] });
