import { render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import { UpdatePrompt } from './UpdatePrompt';

const worker = vi.hoisted(() => ({ waiting: false, updateServiceWorker: vi.fn(async () => undefined) }));

vi.mock('virtual:pwa-register/react', () => ({
  useRegisterSW: () => ({
    needRefresh: useState(worker.waiting),
    offlineReady: useState(false),
    updateServiceWorker: worker.updateServiceWorker,
  }),
}));

beforeEach(() => vi.clearAllMocks());

it('says nothing while no new version is waiting', () => {
  worker.waiting = false;
  render(<UpdatePrompt />);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('offers a waiting new version, and Reload lets it take over', async () => {
  worker.waiting = true;
  render(<UpdatePrompt />);
  expect(screen.getByRole('alert')).toHaveTextContent('A new version of Reshelf is ready');
  await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
  expect(worker.updateServiceWorker).toHaveBeenCalledWith(true);
});

it('goes away on Not now, without reloading', async () => {
  worker.waiting = true;
  render(<UpdatePrompt />);
  await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
  await waitForElementToBeRemoved(() => screen.queryByText('A new version of Reshelf is ready'));
  expect(worker.updateServiceWorker).not.toHaveBeenCalled();
});
