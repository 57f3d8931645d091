import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { expect, it } from 'vitest';
import { SafetyTips } from './SafetyTips';

it('lists the four tips under their title', () => {
  render(<SafetyTips />);
  const tips = screen.getByRole('note', { name: 'Trade safely' });
  expect(
    within(tips)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual([
    'Meet in a public place.',
    'Look at the book before you pay.',
    'Pay in cash at the meeting.',
    'Never send money in advance by bKash or Nagad to someone you have not met.',
  ]);
});

it('speaks Bangla to a Bangla reader', async () => {
  await act(() => i18next.changeLanguage('bn'));
  render(<SafetyTips />);
  const tips = screen.getByRole('note', { name: 'নিরাপদে কেনাবেচা করুন' });
  expect(within(tips).getByText(/বিকাশ বা নগদে/)).toBeInTheDocument();
});
