// Who is signed in, for the parts that draw before Firebase has loaded: a page's frame and its
// guards import this, not Firebase, which it loads (lib/session.tsx) once a part asks.
import type { RoleClaims } from '@reshelf/domain';
import { use, useSyncExternalStore } from 'react';
import type { User } from './account';

export interface Session {
  status: 'loading' | 'signedOut' | 'signedIn';
  user: User | null;
  claims: RoleClaims;
  /** Signed in, profile just registered, and the claims trigger has not stamped the token yet. */
  claimsPending?: boolean;
}

/** What Auth last said: the user (null when signed out) and their claims. */
type Answer = Pick<Session, 'user' | 'claims' | 'claimsPending'>;

let current: Session = { status: 'loading', user: null, claims: {} };
const listeners = new Set<() => void>();
let settle: { resolve: (s: Session) => void; reject: (err: unknown) => void };
const firstKnown = new Promise<Session>((resolve, reject) => (settle = { resolve, reject }));
// Waited on by use(): a rejection nobody awaits elsewhere is still the boundary's to show.
firstKnown.catch(() => undefined);

function publish(answer: Answer) {
  current = { ...answer, status: answer.user ? 'signedIn' : 'signedOut' };
  settle.resolve(current);
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

// React subscribes once a part has committed: Firebase starts then, so a frame drawn from the
// session paints before the SDK loads and evaluates.
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  startSession();
  return () => listeners.delete(listener);
};
const snapshot = () => current;

/** The session as Auth last told it, "loading" until it has. */
export function useSession(): Session {
  return useSyncExternalStore(subscribe, snapshot);
}

/**
 * The session once known, for a part drawn before it is: suspends until then
 * (app/guards/signed-in-user.ts).
 */
export function useKnownSession(): Session {
  const session = useSyncExternalStore(subscribe, snapshot);
  if (session.status !== 'loading') return session;
  // A suspended part never commits, so never subscribes: it starts Firebase itself.
  startSession();
  return use(firstKnown);
}
