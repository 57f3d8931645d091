import { SUCCESS } from '@reshelf/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { NewsletterBox } from './NewsletterBox';

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
  expect(await screen.findByText(SUCCESS.subscribed)).toBeVisible();
  expect(api).toHaveBeenCalledWith('/newsletter', {
    method: 'POST',
    body: { email: 'reader@example.com' },
    toast: false,
  });
  expect(email).toHaveValue('');
});
