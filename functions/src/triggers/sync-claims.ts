import { claimsOf, COLLECTIONS, type RoleClaims, type UserDoc } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

const sameClaims = (a: RoleClaims, b: RoleClaims) =>
  a.account === b.account && a.admin === b.admin && a.verified === b.verified;

/**
 * Mirrors account, admin and verification into custom claims, then stamps the document. Events
 * can arrive late and out of order, so the claims come from the document as it is now, never
 * from the event's copy: a late "made admin" cannot undo a later "admin removed".
 */
export const syncClaims = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const current = await after.ref.get();
  if (!current.exists) return;
  const user = current.data() as UserDoc;
  const before = event.data?.before.data() as UserDoc | undefined;
  const claims = claimsOf(user);
  // The stamp below writes the document again: a write that leaves the claims as they were, to a
  // document already stamped, has nothing to mirror. That ends the loop after one round.
  if (before && sameClaims(claimsOf(before), claims) && user.claimsUpdatedAt) return;
  try {
    await getAuth().setCustomUserClaims(event.params.uid, claims);
  } catch (err) {
    // The profile can outlive its account for a moment while an admin deletes it.
    if ((err as { code?: string }).code === 'auth/user-not-found') return;
    throw err;
  }
  await after.ref.update({ claimsUpdatedAt: FieldValue.serverTimestamp() });
});
