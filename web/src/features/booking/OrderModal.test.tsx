import { ERROR, formatPrice, MEETING_LOCATION, SUCCESS, VALIDATION } from '@reshelf/domain';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { refreshVerifiedPhone, useVerifiedPhone } from '../../lib/phone-auth';
import { deferred } from '../../test/fixtures';
import OrderModal from './OrderModal';
import { text } from '../../../../test/support/text';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));
// The account's verified number, as Firebase Auth keeps it; no Firebase under jsdom.
vi.mock('../../lib/phone-auth', () => ({
  useVerifiedPhone: vi.fn(),
  refreshVerifiedPhone: vi.fn(),
  sendPhoneCode: vi.fn(),
}));

const book = { _id: 'dracula', name: 'Dracula', resalePrice: 250 };
const onBooked = vi.fn();
const onClose = vi.fn();

beforeEach(() => {
  vi.mocked(useVerifiedPhone).mockReturnValue('+8801712345678');
  vi.mocked(refreshVerifiedPhone).mockReset().mockResolvedValue(null);
  vi.mocked(api).mockReset();
  onBooked.mockReset();
  onClose.mockReset();
});

function renderModal() {
  render(
    <NotificationsProvider>
      <OrderModal book={book} userEmail="buyer@reshelf.test" onClose={onClose} onBooked={onBooked} />
    </NotificationsProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Dracula' });
  return {
    dialog,
    phone: within(dialog).getByLabelText(/Your verified phone/),
    submit: within(dialog).getByRole('button', { name: 'Book now' }),
  };
}

it('is titled with the book and prefills the order, read-only', () => {
  const { dialog } = renderModal();
  const expected = {
    'Your email': 'buyer@reshelf.test',
    'Item name': 'Dracula',
    Price: formatPrice(250),
  };
  for (const [label, value] of Object.entries(expected)) {
    const field = within(dialog).getByLabelText(label);
    expect(field).toHaveValue(value);
    expect(field).toHaveAttribute('readonly');
  }
  // The verified number, never free text: the seller calls exactly this one.
  expect(within(dialog).getByLabelText(/Your verified phone/)).toHaveValue('01712-345678');
  expect(within(dialog).getByLabelText(/Your verified phone/)).toHaveAttribute('readonly');
  const place = within(dialog).getByLabelText(/Meeting place in Dhaka/);
  expect(place).toHaveValue(MEETING_LOCATION);
  expect(place).not.toHaveAttribute('readonly');
});

it('opens "Verify your phone" at once for an account without a verified number, and books nothing without one', async () => {
  vi.mocked(useVerifiedPhone).mockReturnValue(null);
  const { phone, submit } = renderModal();
  const verify = await screen.findByRole('dialog', { name: 'Verify your phone' });
  expect(phone).toHaveValue('');
  await userEvent.click(within(verify).getByRole('button', { name: 'Cancel' }));
  await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verify your phone' })).not.toBeInTheDocument());
  await userEvent.click(submit);
  expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it('asks Firebase first: a number verified since this browser signed in opens no dialog', async () => {
  vi.mocked(useVerifiedPhone).mockReturnValue(null);
  vi.mocked(refreshVerifiedPhone).mockResolvedValue('+8801712345678');
  renderModal();
  await vi.waitFor(() => expect(refreshVerifiedPhone).toHaveBeenCalledOnce());
  await act(() => Promise.resolve());
  expect(screen.queryByRole('dialog', { name: 'Verify your phone' })).not.toBeInTheDocument();
});

it('opens "Verify your phone" when the server says the account has no verified number', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(403, 'phone-unverified', ERROR.phoneNotVerified));
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByRole('dialog', { name: 'Verify your phone' })).toBeVisible();
  expect(onBooked).not.toHaveBeenCalled();
});

it('books the book with its id and the default meeting place, then shows the toast', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'o1' });
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.orderBooked))).toBeVisible();
  expect(api).toHaveBeenCalledWith('/orders', {
    method: 'POST',
    body: { productId: 'dracula', meetingLocation: MEETING_LOCATION },
    toast: false,
  });
  expect(onBooked).toHaveBeenCalledOnce();
});

it('sends the meeting place the buyer typed', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'o1' });
  const { dialog, submit } = renderModal();
  const place = within(dialog).getByLabelText(/Meeting place in Dhaka/);
  await userEvent.clear(place);
  await userEvent.type(place, ' Dhanmondi Lake ');
  await userEvent.click(submit);
  await vi.waitFor(() =>
    expect(api).toHaveBeenCalledWith('/orders', {
      method: 'POST',
      body: { productId: 'dracula', meetingLocation: 'Dhanmondi Lake' },
      toast: false,
    }),
  );
});

it('asks for a meeting place before booking', async () => {
  const { dialog, submit } = renderModal();
  await userEvent.clear(within(dialog).getByLabelText(/Meeting place in Dhaka/));
  await userEvent.click(submit);
  expect(await screen.findByText('Say where in Dhaka to meet')).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it("shows the server's reason when it refuses the booking", async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', ERROR.bookingLimit));
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.bookingLimit));
  expect(onBooked).not.toHaveBeenCalled();
});

it('puts a field error under its field', async () => {
  vi.mocked(api).mockRejectedValue(
    new ApiError(400, 'invalid', ERROR.invalid, { meetingLocation: 'Use at most 120 characters' }),
  );
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByText('Use at most 120 characters')).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('keeps its own words for a server failure', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(500, 'internal', 'stack trace'));
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.generic));
});

it('asks a buyer who has not confirmed their email to do so, with a way to resend the link', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(403, 'unverified', ERROR.emailNotVerified));
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.emailNotVerified));
  expect(screen.getByRole('button', { name: /send the link again/i })).toBeEnabled();
});

it('keeps the meeting place when the connection drops, says why, and books on the next try', async () => {
  const reply = deferred();
  vi.mocked(api).mockReturnValueOnce(reply.promise);
  const { dialog, submit } = renderModal();
  const place = within(dialog).getByLabelText(/Meeting place in Dhaka/);
  await userEvent.clear(place);
  await userEvent.type(place, 'Dhanmondi Lake');
  await userEvent.click(submit);
  expect(submit).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();

  reply.reject(new ApiError(0, 'network', ERROR.network));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.network));
  expect(submit).toBeEnabled();
  expect(place).toHaveValue('Dhanmondi Lake');
  expect(onBooked).not.toHaveBeenCalled();

  vi.mocked(api).mockResolvedValueOnce({ acknowledged: true, insertedId: 'o1' });
  await userEvent.click(submit);
  await vi.waitFor(() => expect(onBooked).toHaveBeenCalledOnce());
  expect(api).toHaveBeenLastCalledWith('/orders', {
    method: 'POST',
    body: { productId: 'dracula', meetingLocation: 'Dhanmondi Lake' },
    toast: false,
  });
});

it('says when too many tries were made', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(429, 'rate-limited', ERROR.rateLimited));
  const { submit } = renderModal();
  await userEvent.click(submit);
  expect(await screen.findByRole('alert')).toHaveTextContent(text(ERROR.rateLimited));
  expect(submit).toBeEnabled();
});

describe('in Bangla', () => {
  it('labels the order in Bangla, prices it in Bangla digits and says what is missing in Bangla', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(
      <NotificationsProvider>
        <OrderModal book={book} userEmail="buyer@reshelf.test" onClose={onClose} onBooked={onBooked} />
      </NotificationsProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Dracula' });
    expect(within(dialog).getByLabelText('দাম')).toHaveValue('৳২৫০');
    // The default meeting place reads in Bangla too; it is stored as MEETING_LOCATION (below).
    expect(within(dialog).getByLabelText(/ঢাকায় দেখা করার জায়গা/)).toHaveValue('ঢাকা');
    const phone = within(dialog).getByLabelText(/আপনার যাচাই করা ফোন/);
    expect(phone).toHaveValue('01712-345678');
    expect(phone).toHaveAccessibleDescription('সময় ঠিক করতে বিক্রেতা এই নম্বরে আপনাকে ফোন করবেন।');
    await userEvent.clear(within(dialog).getByLabelText(/ঢাকায় দেখা করার জায়গা/));
    await userEvent.click(within(dialog).getByRole('button', { name: 'এখনই বুক করুন' }));
    const missing = text(VALIDATION.meetingPlace, 'bn');
    expect(missing).not.toBe(text(VALIDATION.meetingPlace));
    expect(await within(dialog).findByText(missing)).toBeVisible();
    expect(api).not.toHaveBeenCalled();
  });

  it('books the default meeting place, shown in Bangla, as the stored MEETING_LOCATION', async () => {
    await act(() => i18next.changeLanguage('bn'));
    vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'o1' });
    render(
      <NotificationsProvider>
        <OrderModal book={book} userEmail="buyer@reshelf.test" onClose={onClose} onBooked={onBooked} />
      </NotificationsProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Dracula' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'এখনই বুক করুন' }));
    await vi.waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(api).toHaveBeenCalledWith('/orders', {
      method: 'POST',
      body: { productId: 'dracula', meetingLocation: MEETING_LOCATION },
      toast: false,
    });
  });
});
