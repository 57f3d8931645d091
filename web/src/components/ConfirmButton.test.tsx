import { ERROR } from '@reshelf/domain';
import { render, screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { text } from '../../../test/support/text';
import { ApiError } from '../lib/api-client';
import { deferred } from '../test/fixtures';
import { ConfirmButton } from './ConfirmButton';
import { useAction } from './use-action';

// A table's row action as the dashboards wire it: useAction's `run` behind a ConfirmButton.
function VerifySeller({ action }: { action: () => Promise<unknown> }) {
  const { run, pending } = useAction(action);
  return (
    <ConfirmButton
      aria-label="Verify Tanvir Hasan"
      title="Verify this seller?"
      message="Buyers see a badge."
      onConfirm={run}
      pending={pending}
      tone="primary"
    >
      Verify
    </ConfirmButton>
  );
}

// A closing dialog stays in the page for its exit transition: only its staying past that proves it open.
const staysOpen = () =>
  expect(waitForElementToBeRemoved(() => screen.queryByRole('dialog'), { timeout: 600 })).rejects.toThrow();

async function confirm() {
  await userEvent.click(screen.getByRole('button', { name: 'Verify Tanvir Hasan' }));
  const dialog = screen.getByRole('dialog', { name: 'Verify this seller?' });
  const verify = within(dialog).getByRole('button', { name: 'Verify' });
  await userEvent.click(verify);
  return { dialog, verify };
}

it('stays open while the action runs, with its buttons disabled, then closes', async () => {
  const reply = deferred();
  render(<VerifySeller action={() => reply.promise} />);
  const { dialog, verify } = await confirm();
  expect(verify).toBeDisabled();
  expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  reply.resolve(undefined);
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
});

it('stays open when the action fails, says why, and can be tried again', async () => {
  const action = vi
    .fn()
    .mockRejectedValueOnce(new ApiError(0, 'network', ERROR.network))
    .mockResolvedValueOnce(undefined);
  render(<VerifySeller action={action} />);
  const { dialog, verify } = await confirm();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.network));
  await staysOpen();
  expect(verify).toBeEnabled();

  await userEvent.click(verify);
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  expect(action).toHaveBeenCalledTimes(2);
});

it('forgets the failure once the person backs out', async () => {
  render(<VerifySeller action={() => Promise.reject(new ApiError(500, 'internal', ERROR.generic))} />);
  const { dialog } = await confirm();
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(text(ERROR.generic));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await waitForElementToBeRemoved(() => screen.queryByRole('dialog'));
  await userEvent.click(screen.getByRole('button', { name: 'Verify Tanvir Hasan' }));
  expect(within(screen.getByRole('dialog')).queryByRole('alert')).not.toBeInTheDocument();
});
