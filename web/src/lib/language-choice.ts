// The switch's choice, kept until the signed-in profile has taken it: the profile is read after
// the navbar's session part loads, and a person may switch before that, even before the app has
// started (a prerendered page's boot script then keeps the choice in this tab and reloads).
import { isLanguage, type Language } from '@reshelf/domain';
import { changeLanguage } from './i18n';
import { EARLY_CHOICE_KEY } from './page-language';

function takeEarlyChoice(): Language | undefined {
  const choice = sessionStorage.getItem(EARLY_CHOICE_KEY);
  sessionStorage.removeItem(EARLY_CHOICE_KEY);
  return isLanguage(choice) ? choice : undefined;
}

let pending: Language | undefined;
const listeners = new Set<() => void>();

/** The person chose `language` with the switch: show it, and save it to their profile when signed in. */
export function chooseLanguage(language: Language) {
  takeEarlyChoice();
  pending = language;
  for (const listener of listeners) listener();
  return changeLanguage(language);
}

/** The choice not yet saved to a profile, if any; taking it clears it. */
export function takeChoice(): Language | undefined {
  const early = takeEarlyChoice();
  const choice = pending ?? early;
  pending = undefined;
  return choice;
}

/** Calls `listener` on every choice; returns the unsubscribe. */
export function onChoice(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
