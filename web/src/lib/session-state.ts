// Who is signed in, for the parts that draw before Firebase has loaded: a page's frame and its
// guards import this, not Firebase, which it loads (lib/session.tsx) once a part asks.
import type { RoleClaims } from '@reshelf/domain';
import { use, useEffect, useSyncExternalStore } from 'react';
import type { User } from './account';

export interface Session {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  claims: RoleClaims;
  /** Signed in, profile just registered, and the claims trigger has not stamped the token yet. */
  claimsPending?: boolean;
}

/** What Auth last said: the user (null when signed out) and their claims. */
export interface KnownSession {
  user: User | null;
  claims: RoleClaims;
  claimsPending: boolean;
}

const LOADING: Session = { status: 'loading', user: null, claims: {} };
let current = LOADING;
let known: KnownSession | undefined;
const listeners = new Set<() => void>();
let settle: { resolve: (s: KnownSession) => void; reject: (err: unknown) => void };
const firstKnown = new Promise<KnownSession>((resolve, reject) => (settle = { resolve, reject }));
// Waited on by use(): a rejection nobody awaits elsewhere is still the boundary's to show.
firstKnown.catch(() => undefined);

function publish(next: KnownSession) {
  known = next;
  current = {
    status: next.user ? 'signedIn' : 'signedOut',
    user: next.user,
    claims: next.claims,
    claimsPending: next.claimsPending,
  };
  settle.resolve(next);
  for (const listener of listeners) listener();
}

let starting: Promise<unknown> | undefined;
/**
 * Loads Firebase and listens to Auth for the page's life, once. A failed load or Auth failing to
 * tell is for the parts waiting on the session to show; a later part tries the load again.
 */
export function startSession() {
  starting ??= import('./session').then(
    ({ sessionChanges$ }) => sessionChanges$.subscribe({ next: publish, error: settle.reject }),
    (err: unknown) => {
      starting = undefined;
      settle.reject(err);
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The session as Auth last told it, "loading" until it has. Starts Firebase after the part's first
 * commit, so a frame drawn from this paints before the SDK loads and evaluates.
 */
export function useSession(): Session {
  useEffect(startSession, []);
  return useSyncExternalStore(subscribe, () => current);
}

/**
 * The session once known, for a part drawn before it is: suspends until then
 * (app/guards/signed-in-user.ts).
 */
export function useKnownSession(): KnownSession {
  const session = useSyncExternalStore(subscribe, () => known);
  if (session) return session;
  startSession();
  return use(firstKnown);
}
