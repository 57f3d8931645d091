import { expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { memo } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { adoptingMarkupIn, Trans, useLanguage, useTranslation, type TFunction } from './i18n';

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

it('adopts markup written before the reader switched language, then draws it in the new one', async () => {
  // A part of a prerendered page React hydrates after the rest (app/layouts/MainLayout.tsx).
  const page = (
    <>
      <Tips />
      <Language />
      <p>
        <Trans i18nKey="app.skipToContent" />
      </p>
    </>
  );
  await i18next.changeLanguage('bn');
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page);
  adoptingMarkupIn('bn');
  await i18next.changeLanguage('en');
  const onRecoverableError = vi.fn();

  const root = await act(async () => hydrateRoot(container, page, { onRecoverableError }));

  expect(onRecoverableError).not.toHaveBeenCalled();
  expect(screen.getByRole('heading', { name: 'Trade safely' })).toBeVisible();
  expect(screen.getByText('Language: en')).toBeVisible();
  expect(screen.getByText('Skip to content')).toBeVisible();
  act(() => root.unmount());
});
