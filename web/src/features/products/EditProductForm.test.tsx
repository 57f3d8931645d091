import { ERROR, photoUrl, SUCCESS } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { deferred, pageOf, product } from '../../test/fixtures';
import { MyProductGrid } from './MyProductGrid';
import { resizePhoto } from './photos/resize-photo';
import { uploadPhoto } from './photos/upload-photo';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
vi.mock('./photos/upload-photo', () => ({ uploadPhoto: vi.fn() }));
vi.mock('./photos/resize-photo', () => ({ resizePhoto: vi.fn(), PhotoNotReadable: class extends Error {} }));
vi.mock('../../lib/firestore-query', () => ({ readQuery: vi.fn(async () => []) }));
vi.mock('../../lib/notify', () => ({ notify: { success: vi.fn(), error: vi.fn() } }));

const cover = 'a'.repeat(32);
const back = 'b'.repeat(32);
const added = 'c'.repeat(32);
const dracula = product({ author: 'Bram Stoker', photos: [cover, back], image: photoUrl(cover, 960) });
const form = () => screen.getByRole('form', { name: 'Edit Dracula' });
const field = (label: string) =>
  within(form()).queryByRole('textbox', { name: new RegExp(`^${label}`) }) ??
  within(form()).getByRole('combobox', { name: new RegExp(`^${label}`) });

const renderGrid = () =>
  render(
    <MyProductGrid
      page={pageOf([dracula, product({ _id: 'it', productName: 'It', productStatus: 'Booked' })])}
      advertised={new Set()}
    />,
  );

async function openEdit() {
  renderGrid();
  await userEvent.click(screen.getByRole('button', { name: 'Edit Dracula' }));
  return screen.getByRole('dialog', { name: 'Edit Dracula' });
}

async function replace(input: HTMLElement, text: string) {
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
}

describe('Edit a product', { timeout: 15_000 }, () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(resizePhoto).mockImplementation(async (file) => file);
    vi.mocked(uploadPhoto).mockResolvedValue({
      id: added,
      urls: { '320': photoUrl(added, 320), '960': photoUrl(added, 960) },
      color: '#112233',
      width: 960,
      height: 1280,
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:photo', revokeObjectURL: () => {} }));
  });

  it('offers Edit for an available listing only', () => {
    renderGrid();
    expect(screen.getByRole('button', { name: 'Edit Dracula' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Edit It' })).toBeDisabled();
  });

  it('fills the form with the listing, sends the changes, toasts and closes', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    const dialog = await openEdit();
    expect(field('Book name')).toHaveValue('Dracula');
    expect(field('Author')).toHaveValue('Bram Stoker');
    expect(field('Price')).toHaveValue('1250');
    // No phone to edit: a booking gives the buyer the seller's verified number.
    expect(within(dialog).queryByRole('textbox', { name: /Phone/ })).not.toBeInTheDocument();
    // The listing's photos, in order, at their small size.
    expect(within(dialog).getByRole('img', { name: 'Photo 1' })).toHaveAttribute('src', photoUrl(cover, 320));
    expect(within(dialog).getByRole('img', { name: 'Photo 2' })).toHaveAttribute('src', photoUrl(back, 320));
    await replace(field('Price'), '900');
    await replace(field('Book name'), 'Dracula (annotated)');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(api).toHaveBeenCalledWith('/addProduct/dracula', {
      method: 'PUT',
      toast: false,
      body: {
        productName: 'Dracula (annotated)',
        author: 'Bram Stoker',
        photos: [cover, back],
        price: 900,
        condition: 'Good',
        location: 'Mirpur',
        description: 'A classic, lightly read.',
      },
    });
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.productUpdated));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('checks the fields with the shared rules before sending anything', async () => {
    const dialog = await openEdit();
    await replace(field('Price'), 'cheap');
    await userEvent.clear(field('Location'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Enter a price as a number, e.g. 250')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a location')).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('changes the photos: a new one uploaded, the order changed, one removed', async () => {
    vi.mocked(api).mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
    const dialog = await openEdit();
    await userEvent.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['x'], 'spine.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move photo 2 earlier' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() =>
      expect(api).toHaveBeenCalledWith(
        '/addProduct/dracula',
        expect.objectContaining({ body: expect.objectContaining({ photos: [added, back] }) }),
      ),
    );
  });

  it('asks for a photo when every one is removed', async () => {
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 1' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Add at least one photo of the book')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Add photos' })).toHaveFocus();
    expect(api).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal in the dialog and keeps it open', async () => {
    vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', ERROR.notEditable));
    const dialog = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.notEditable));
    expect(screen.getByRole('dialog', { name: 'Edit Dracula' })).toBeInTheDocument();
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('keeps the changes when the connection drops, says why, and saves them on the next try', async () => {
    const reply = deferred();
    vi.mocked(api).mockReturnValueOnce(reply.promise);
    const dialog = await openEdit();
    await replace(field('Price'), '300');
    await replace(field('Location'), 'Banani, Dhaka');
    const save = within(dialog).getByRole('button', { name: 'Save changes' });
    await userEvent.click(save);
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

    reply.reject(new ApiError(503, 'internal', 'upstream connect error'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.generic));
    expect(save).toBeEnabled();
    expect(field('Price')).toHaveValue('300');
    expect(field('Location')).toHaveValue('Banani, Dhaka');

    vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, modifiedCount: 1 });
    await userEvent.click(save);
    await vi.waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUCCESS.productUpdated));
    expect(api).toHaveBeenLastCalledWith(
      '/addProduct/dracula',
      expect.objectContaining({ body: expect.objectContaining({ price: 300, location: 'Banani, Dhaka' }) }),
    );
  });
});
