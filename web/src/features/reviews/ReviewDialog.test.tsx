import { REVIEW_MESSAGES, REVIEW_TEXT_MAX } from '@reshelf/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { text } from '../../../../test/support/text';
import ReviewDialog from './ReviewDialog';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

const onClose = vi.fn();

beforeEach(() => {
  vi.mocked(api).mockReset();
  onClose.mockReset();
});

function renderDialog(side: 'buyer' | 'seller' = 'buyer') {
  render(
    <NotificationsProvider>
      <ReviewDialog target={{ orderId: 'order-1', side, name: 'Tanvir', item: 'Dracula' }} onClose={onClose} />
    </NotificationsProvider>,
  );
  const dialog = screen.getByRole('dialog', {
    name: side === 'buyer' ? 'Review the seller Tanvir' : 'Review the buyer Tanvir',
  });
  return {
    dialog,
    words: within(dialog).getByRole('textbox', { name: 'Your review (optional)' }),
    submit: within(dialog).getByRole('button', { name: 'Send review' }),
  };
}

it('is labelled by whom it reviews and says the review stays hidden until both are in', () => {
  const { dialog } = renderDialog('seller');
  expect(dialog).toHaveAccessibleDescription(/stays hidden until Tanvir has reviewed you too/);
  // Five stars, and MUI's "no value" radio.
  expect(within(dialog).getByRole('radio', { name: '5 out of 5 stars' })).toBeInTheDocument();
});

it('asks for stars before sending, and counts the characters left', async () => {
  const { words, submit } = renderDialog();
  await userEvent.type(words, 'Fine');
  expect(screen.getByText(`${REVIEW_TEXT_MAX - 4} of ${REVIEW_TEXT_MAX} characters left`)).toBeVisible();
  await userEvent.click(submit);
  expect(await screen.findByText(text(REVIEW_MESSAGES.stars))).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it('sends the stars and the words, says whether it waits for the other side, and closes', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'order-1_buyer', published: false });
  const { dialog, words, submit } = renderDialog();
  // A click as the keyboard makes it: jsdom lays nothing out, so MUI's pointer hover reads no star.
  fireEvent.click(within(dialog).getByRole('radio', { name: '4 out of 5 stars' }));
  await userEvent.type(words, 'Book as described.');
  await userEvent.click(submit);
  expect(api).toHaveBeenCalledWith('/orders/order-1/review', {
    method: 'POST',
    body: { stars: 4, text: 'Book as described.' },
    toast: false,
  });
  expect(await screen.findByText(text(REVIEW_MESSAGES.sent))).toBeVisible();
  expect(onClose).toHaveBeenCalled();
});

it('keeps what was typed and says why when the server refuses', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', text(REVIEW_MESSAGES.alreadyReviewed)));
  const { dialog, words, submit } = renderDialog();
  fireEvent.click(within(dialog).getByRole('radio', { name: '5 out of 5 stars' }));
  await userEvent.type(words, 'Great');
  await userEvent.click(submit);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(REVIEW_MESSAGES.alreadyReviewed));
  expect(words).toHaveValue('Great');
  expect(onClose).not.toHaveBeenCalled();
});
