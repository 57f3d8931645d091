import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

const update = vi.hoisted(() => ({ applyUpdate: vi.fn() }));
vi.mock('../lib/app-update', () => update);

beforeEach(() => vi.clearAllMocks());

it('offers the waiting new version, and Reload lets it take over', async () => {
  render(<UpdatePrompt />);
  expect(screen.getByRole('alert')).toHaveTextContent('A new version of Reshelf is ready');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(update.applyUpdate).toHaveBeenCalledOnce();
});

it('goes away on Not now, without reloading', async () => {
  render(<UpdatePrompt />);
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  await waitForElementToBeRemoved(() => screen.queryByText('A new version of Reshelf is ready'));
  expect(update.applyUpdate).not.toHaveBeenCalled();
});
