import type { UserDoc } from '@reshelf/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { text } from '../../../test/support/text';
import { api } from './api-client';
import { chooseLanguage, takeChoice } from './language-choice';
import { EARLY_CHOICE_KEY } from './page-language';
import { notify } from './notify';
import { useProfileLanguage } from './profile-language';

vi.mock('./api-client', () => ({ api: vi.fn() }));
vi.mock('./notify', () => ({ notify: { error: vi.fn() } }));

const profile = (language?: UserDoc['language']): UserDoc => ({
  name: 'Rahim',
  email: 'rahim@reshelf.test',
  account: 'Buyer',
  ...(language ? { language } : {}),
});

const saves = () => vi.mocked(api).mock.calls.map(([path, options]) => [path, options?.body]);

beforeEach(() => {
  takeChoice();
  vi.mocked(api).mockReset().mockResolvedValue({ acknowledged: true, modifiedCount: 1 });
  vi.mocked(notify.error).mockReset();
});

describe("the profile's language", () => {
  it('is taken at sign-in, and again when another device changes it, without saving it back', async () => {
    const { rerender } = renderHook(({ p }) => useProfileLanguage(p), { initialProps: { p: profile('bn') } });
    await waitFor(() => expect(i18next.language).toBe('bn'));
    rerender({ p: profile('en') });
    await waitFor(() => expect(i18next.language).toBe('en'));
    expect(api).not.toHaveBeenCalled();
  });

  it('is left unset at sign-in when the profile has none', async () => {
    renderHook(() => useProfileLanguage(profile()));
    await act(() => Promise.resolve());
    expect(i18next.language).toBe('en');
    expect(api).not.toHaveBeenCalled();
  });

  it('is saved when the person switches, once, and a late copy of the old one is not taken', async () => {
    const { rerender } = renderHook(({ p }) => useProfileLanguage(p), { initialProps: { p: profile('en') } });
    await act(() => chooseLanguage('bn'));
    expect(saves()).toEqual([['/user/language', { language: 'bn' }]]);
    // The profile's snapshot of the save arrives: nothing to take, nothing to save.
    rerender({ p: profile('bn') });
    await act(() => Promise.resolve());
    expect(i18next.language).toBe('bn');
    expect(api).toHaveBeenCalledTimes(1);
  });

  it('saves a choice made before the profile was read, over the profile’s own language', async () => {
    const { rerender } = renderHook(({ p }) => useProfileLanguage(p), {
      initialProps: { p: undefined as UserDoc | undefined },
    });
    await act(() => chooseLanguage('bn'));
    expect(api).not.toHaveBeenCalled();
    rerender({ p: profile('en') });
    await act(() => Promise.resolve());
    expect(saves()).toEqual([['/user/language', { language: 'bn' }]]);
    expect(i18next.language).toBe('bn');
  });

  it('saves a choice made on a prerendered page before the app started, once, and a later switch over it', async () => {
    // The boot script kept it in this tab and reloaded the page in that language.
    sessionStorage.setItem(EARLY_CHOICE_KEY, 'bn');
    await act(() => i18next.changeLanguage('bn'));
    const { rerender } = renderHook(({ p }) => useProfileLanguage(p), { initialProps: { p: profile('en') } });
    await act(() => Promise.resolve());
    expect(saves()).toEqual([['/user/language', { language: 'bn' }]]);
    expect(i18next.language).toBe('bn');
    expect(sessionStorage.getItem(EARLY_CHOICE_KEY)).toBeNull();
    rerender({ p: profile('bn') });
    await act(() => chooseLanguage('en'));
    expect(saves()).toEqual([
      ['/user/language', { language: 'bn' }],
      ['/user/language', { language: 'en' }],
    ]);
  });

  it('saves two quick switches in order, and takes no copy of the profile while they are on their way', async () => {
    let release = () => {};
    vi.mocked(api).mockImplementation(
      () => new Promise((resolve) => (release = () => resolve({ acknowledged: true, modifiedCount: 1 }))),
    );
    const { rerender } = renderHook(({ p }) => useProfileLanguage(p), { initialProps: { p: profile('en') } });
    await act(() => chooseLanguage('bn'));
    await act(() => chooseLanguage('en'));
    // The first save lands and its copy arrives while the second is still on its way.
    await act(async () => release());
    rerender({ p: profile('bn') });
    await act(async () => release());
    expect(saves()).toEqual([
      ['/user/language', { language: 'bn' }],
      ['/user/language', { language: 'en' }],
    ]);
    expect(i18next.language).toBe('en');
  });

  it('keeps the choice in the browser and says so when the profile cannot save it', async () => {
    vi.mocked(api).mockRejectedValue(new Error('offline'));
    renderHook(() => useProfileLanguage(profile('en')));
    await act(() => chooseLanguage('bn'));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('messages.error.languageNotSaved'));
    expect(i18next.language).toBe('bn');
    expect(text('messages.error.languageNotSaved', 'bn')).not.toBe(text('messages.error.languageNotSaved'));
  });
});
