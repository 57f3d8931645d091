import { OFFLINE } from '@reshelf/domain';
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { text } from '../../../../test/support/text';
import { setFirestoreOffline } from '../../lib/reach';
import { OfflineNotice } from './OfflineNotice';

afterEach(() => setFirestoreOffline(false));

it('says nothing while Reshelf is reachable, the notice while not, and goes when it is back', () => {
  render(<OfflineNotice />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => setFirestoreOffline(true));
  expect(screen.getByRole('status')).toHaveTextContent(text(OFFLINE.notice));
  act(() => setFirestoreOffline(false));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
