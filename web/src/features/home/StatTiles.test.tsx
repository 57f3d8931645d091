import { act, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { StatTiles } from './StatTiles';

const tile = (label: string) => screen.getByText(label).closest('li')!;

it('writes the figures with South Asian grouping in English', () => {
  render(<StatTiles />);
  expect(screen.getByRole('heading', { name: 'Reshelf in numbers' })).toBeVisible();
  expect(within(tile('Books')).getByText('21,42,32,31,212')).toBeVisible();
  expect(within(tile('Members')).getByText('8,90,87,898')).toBeVisible();
  expect(within(tile('Happy users')).getByText('9,87,86,86,987')).toBeVisible();
});

describe('in Bangla', () => {
  it('names the tiles in Bangla and writes the figures in Bangla digits, grouped in lakhs and crores', async () => {
    await act(() => i18next.changeLanguage('bn'));
    render(<StatTiles />);
    expect(screen.getByRole('heading', { name: 'সংখ্যায় Reshelf' })).toBeVisible();
    expect(within(tile('বই')).getByText('২১,৪২,৩২,৩১,২১২')).toBeVisible();
    expect(within(tile('সদস্য')).getByText('৮,৯০,৮৭,৮৯৮')).toBeVisible();
    expect(within(tile('সন্তুষ্ট ব্যবহারকারী')).getByText('৯,৮৭,৮৬,৮৬,৯৮৭')).toBeVisible();
  });
});
