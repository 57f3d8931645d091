import type { Location } from 'react-router-dom';

/** What a guard leaves in the history state when it sends someone to /login. */
export interface AuthReturnState {
  from?: Pick<Location, 'pathname' | 'search' | 'hash'>;
  /** Signed in, but the page needs another role. */
  denied?: boolean;
}

/** The login page's query parameter naming where to return, for a guard that cannot leave state. */
export const RETURN_PARAM = 'next';

const HERE = 'http://reshelf.invalid';

/** `path` as an address on this site, or undefined for anything a browser would take elsewhere ("//host", "/\\host"). */
function ownPath(path: string | null) {
  if (!path?.startsWith('/')) return undefined;
  const url = new URL(path, HERE);
  return url.origin === HERE ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Where to go after signing in: the page the user came from (the guard's history state, else the
 * login address's `next`), else Home.
 */
export function returnPath(state: unknown, search = '') {
  const from = (state as AuthReturnState | null)?.from;
  const path = from?.pathname
    ? `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`
    : ownPath(new URLSearchParams(search).get(RETURN_PARAM));
  if (!path) return '/';
  const { pathname } = new URL(path, HERE);
  return pathname === '/login' || pathname === '/signUp' ? '/' : path;
}
