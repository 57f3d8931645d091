import { ERROR, IDEMPOTENCY_KEY_PATTERN, photoUrl, SUCCESS, VALIDATION, type ProductDoc } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { readQuery } from '../../lib/firestore-query';
import { refreshVerifiedPhone, useVerifiedPhone } from '../../lib/phone-auth';
import { deferred } from '../../test/fixtures';
import { AddProductForm } from './AddProductForm';
import { resizePhoto } from './photos/resize-photo';
import { uploadPhoto } from './photos/upload-photo';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('./photos/upload-photo', () => ({ uploadPhoto: vi.fn() }));
vi.mock('./photos/resize-photo', () => ({ resizePhoto: vi.fn(), PhotoNotReadable: class extends Error {} }));
// The catalogue the title and author suggest from; no Firebase under jsdom.
vi.mock('../../lib/firestore-query', () => ({ readQuery: vi.fn() }));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));
// The seller's verified number, as Firebase Auth keeps it; no Firebase under jsdom.
vi.mock('../../lib/phone-auth', () => ({
  useVerifiedPhone: vi.fn(),
  refreshVerifiedPhone: vi.fn(),
  sendPhoneCode: vi.fn(),
}));

// A photo's id is the name it was picked by, in hex: the test reads the order sent from the ids.
const idOf = (name: string) =>
  [...name]
    .map((c) => c.charCodeAt(0).toString(16))
    .join('')
    .padEnd(32, '0');
const photo = (name: string) => new File([name], name, { type: 'image/jpeg' });

function resetMocks() {
  vi.resetAllMocks();
  vi.mocked(useVerifiedPhone).mockReturnValue('+8801712345678');
  vi.mocked(refreshVerifiedPhone).mockResolvedValue(null);
  vi.mocked(readQuery).mockResolvedValue([]);
  vi.mocked(resizePhoto).mockImplementation(async (file) => file);
  vi.mocked(uploadPhoto).mockImplementation(async (blob) => {
    const id = idOf((blob as File).name);
    return { id, urls: { '320': photoUrl(id, 320), '960': photoUrl(id, 960) }, color: '#334455', width: 960, height: 1280 };
  });
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }));
}

// The title and author suggest from the catalogue: comboboxes with free text.
const field = (label: string) =>
  screen.queryByRole('textbox', { name: new RegExp(`^${label}`) }) ??
  screen.getByRole('combobox', { name: new RegExp(`^${label}`) });

// Pasting types a whole value in one event: typing key by key is too slow for MUI under jsdom.
async function enter(input: HTMLElement, text: string) {
  await userEvent.click(input);
  await userEvent.paste(text);
}

async function choose(label: string, option: string) {
  await userEvent.click(within(screen.getByRole('radiogroup', { name: new RegExp(`^${label}`) })).getByRole('radio', { name: option }));
}

const pickPhotos = (...names: string[]) =>
  userEvent.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, names.map(photo));

async function fillValid({ price = '1,250' } = {}) {
  await pickPhotos('front', 'back');
  await enter(field('Book name'), 'Dracula');
  await enter(field('Price'), price);
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
      'Add at least one photo of the book',
      'Enter the book name',
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
    await vi.waitFor(() => expect(api).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/addProduct', {
      method: 'POST',
      toast: false,
      idempotencyKey: expect.stringMatching(IDEMPOTENCY_KEY_PATTERN),
      body: {
        sellerEmail: 'seller@reshelf.test',
        productStatus: 'Available',
        productName: 'Dracula',
        photos: [idOf('front'), idOf('back')],
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
      Price: '1,250',
      Location: 'Mirpur, Dhaka',
      'Year of purchase': '2020',
      Description: 'A classic, lightly read.',
    };
    for (const [label, value] of Object.entries(typed)) expect(field(label)).toHaveValue(value);
    expect(field('Your verified phone')).toHaveValue('01712-345678');
    expect(screen.getByRole('radio', { name: 'Excellent' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Horror' })).toBeChecked();
    expect(screen.getAllByRole('img', { name: /^Photo/ })).toHaveLength(2);

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

  it('sends the photos in the order the seller put them, the cover first', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'p1' });
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await fillValid();
    await pickPhotos('spine');
    await userEvent.click(await screen.findByRole('button', { name: 'Move photo 3 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Move photo 2 earlier' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove photo 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/addProduct',
        expect.objectContaining({ body: expect.objectContaining({ photos: [idOf('spine'), idOf('front')] }) }),
      ),
    );
  });

  it('waits for photos still uploading, then sends once they are stored', async () => {
    const stored = deferred<Awaited<ReturnType<typeof uploadPhoto>>>();
    vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'p1' });
    const onAdded = vi.fn();
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={onAdded} />);
    await fillValid();
    vi.mocked(uploadPhoto).mockReturnValueOnce(stored.promise);
    await pickPhotos('spine');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Wait a moment: the photos are still uploading.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveAccessibleDescription(
      'Wait a moment: the photos are still uploading.',
    );
    expect(api).not.toHaveBeenCalled();

    const id = idOf('spine');
    await act(async () =>
      stored.resolve({ id, urls: { '320': photoUrl(id, 320), '960': photoUrl(id, 960) }, color: '#000000', width: 1, height: 1 }),
    );
    await vi.waitFor(() => expect(screen.queryByText(/still uploading/)).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalled());
  });

  it('refuses to send while a photo has failed, and keeps everything typed', async () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await fillValid();
    vi.mocked(uploadPhoto).mockRejectedValueOnce(new ApiError(413, 'too-large', text(ERROR.photoTooLarge)));
    await pickPhotos('spine');
    expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.photoTooLarge));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('A photo did not upload: retry it or remove it.')).toBeVisible();
    expect(api).not.toHaveBeenCalled();
    expect(field('Book name')).toHaveValue('Dracula');
    expect(field('Description')).toHaveValue('A classic, lightly read.');
  });

  it('asks for a phone when an upload is refused for want of a verified number', async () => {
    vi.mocked(uploadPhoto).mockRejectedValue(new ApiError(403, 'phone-unverified', text(ERROR.phoneNotVerified)));
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await pickPhotos('front');
    expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeVisible();
  });

  it('reads a price typed in Bangla digits as the number it is', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'p1' });
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await fillValid({ price: '৪৫০' });
    // Nothing in the field refuses them: no pattern, a keypad that has them.
    expect(field('Price')).not.toHaveAttribute('pattern');
    expect(field('Price')).toHaveAttribute('inputmode', 'decimal');
    expect(field('Price')).toHaveValue('৪৫০');
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/addProduct',
        expect.objectContaining({ body: expect.objectContaining({ price: 450 }) }),
      ),
    );
  });

  it('suggests titles the catalogue has once two letters are typed, from one small query', async () => {
    const books = [
      { productName: 'Dracula', author: 'Bram Stoker' },
      { productName: "Dracula's Guest", author: 'Bram Stoker' },
      { productName: 'Dracula', author: 'Bram Stoker' },
    ] as ProductDoc[];
    vi.mocked(readQuery).mockResolvedValue(books);
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    await enter(field('Book name'), 'd');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(readQuery).not.toHaveBeenCalled();
    await userEvent.paste('rac');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Dracula', "Dracula's Guest"]);
    expect(readQuery).toHaveBeenCalledOnce();
    const [spec, max] = vi.mocked(readQuery).mock.calls[0]!;
    expect(spec.filters).toContainEqual(['keywords', 'array-contains', 'drac']);
    expect(max).toBe(8);
    await userEvent.click(options[1]!);
    expect(field('Book name')).toHaveValue("Dracula's Guest");
  });

  it('makes each category and condition a large choice', () => {
    render(<AddProductForm sellerEmail="seller@reshelf.test" onAdded={vi.fn()} />);
    const categories = within(screen.getByRole('radiogroup', { name: /^Category/ })).getAllByRole('radio');
    expect(categories.map((r) => r.closest('label')?.textContent)).toEqual([
      'Horror',
      'Action & adventure',
      'Historical fiction',
    ]);
    expect(within(screen.getByRole('radiogroup', { name: /^Condition/ })).getAllByRole('radio')).toHaveLength(3);
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

    await pickPhotos('front');
    await enter(field('বইয়ের নাম'), 'Dracula');
    await enter(field('দাম'), '১,২৫০');
    await choose('অবস্থা', 'চমৎকার');
    await choose('ক্যাটাগরি', 'হরর');
    expect(screen.getByRole('radio', { name: 'হরর' })).toBeChecked();
    await enter(field('অবস্থান'), 'Mirpur, Dhaka');
    await enter(field('কেনার বছর'), '2020');
    await enter(field('বিবরণ'), 'A classic, lightly read.');
    await userEvent.click(screen.getByRole('button', { name: 'পণ্য যোগ করুন' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/addProduct',
        expect.objectContaining({
          body: expect.objectContaining({
            productStatus: 'Available',
            condition: 'Excellent',
            categoryName: 'Horror',
            price: 1250,
            photos: [idOf('front')],
          }),
        }),
      ),
    );
  });
});
