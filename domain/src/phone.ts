// The phone rule, a module of its own: libphonenumber's metadata (30 KB gzip) then comes only
// with the pages that ask for a phone, not with every form that shares a field rule.
import { VALIDATION } from './messages';
import { isValidPhoneNumber, parsePhoneNumber } from 'libphonenumber-js/min';
import { z } from './zod';

/** Numbers are read as Bangladeshi when they have no country code (meetings are in Dhaka). */
export const phoneField = z
  .string({ error: VALIDATION.phone })
  .trim()
  .min(1, { error: VALIDATION.phone })
  .refine((v) => isValidPhoneNumber(v, 'BD'), {
    error: VALIDATION.phoneExample,
  });

/** A number as Firebase Auth keeps it (E.164, +880…), from one typed in Bangladesh format. */
export const toE164 = (phone: string) => parsePhoneNumber(phone, 'BD').number;

/**
 * A verified number as people read it, the same everywhere (orders, listings, the dialog):
 * Bangladesh national format, 01712-345678; another country's in international format.
 */
export function displayPhone(e164: string) {
  const parsed = parsePhoneNumber(e164, 'BD');
  return parsed.country === 'BD' ? parsed.formatNational() : parsed.formatInternational();
}

/** The "Verify your phone" dialog's number step. */
export const phoneNumberSchema = z.object({ phone: phoneField });
export type PhoneNumberForm = z.input<typeof phoneNumberSchema>;
