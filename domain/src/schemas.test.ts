import { describe, expect, it } from 'vitest';
import {
  deriveUseOnly,
  formatMonth,
  formatYear,
  formatPostedDate,
  formatPrice,
  newOrderSchema,
  newProductSchema,
  phoneField,
  displayPhone,
  toE164,
  signUpSchema,
  VALIDATION,
} from './index';

const validProduct = {
  productName: 'Dracula',
  photos: ['0123456789abcdef0123456789abcdef'],
  price: '250',
  condition: 'Good',
  location: 'Mirpur',
  categoryName: 'Horror',
  purchaseDate: '2020',
  description: 'A classic, lightly read.',
};

describe('newProductSchema', () => {
  it('reads a free-text price as a number and drops unknown fields', () => {
    const parsed = newProductSchema.parse({ ...validProduct, price: ' 1,250 ', isAdmin: true });
    expect(parsed.price).toBe(1250);
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  it.each([
    ['photos', []],
    ['photos', ['https://example.com/a.jpg']],
    ['price', 'cheap'],
    ['price', '-5'],
    ['condition', 'Mint'],
    ['categoryName', 'Romance'],
    ['purchaseDate', '3020'],
    ['productName', '   '],
  ])('refuses %s = %j with a message for that field', (field, value) => {
    const result = newProductSchema.safeParse({ ...validProduct, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path[0]).toBe(field);
    expect(result.error?.issues[0]?.message).toMatch(/\w/);
  });

  it('reads a price and a year typed in Bangla digits', () => {
    const result = newProductSchema.safeParse({ ...validProduct, price: '৳১,২৫০', purchaseDate: '২০২০' });
    expect(result.data).toMatchObject({ price: 1250, purchaseDate: '2020' });
  });

  it('asks for a price when the price is left empty, rather than calling it 0', () => {
    const result = newProductSchema.safeParse({ ...validProduct, price: ' ' });
    expect(result.error?.issues[0]?.message).toBe(VALIDATION.priceNumber);
  });
});

describe('phone numbers', () => {
  it.each(['01712345678', '+8801712345678', '01712-345678', '+44 20 7946 0958'])('accepts %s', (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(true);
  });
  it.each(['', 'call me', '12345'])('refuses %j', (phone) => {
    expect(phoneField.safeParse(phone).success).toBe(false);
  });
  it.each(['01712345678', '01712-345678', ' +880 1712 345678 '])('sends %j to Firebase as +8801712345678', (phone) => {
    expect(toE164(phone)).toBe('+8801712345678');
  });
  it('shows a verified number in the national format', () => {
    expect(displayPhone('+8801712345678')).toBe('01712-345678');
    expect(displayPhone('+442079460958')).toBe('+44 20 7946 0958');
  });
});

describe('newOrderSchema', () => {
  it("drops a phone in the body: the buyer's is their verified number", () => {
    expect(newOrderSchema.parse({ productId: 'p1', phone: '01712345678' })).not.toHaveProperty('phone');
  });
});

describe('signUpSchema', () => {
  it('normalises the email and refuses a short password', () => {
    expect(
      signUpSchema.parse({ name: 'Ann', email: ' Ann@Example.COM ', password: 'secret1', account: 'Seller' }).email,
    ).toBe('ann@example.com');
    expect(
      signUpSchema.safeParse({ name: 'Ann', email: 'ann@example.com', password: '123', account: 'Buyer' }).success,
    ).toBe(false);
  });
});

describe('formatting', () => {
  it('shows seeded posting dates as the spec does', () => {
    expect(formatPostedDate('2022-12-14T10:00:00Z')).toBe('14 December 2022');
  });
  it('formats prices and years of use', () => {
    expect(formatPrice(1250)).toBe('৳1,250');
  });

  it('groups by lakh and crore, in Bangla digits in Bangla, and dates in Dhaka', () => {
    expect(formatPrice(12500000)).toBe('৳1,25,00,000');
    expect(formatPrice(12500000, 'bn')).toBe('৳১,২৫,০০,০০০');
    expect(formatPostedDate('2022-12-14T20:00:00Z', 'bn')).toBe('১৫ ডিসেম্বর, ২০২২');
    expect(formatMonth('2022-12-14T10:00:00Z', 'bn')).toBe('ডিসেম্বর ২০২২');
    expect(formatYear(2026)).toBe('2026');
    expect(formatYear(2026, 'bn')).toBe('২০২৬');
    expect(deriveUseOnly('2020', new Date('2022-12-01'))).toBe('2 years');
    expect(deriveUseOnly('2022', new Date('2022-12-01'))).toBe('Less than a year');
  });
});
