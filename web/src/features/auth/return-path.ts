import type { Location } from 'react-router-dom';

/** What a guard leaves in the history state when it sends someone to /login. */
export interface AuthReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Signed in, but the page needs another role. */
  denied?: boolean;
}

/** Where to go after signing in: the page the user came from, else Home. */
export function returnPath(state: unknown) {
  const from = (state as AuthReturnState | null)?.from;
  if (!from?.pathname || from.pathname === '/login' || from.pathname === '/signUp') return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
