// The phone rule, a module of its own: libphonenumber's metadata (30 KB gzip) then comes only
// with the pages that ask for a phone, not with every form that shares a field rule.
import { VALIDATION } from './messages';
import { isValidPhoneNumber } from 'libphonenumber-js/min';
import { z } from './zod';

/** Numbers are read as Bangladeshi when they have no country code (meetings are in Dhaka). */
export const phoneField = z
  .string({ error: VALIDATION.phone })
  .trim()
  .min(1, { error: VALIDATION.phone })
  .refine((v) => isValidPhoneNumber(v, 'BD'), {
    error: VALIDATION.phoneExample,
  });
