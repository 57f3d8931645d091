// Field rules shared by several schemas.
import { z } from './zod';

export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }));

export const nameField = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name' })
  .max(80, { error: 'Use at most 80 characters' });

/** Prices are typed as free text (spec §5) and stored as numbers. */
export const priceField = z
  .union([z.number(), z.string()], { error: 'Enter a price' })
  // An empty text is no price at all, not 0.
  .transform((v) =>
    typeof v === 'number' ? v : v.trim() === '' ? NaN : Number(v.trim().replace(/^৳\s*/, '').replace(/,/g, '')),
  )
  .pipe(
    z
      .number({ error: 'Enter a price as a number, e.g. 250' })
      .positive({ error: 'The price must be more than 0' })
      .max(1_000_000, { error: 'The price must be at most 1,000,000' }),
  );

export const imageUrlField = z
  .string()
  .trim()
  // Only https: a page served over https shows no http image, and a listing is public.
  .pipe(z.url({ protocol: /^https$/, error: 'Enter an image URL starting with https://' }))
  .pipe(z.string().max(2048, { error: 'The URL is too long' }));

export const purchaseYearField = z
  .union([z.number(), z.string()], { error: 'Enter the year of purchase' })
  .transform((v) => String(v).trim())
  .refine((v) => /^\d{4}$/.test(v) && Number(v) >= 1900 && Number(v) <= new Date().getFullYear(), {
    error: 'Enter the year of purchase, e.g. 2021',
  });

export const textField = (label: string, max: number) =>
  z
    .string({ error: `Enter ${label}` })
    .trim()
    .min(1, { error: `Enter ${label}` })
    .max(max, { error: `Use at most ${max} characters` });
