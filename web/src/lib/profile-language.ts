// A signed-in person's language lives on their profile too (users/{uid}.language), so it follows
// them to another browser or device.
import { ERROR, type Language, type UpdatedReply, type UserDoc } from '@reshelf/domain';
import { useEffect, useRef } from 'react';
import { api } from './api-client';
import { changeLanguage, currentLanguage } from './i18n';
import { onChoice, takeChoice } from './language-choice';
import { notify } from './notify';

/**
 * Keeps the profile's language and the app's in step. When the profile is first read, a choice
 * made with the switch before then is saved to it; otherwise the app takes the profile's language
 * (a profile with none keeps none). Later, the app takes the profile's language when another tab
 * or device changes it, and every choice made here is saved. Saves go one after another, and no
 * copy of the profile is taken while one is on its way, so two quick switches cannot end in the
 * first.
 */
export function useProfileLanguage(profile: UserDoc | undefined) {
  // The profile's language as this tab last knew it; null until the profile has been read.
  const known = useRef<Language | undefined | null>(null);
  const saving = useRef({ count: 0, queue: Promise.resolve() });
  const read = profile !== undefined;
  const saved = profile?.language;

  useEffect(() => {
    const save = (language: Language) => {
      known.current = language;
      const s = saving.current;
      s.count += 1;
      s.queue = s.queue
        .then(() => api<UpdatedReply>('/user/language', { method: 'PUT', body: { language }, toast: false }))
        .then(
          () => undefined,
          () => notify.error(ERROR.languageNotSaved),
        )
        .finally(() => {
          s.count -= 1;
        });
    };
    if (!read) return;
    const first = known.current === null;
    const choice = first ? takeChoice() : undefined;
    if (choice) {
      if (choice !== saved) save(choice);
      else known.current = choice;
    } else if (saving.current.count === 0 && (first || saved !== known.current)) {
      known.current = saved;
      if (saved && saved !== currentLanguage()) void changeLanguage(saved);
    }
    return onChoice(() => {
      const language = takeChoice();
      if (language && language !== known.current) save(language);
    });
  }, [read, saved]);
}
