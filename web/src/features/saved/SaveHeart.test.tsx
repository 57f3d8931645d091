import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import type * as LiveQuery from '../../lib/live-query';
import { useLiveDoc } from '../../lib/live-query';
import { NotificationsProvider } from '../../lib/notify';
import { SaveHeart } from './SaveHeart';
import { SavedBookProvider } from './saved-state';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

vi.mock('../../lib/live-query', async (importOriginal) => ({
  ...(await importOriginal<typeof LiveQuery>()),
  useLiveDoc: vi.fn(),
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

it('follows the live saved state again once the save returns, even when that state came first', async () => {
  let live: { data: object | undefined; fromCache: boolean } = { data: undefined, fromCache: false };
  vi.mocked(useLiveDoc).mockImplementation(() => live);
  let done: (reply: unknown) => void = () => undefined;
  vi.mocked(api).mockReturnValue(new Promise((resolve) => (done = resolve)));
  const tree = () => (
    <NotificationsProvider>
      <SavedBookProvider uid="u1" productId="dracula-1">
        <SaveHeart productId="dracula-1" name="Dracula" />
      </SavedBookProvider>
    </NotificationsProvider>
  );
  const { rerender } = render(tree());
  await userEvent.click(screen.getByRole('button', { name: 'Save Dracula' }));
  // The live read sees the saved book before the API replies.
  live = { data: { productId: 'dracula-1' }, fromCache: false };
  rerender(tree());
  await act(async () => done({ acknowledged: true }));
  expect(await screen.findByText('Saved: find it on the Saved page')).toBeInTheDocument();
  // Unsaved elsewhere (another tab): the heart empties.
  live = { data: undefined, fromCache: false };
  rerender(tree());
  expect(await screen.findByRole('button', { name: 'Save Dracula' })).toHaveAttribute('aria-pressed', 'false');
});
