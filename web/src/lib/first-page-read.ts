// first-page.ts's read, with Firestore Lite (its runQuery over HTTP); loaded when one is asked for.
import type { QuerySpec } from '@reshelf/domain';
import { collection, getDocs, limit, orderBy, query, where } from 'firebase/firestore/lite';
import { auth } from './firebase-services/auth';
import { liteDb } from './firebase-services/firestore-lite';
import { toRow } from './live-query';
import { queryConstraints } from './query-constraints';
import { authState } from 'rxfire/auth';
import { filter, firstValueFrom, of, timeout } from 'rxjs';

/** The first `max` documents of `spec`, read as the next signed-in user once they are known. */
export async function readWhenSignedIn(spec: QuerySpec, max: number, waitMs: number) {
  // The current user, or the next one to sign in.
  const user = await firstValueFrom(
    authState(auth).pipe(
      filter((signedIn) => signedIn !== null),
      timeout({ first: waitMs, with: () => of(null) }),
    ),
  );
  if (!user) return null;
  const snapshot = await getDocs(
    query(collection(liteDb, spec.collection), ...queryConstraints(spec, { where, orderBy }), limit(max)),
  );
  return { uid: user.uid, rows: snapshot.docs.map(toRow) };
}
