import { expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { memo } from 'react';
import { useLanguage, useTranslation, type TFunction } from './i18n';

// Drawn only when its props change, as the app's memoized cards and rows are.
const Title = memo(function Title({ t }: { t: TFunction }) {
  return <h2>{t('common.safety.title')}</h2>;
});

function Tips() {
  const { t } = useTranslation();
  return (
    <section>
      <p>{t('common.cancel')}</p>
      <Title t={t} />
    </section>
  );
}

function Language() {
  return <p>Language: {useLanguage()}</p>;
}

it('draws a mounted page again in the language the reader switches to, memoized parts too', async () => {
  render(
    <>
      <Tips />
      <Language />
    </>,
  );
  expect(screen.getByRole('heading', { name: 'Trade safely' })).toBeVisible();
  expect(screen.getByText('Language: en')).toBeVisible();

  await act(() => i18next.changeLanguage('bn'));
  expect(screen.getByRole('heading', { name: 'নিরাপদে কেনাবেচা করুন' })).toBeVisible();
  expect(screen.queryByText('Cancel')).toBeNull();
  expect(screen.getByText('Language: bn')).toBeVisible();

  await act(() => i18next.changeLanguage('en'));
  expect(screen.getByRole('heading', { name: 'Trade safely' })).toBeVisible();
  expect(screen.getByText('Cancel')).toBeVisible();
});

it('gives every part of the page the same t in one language', () => {
  const seen: TFunction[] = [];
  function Part() {
    seen.push(useTranslation().t);
    return null;
  }
  render(
    <>
      <Part />
      <Part />
    </>,
  );
  expect(seen).toHaveLength(2);
  expect(seen[0]).toBe(seen[1]);
});
