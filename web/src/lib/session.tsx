// Who is signed in and with which role claims, from Auth, for session-state.ts, which the parts
// drawn before Firebase read.
import { COLLECTIONS, type RoleClaims, type UserDoc } from '@reshelf/domain';
import type { User } from 'firebase/auth';
import { doc } from 'firebase/firestore';
import { useEffect, useRef } from 'react';
import { useObserved } from './observed';
import { user as userChanges } from 'rxfire/auth';
import { docData } from 'rxfire/firestore';
import {
  BehaviorSubject,
  catchError,
  combineLatest,
  EMPTY,
  from,
  map,
  of,
  switchMap,
  throwError,
  type Observable,
} from 'rxjs';
import { accessToken, fetchAccessToken } from './api-client';
import { auth, db } from './firebase';
import { useProfileLanguage } from './profile-language';

// Users who registered a profile in this tab and wait for the claims trigger (a few seconds).
const awaitingClaims$ = new BehaviorSubject<ReadonlySet<string>>(new Set());
const CLAIMS_WAIT_MS = 30_000;

/** After POST /users: guards show loading, not a refusal, until the new claims arrive (or 30 s). */
export function awaitClaims(uid: string) {
  awaitingClaims$.next(new Set(awaitingClaims$.value).add(uid));
  setTimeout(() => {
    const rest = new Set(awaitingClaims$.value);
    rest.delete(uid);
    awaitingClaims$.next(rest);
  }, CLAIMS_WAIT_MS);
}

// Re-read on every ID token change, so claims refreshed after make-admin or verify show at once.
const session$ = userChanges(auth).pipe(
  switchMap((u) =>
    u
      ? from(u.getIdTokenResult()).pipe(
          map(({ claims }) => ({
            user: u,
            claims: {
              account: claims.account as RoleClaims['account'],
              admin: claims.admin === true,
              verified: claims.verified === true,
            },
          })),
        )
      : of({ user: null, claims: {} }),
  ),
);

/** Each answer from Auth, with whether the claims are still on their way. */
export const sessionChanges$ = combineLatest([session$, awaitingClaims$]).pipe(
  map(([s, awaiting]) => ({
    ...s,
    claimsPending: !!s.user && !s.claims.account && !s.claims.admin && awaiting.has(s.user.uid),
  })),
);

// reactfire caches each observable by id for the page's life and keeps its listener open, so
// the permission-denied every listener gets at sign-out would answer the same id after the next
// sign-in (reactfire#485, #790). Ids that include the sign-in (each is a new User object) are fresh.
const signIns = new WeakMap<User, number>();
let lastSignIn = 0;
/** A number for this sign-in, for reactfire observable ids. */
export function signInKey(user: User | null) {
  if (!user) return 0;
  if (!signIns.has(user)) signIns.set(user, ++lastSignIn);
  return signIns.get(user)!;
}

/** Signing out revokes every open listener before its screen unmounts: that is no failure to show. */
export function quietAtSignOut<T>(source: Observable<T>): Observable<T> {
  return source.pipe(catchError((err: unknown) => (auth.currentUser ? throwError(() => err) : EMPTY)));
}

/**
 * Keeps a signed-in user's accessToken and claims current: fetches the token when the user
 * changes (spec §7), and refreshes the ID token when the claims trigger stamps the user's
 * document, so a promotion shows without signing out. Keeps their language and the profile's
 * in step.
 */
export function SessionSync({ user }: { user: User }) {
  const profile = useObserved(
    `reshelf:user-doc:${signInKey(user)}`,
    docData(doc(db, COLLECTIONS.users, user.uid)).pipe(quietAtSignOut),
    { suspense: false },
  ) as UserDoc | undefined;
  useProfileLanguage(profile);
  const stamp = profile?.claimsUpdatedAt?.toMillis();
  const seen = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (user.email && !accessToken.get()) {
      user
        .getIdToken()
        .then((idToken) => fetchAccessToken(user.email!, idToken))
        .catch((err) => console.error('Could not fetch the accessToken', err));
    }
  }, [user]);

  useEffect(() => {
    if (!stamp || stamp === seen.current) return;
    const first = seen.current === undefined;
    seen.current = stamp;
    user
      .getIdTokenResult()
      .then((t) => {
        if (!first || stamp > Date.parse(t.issuedAtTime)) return user.getIdToken(true);
      })
      .catch((err) => console.error('Could not refresh the ID token', err));
  }, [stamp, user]);

  return null;
}
