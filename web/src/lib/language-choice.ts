// The switch's choice, kept until the signed-in profile has taken it: the profile is read after
// the navbar's session part loads, and a person may switch before that.
import type { Language } from '@reshelf/domain';
import { changeLanguage } from './i18n';

let pending: Language | undefined;
const listeners = new Set<() => void>();

/** The person chose `language` with the switch: show it, and save it to their profile when signed in. */
export function chooseLanguage(language: Language) {
  pending = language;
  for (const listener of listeners) listener();
  return changeLanguage(language);
}

/** The choice not yet saved to a profile, if any; taking it clears it. */
export function takeChoice(): Language | undefined {
  const choice = pending;
  pending = undefined;
  return choice;
}

/** Calls `listener` on every choice; returns the unsubscribe. */
export function onChoice(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
