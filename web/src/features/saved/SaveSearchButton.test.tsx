import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { SaveSearchButton } from './SaveSearchButton';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(api).mockReset();
});

const renderButton = () =>
  render(
    <NotificationsProvider>
      <SaveSearchButton text="Bram Stoker" view={{ sort: 'price-asc', minPrice: 100, maxPrice: 400 }} />
    </NotificationsProvider>,
  );

it('saves the words and the price range, then says the search is saved', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 's1' });
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Save the search for Bram Stoker' }));
  expect(api).toHaveBeenCalledWith('/saved/searches', {
    method: 'POST',
    body: { words: 'Bram Stoker', minPrice: 100, maxPrice: 400 },
  });
  expect(await screen.findByRole('button', { name: 'Search saved' })).toBeDisabled();
});

it('offers Save again when saving failed (the API client has toasted why)', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', 'You keep 20 saved searches already'));
  renderButton();
  await userEvent.click(screen.getByRole('button', { name: 'Save the search for Bram Stoker' }));
  expect(await screen.findByRole('button', { name: 'Save the search for Bram Stoker' })).toBeEnabled();
});
