import { OFFLINE } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { setFirestoreOffline } from '../../lib/reach';
import { OfflineNotice } from './OfflineNotice';

afterEach(() => setFirestoreOffline(false));

it('says nothing while Reshelf is reachable, the notice while not, and goes when it is back', () => {
  render(<OfflineNotice />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => setFirestoreOffline(true));
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE.notice);
  act(() => setFirestoreOffline(false));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

it('also follows the browser going offline and online', () => {
  render(<OfflineNotice />);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  act(() => void window.dispatchEvent(new Event('offline')));
  expect(screen.getByRole('status')).toHaveTextContent(OFFLINE.notice);
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  act(() => void window.dispatchEvent(new Event('online')));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
