import { ERROR, IDEMPOTENCY_KEY_PATTERN, SUCCESS, VALIDATION } from '@reshelf/domain';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { refreshVerifiedPhone, useVerifiedPhone } from '../../lib/phone-auth';
import { deferred } from '../../test/fixtures';
import { AddProductForm } from './AddProductForm';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The seller's verified number, as Firebase Auth keeps it; no Firebase under jsdom.
vi.mock('../../lib/phone-auth', () => ({
  useVerifiedPhone: vi.fn(),
  refreshVerifiedPhone: vi.fn(),
  sendPhoneCode: vi.fn(),
}));

function resetMocks() {
  vi.resetAllMocks();
  vi.mocked(useVerifiedPhone).mockReturnValue('+8801712345678');
  vi.mocked(refreshVerifiedPhone).mockResolvedValue(null);
}

const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

// Pasting types a whole value in one event: typing key by key is too slow for MUI under jsdom.
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(screen.getByRole('option', { name: option }));
}

async function fillValid() {
  await enter(field('Book name'), 'Dracula');
  await enter(field('Image URL'), 'https://example.com/dracula.jpg');
  await enter(field('Price'), '1,250');
  await choose('Condition', 'Excellent');
  await choose('Category', 'Horror');
  await enter(field('Location'), 'Mirpur, Dhaka');
  await enter(field('Year of purchase'), '2020');
  await enter(field('Description'), 'A classic, lightly read.');
}

// Opening MUI selects under jsdom takes a while: a filled form needs a few seconds.
describe('Add a product', { timeout: 15_000 }, () => {
  beforeEach(resetMocks);

  it('prefills the seller email and the Available status, both read-only', () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    expect(field('Seller email')).toHaveValue('seller@reshelf.test');
    expect(field('Seller email')).toHaveAttribute('readonly');
    expect(field('Status')).toHaveValue('Available');
    expect(field('Status')).toHaveAttribute('readonly');
  });

  it('requires every field but the optional ones, and sends nothing until they are filled', async () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    for (const message of [
      'Enter the book name',
      'Enter an image URL starting with https://',
      'Enter a price as a number, e.g. 250',
      'Choose Good, Excellent or Fair',
      'Choose a category',
      'Enter a location',
      'Enter the year of purchase, e.g. 2021',
      'Enter a description',
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(field('Book name')).toHaveAccessibleDescription('Enter the book name');
    expect(field('Author')).not.toHaveAttribute('aria-invalid', 'true');
    expect(field('Original price')).not.toHaveAttribute('aria-invalid', 'true');
    expect(api).not.toHaveBeenCalled();
  });

  it('adds the product with the price as a number, toasts, and moves on', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    const onAdded = vi.fn();
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={onAdded} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));

    expect(api).toHaveBeenCalledWith('/addProduct', {
      method: 'POST',
      toast: false,
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      body: {
        sellerEmail: 'seller@reshelf.test',
        productStatus: 'Available',
        productName: 'Dracula',
        image: 'https://example.com/dracula.jpg',
        price: 1250,
        condition: 'Excellent',
        categoryName: 'Horror',
        location: 'Mirpur, Dhaka',
        purchaseDate: '2020',
        description: 'A classic, lightly read.',
      },
    });
    expect(screen.getByRole('button', { name: 'Add product' })).toBeDisabled();

    reply.resolve({ acknowledged: true, insertedId: 'p1' });
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(notify.success).toHaveBeenCalledWith(SUCCESS.productAdded);
  });

  it('puts the server’s field errors next to their fields, and says why on the form', async () => {
    vi.mocked(api).mockImplementation(() =>
      Promise.reject(
        new ApiError(400, 'invalid', 'Some fields need your attention.', { location: 'Use at most 80 characters' }),
      ),
    );
    const onAdded = vi.fn();
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={onAdded} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Use at most 80 characters')).toBeInTheDocument();
    expect(field('Location')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(notify.success).not.toHaveBeenCalled();
    expect(onAdded).not.toHaveBeenCalled();
  });

  it('keeps every typed field when the connection drops, says why, and adds the book on the next try', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValueOnce(reply.promise);
    const onAdded = vi.fn();
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={onAdded} />);
    await fillValid();
    const add = screen.getByRole('button', { name: 'Add product' });
    await userEvent.click(add);
    expect(add).toBeDisabled();

    reply.reject(new ApiError(0, 'network', ERROR.network));
    expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.network));
    expect(add).toBeEnabled();
    expect(onAdded).not.toHaveBeenCalled();
    const typed = {
      'Book name': 'Dracula',
      'Image URL': 'https://example.com/dracula.jpg',
      Price: '1,250',
      Location: 'Mirpur, Dhaka',
      'Year of purchase': '2020',
      Description: 'A classic, lightly read.',
    };
    for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
    expect(field('Your verified phone')).toHaveValue('01712-345678');
    expect(screen.getByRole('combobox', { name: /^Condition/ })).toHaveTextContent('Excellent');
    expect(screen.getByRole('combobox', { name: /^Category/ })).toHaveTextContent('Horror');

    vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, insertedId: 'p1' });
    await userEvent.click(add);
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(api).toHaveBeenCalledTimes(2);
    // The retry is the same listing to the API: a reply lost the first time cannot make two.
    const keys = vi.mocked(api).mock.calls.map(([, options]) => options?.idempotencyKey);
    expect(keys[0]).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keys[1]).toBe(keys[0]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the verified phone read-only; without one, asks for it at once and on submit, and sends nothing', async () => {
    const verified = render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    expect(field('Your verified phone')).toHaveValue('01712-345678');
    expect(field('Your verified phone')).toHaveAttribute('readonly');
    verified.unmount();
    vi.mocked(useVerifiedPhone).mockReturnValue(null);
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    const verify = await screen.findByRole('dialog', { name: 'Verify your phone' });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(verify).not.toBeInTheDocument());
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('asks for a phone when the server says the seller has no verified number', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(403, 'phone-unverified', ERROR.phoneNotVerified));
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeVisible();
  });

  it('previews the image of the typed URL', async () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    expect(screen.queryByRole('img', { name: "Preview of the book's image" })).not.toBeInTheDocument();
    await enter(field('Image URL'), 'https://example.com/dracula.jpg');
    expect(screen.getByRole('img', { name: "Preview of the book's image" })).toHaveAttribute(
      'src',
      'https://example.com/dracula.jpg',
    );
  });

  it('refuses an image URL that does not load as an image, and sends nothing', async () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await fillValid();
    fireEvent.error(screen.getByRole('img', { name: "Preview of the book's image" }));
    expect(screen.getByRole('alert')).toHaveTextContent(text(ERROR.imageDoesNotLoad));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(field('Image URL')).toHaveAccessibleDescription(text(ERROR.imageDoesNotLoad));
    expect(api).not.toHaveBeenCalled();
  });
});

describe('Add a product in Bangla', { timeout: 15_000 }, () => {
  beforeEach(resetMocks);

  it('asks in Bangla, shows the choices in Bangla and sends the stored values', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'p1' });
    await act(() => i18next.changeLanguage('bn'));
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    expect(field('বিক্রির অবস্থা')).toHaveValue('পাওয়া যাচ্ছে');
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    expect(field('বইয়ের নাম')).toHaveAccessibleDescription(text(VALIDATION.enter.bookName, 'bn'));
    expect(screen.getByText(text(VALIDATION.category, 'bn'))).toBeInTheDocument();

    await enter(field('বইয়ের নাম'), 'Dracula');
    await enter(field('ছবির URL'), 'https://example.com/dracula.jpg');
    await enter(field('দাম'), '1,250');
    await choose('অবস্থা', 'চমৎকার');
    await choose('ক্যাটাগরি', 'হরর');
    expect(screen.getByRole('combobox', { name: /^ক্যাটাগরি/ })).toHaveTextContent('হরর');
    await enter(field('অবস্থান'), 'Mirpur, Dhaka');
    await enter(field('কেনার বছর'), '2020');
    await enter(field('বিবরণ'), 'A classic, lightly read.');
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/addProduct',
        expect.objectContaining({
          body: expect.objectContaining({ productStatus: 'Available', condition: 'Excellent', categoryName: 'Horror' }),
        }),
      ),
    );
  });
});
