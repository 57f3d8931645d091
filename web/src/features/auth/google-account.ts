// The Google sign-in's shapes, apart from the SDK that signs in (lib/account.ts).

/** The Google account the offline picker stands in for. */
export interface PickedAccount {
  email: string;
  name: string;
}

export type GoogleProfile = 'existing' | 'created' | 'missing';

/** True when the Google button must first ask which account to use: offline, with the emulators. */
export const needsAccountPicker = import.meta.env.RESHELF_EMULATORS;
