import { ERROR, REPORT_TEXT_MAX, SUCCESS } from '@reshelf/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as ApiClient from '../../lib/api-client';
import { api, ApiError } from '../../lib/api-client';
import { NotificationsProvider } from '../../lib/notify';
import { text } from '../../../../test/support/text';
import ReportDialog from './ReportDialog';

vi.mock('../../lib/api-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ApiClient>()),
  api: vi.fn(),
}));

const onClose = vi.fn();

beforeEach(() => {
  vi.mocked(api).mockReset();
  onClose.mockReset();
});

function renderDialog(kind: 'product' | 'user' = 'product') {
  render(
    <NotificationsProvider>
      <ReportDialog
        target={{ kind, id: kind === 'product' ? 'dracula' : 'seller-uid', name: 'Dracula' }}
        onClose={onClose}
      />
    </NotificationsProvider>,
  );
  const dialog = screen.getByRole('dialog', {
    name: kind === 'product' ? 'Report “Dracula”' : 'Report the seller Dracula',
  });
  return {
    dialog,
    reasons: within(dialog).getByRole('radiogroup'),
    words: within(dialog).getByRole('textbox', { name: 'What happened (optional)' }),
    submit: within(dialog).getByRole('button', { name: 'Send report' }),
  };
}

it('is labelled by its target, described by what happens to a report, and starts on the first reason', () => {
  const { dialog, reasons } = renderDialog();
  expect(dialog).toHaveAccessibleDescription(/An admin reads every report/);
  expect(
    within(reasons)
      .getAllByRole('radio')
      .map((r) => r.closest('label')?.textContent),
  ).toEqual([
    'Fake or misleading',
    'Already sold',
    'Offensive',
    'Scam, or asked for payment in advance',
    'Something else',
  ]);
  expect(within(reasons).getByRole('radio', { name: 'Fake or misleading' })).toHaveFocus();
});

it('asks for a reason before sending anything', async () => {
  const { submit } = renderDialog();
  await userEvent.click(submit);
  expect(await screen.findByText('Choose a reason')).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it('counts the characters left and refuses more than the most', async () => {
  const { words, submit, reasons } = renderDialog();
  await userEvent.click(within(reasons).getByRole('radio', { name: 'Offensive' }));
  await userEvent.type(words, 'Rude');
  expect(screen.getByText(`${REPORT_TEXT_MAX - 4} of ${REPORT_TEXT_MAX} characters left`)).toBeVisible();
  await userEvent.clear(words);
  await userEvent.click(words);
  await userEvent.paste('x'.repeat(REPORT_TEXT_MAX + 1));
  await userEvent.click(submit);
  expect(await screen.findByText('Use at most 500 characters')).toBeVisible();
  expect(api).not.toHaveBeenCalled();
});

it('sends the target, the reason and the words, then thanks the reporter and closes', async () => {
  vi.mocked(api).mockResolvedValue({ acknowledged: true, insertedId: 'r1' });
  const { reasons, words, submit } = renderDialog('user');
  await userEvent.click(within(reasons).getByRole('radio', { name: 'Scam, or asked for payment in advance' }));
  await userEvent.type(words, '  Wanted bKash first.  ');
  await userEvent.click(submit);
  expect(await screen.findByText(text(SUCCESS.reported))).toBeVisible();
  expect(api).toHaveBeenCalledWith('/reports', {
    method: 'POST',
    body: { targetKind: 'user', targetId: 'seller-uid', reason: 'scam', text: 'Wanted bKash first.' },
    toast: false,
  });
  expect(onClose).toHaveBeenCalledOnce();
});

it('says why a report was refused and stays open', async () => {
  vi.mocked(api).mockRejectedValue(new ApiError(409, 'conflict', text(ERROR.alreadyReported)));
  const { dialog, reasons, submit } = renderDialog();
  await userEvent.click(within(reasons).getByRole('radio', { name: 'Already sold' }));
  await userEvent.click(submit);
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.alreadyReported));
  expect(onClose).not.toHaveBeenCalled();
  expect(submit).toBeEnabled();
});
