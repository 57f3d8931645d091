import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { SaveHeart } from './SaveHeart';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

beforeEach(() => {
  vi.mocked(api).mockReset();
});

const renderHeart = () =>
  render(
    <NotificationsProvider>
      <SaveHeart productId="dracula-1" name="Dracula" />
    </NotificationsProvider>,
  );

it('saves the book, then unsaves it, saying its state to a screen reader', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true });
  renderHeart();
  const heart = screen.getByRole('button', { name: 'Save Dracula' });
  expect(heart).toHaveAttribute('aria-pressed', 'false');

  await userEvent.click(heart);
  expect(api).toHaveBeenLastCalledWith('/saved/books/dracula-1', { method: 'PUT' });
  const pressed = await screen.findByRole('button', { name: 'Remove Dracula from saved' });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');

  await userEvent.click(pressed);
  expect(api).toHaveBeenLastCalledWith('/saved/books/dracula-1', { method: 'DELETE' });
  expect(await screen.findByRole('button', { name: 'Save Dracula' })).toHaveAttribute('aria-pressed', 'false');
});

it('keeps its previous state when the save fails (the API client has toasted why)', async () => {
  let fail: (err: Error) => void = () => undefined;
  vi.mocked(api).mockReturnValue(new Promise((_resolve, reject) => (fail = reject)));
  renderHeart();
  await userEvent.click(screen.getByRole('button', { name: 'Save Dracula' }));
  // Pressed at once, while the call runs.
  expect(screen.getByRole('button', { name: 'Remove Dracula from saved' })).toHaveAttribute('aria-pressed', 'true');
  fail(new ApiError(0, 'network', 'Cannot reach Reshelf.'));
  expect(await screen.findByRole('button', { name: 'Save Dracula' })).toHaveAttribute('aria-pressed', 'false');
});
