import { ERROR, photoSrcSet, photoUrl, SUCCESS } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { deferred, pageOf, PHOTO_ID, product } from '../../test/fixtures';
import { MyProductGrid } from './MyProductGrid';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const products = [
  product(),
  product({ _id: 'shogun', productName: 'Shōgun', price: 900 }),
  product({ _id: 'it', productName: 'It', productStatus: 'Booked' }),
  product({ _id: 'rebecca', productName: 'Rebecca', productStatus: 'Sold' }),
];
const card = (name: string) => screen.getByRole('article', { name });

describe('My product', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows each product with image, name, status and price', () => {
    render(<MyProductGrid page={pageOf(products)} advertised={new Set()} />);
    const dracula = card('Dracula');
    const cover = within(dracula).getByRole('img', { name: 'Cover of Dracula' });
    expect(cover).toHaveAttribute('src', photoUrl(PHOTO_ID, 960));
    // 108 CSS px: the 320 px photo even on a 2x screen.
    expect(cover).toHaveAttribute('srcset', photoSrcSet(PHOTO_ID));
    expect(cover).toHaveAttribute('sizes', '108px');
    expect(within(dracula).getByText('Available')).toBeInTheDocument();
    expect(within(dracula).getByText('৳1,250')).toBeInTheDocument();
    expect(within(card('It')).getByText('Booked')).toBeInTheDocument();
    expect(within(card('Rebecca')).getByText('Sold')).toBeInTheDocument();
  });

  it('advertises an available product through the API with the spec toast', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValue(reply.promise);
    render(<MyProductGrid page={pageOf(products)} advertised={new Set()} />);
    const advertise = screen.getByRole('button', { name: 'Advertise Dracula' });
    await userEvent.click(advertise);
    expect(api).toHaveBeenCalledWith('/advertise', { method: 'POST', body: { product: { _id: 'dracula' } } });
    expect(advertise).toBeDisabled();
    reply.resolve({ acknowledged: true, insertedId: 'dracula' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.advertised));
  });

  it('says Advertised, and offers no second advertisement, for an advertised product', () => {
    render(<MyProductGrid page={pageOf(products)} advertised={new Set(['shogun'])} />);
    expect(within(card('Shōgun')).getByRole('button', { name: 'Shōgun is advertised' })).toBeDisabled();
    expect(within(card('Shōgun')).getByText('Advertised')).toBeInTheDocument();
    expect(within(card('Dracula')).getByRole('button', { name: 'Advertise Dracula' })).toBeEnabled();
  });

  it('advertises only available books, and keeps a booked one until its deal is done', () => {
    render(<MyProductGrid page={pageOf(products)} advertised={new Set()} />);
    expect(screen.getByRole('button', { name: 'Advertise It' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Advertise Rebecca' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Delete It' })).toBeDisabled();
    expect(within(card('It')).getByText(text(ERROR.bookedNotDeletable))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Rebecca' })).toBeEnabled();
  });

  it('deletes a product after the confirmation, with the spec toast', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, deletedCount: 1 });
    render(<MyProductGrid page={pageOf(products)} advertised={new Set()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Dracula' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Dracula?' });
    expect(api).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api).toHaveBeenCalledWith('/addProduct/dracula', { method: 'DELETE' });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.productDeleted));
  });

  it('invites a seller without products to add one', () => {
    render(
      <MemoryRouter>
        <MyProductGrid page={pageOf([])} advertised={new Set()} />
      </MemoryRouter>,
    );
    expect(screen.getByText('You have no products yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a product' })).toHaveAttribute('href', '/dashboard/addProduct');
  });
});

describe('My product in Bangla', () => {
  it('writes the price in Bangla digits and the status, category and condition in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<MyProductGrid page={pageOf(products)} advertised={new Set(['shogun'])} />);
    const dracula = card('Dracula');
    expect(within(dracula).getByText('৳১,২৫০')).toBeInTheDocument();
    expect(within(dracula).getByText('পাওয়া যাচ্ছে')).toBeInTheDocument();
    expect(within(dracula).getByText('হরর · ভালো')).toBeInTheDocument();
    expect(within(dracula).getByRole('img', { name: 'Dracula-এর প্রচ্ছদ' })).toBeInTheDocument();
    expect(within(dracula).getByRole('button', { name: 'Dracula-এর বিজ্ঞাপন দিন' })).toBeEnabled();
    expect(within(card('Shōgun')).getByText('বিজ্ঞাপন দেওয়া হয়েছে')).toBeInTheDocument();
    expect(within(card('It')).getByText('বুক করা')).toBeInTheDocument();
    expect(within(card('It')).getByText(text(ERROR.bookedNotDeletable, 'bn'))).toBeInTheDocument();
    expect(within(card('Rebecca')).getByText('বিক্রি হয়েছে: ক্রেতারা এটি আর দেখতে পান না।')).toBeInTheDocument();
  });
});
