import { ERROR, SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { deferred } from '../../test/fixtures';
import { NewsletterBox } from './NewsletterBox';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

beforeEach(() => vi.mocked(api).mockReset());

function renderBox() {
  render(
    <NotificationsProvider>
      <NewsletterBox />
    </NotificationsProvider>,
  );
  return { email: screen.getByLabelText('Your email'), subscribe: screen.getByRole('button', { name: 'Subscribe' }) };
}

it('asks for a valid email and has no password input', async () => {
  const { email, subscribe } = renderBox();
  expect(email).toHaveAttribute('type', 'email');
  expect(document.querySelector('input[type="password"]')).toBeNull();
  await userEvent.type(email, 'not an email');
  await userEvent.click(subscribe);
  expect(await screen.findByText('Enter a valid email address')).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it('subscribes the email and says so', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'n1' });
  const { email, subscribe } = renderBox();
  await userEvent.type(email, 'reader@example.com');
  await userEvent.click(subscribe);
  expect(await screen.findByText(text(SUCCESS.subscribed))).toBeVisible();
  expect(api).toHaveBeenCalledWith('/newsletter', {
    method: 'POST',
    body: { email: 'reader@example.com' },
    toast: false,
  });
  expect(email).toHaveValue('');
});

it('keeps the email when the connection drops, says why under it, and subscribes on the next try', async () => {
  const reply = deferred();
  vi.mocked(api).mockReturnValueOnce(reply.promise);
  const { email, subscribe } = renderBox();
  await userEvent.type(email, 'reader@example.com');
  await userEvent.click(subscribe);
  await vi.waitFor(() => expect(subscribe).toBeDisabled());

  reply.reject(new ApiError(0, 'network', ERROR.network));
  await vi.waitFor(() => expect(email).toHaveAccessibleDescription(text(ERROR.network)));
  expect(email).toHaveValue('reader@example.com');
  expect(subscribe).toBeEnabled();

  vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, insertedId: 'n1' });
  await userEvent.click(subscribe);
  expect(await screen.findByText(text(SUCCESS.subscribed))).toBeVisible();
  expect(api).toHaveBeenCalledTimes(2);
});
