import { claimsOf, COLLECTIONS, type UserDoc } from '@reshelf/domain';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';

/** Mirrors account, admin and verification into custom claims, then stamps the document. */
export const syncClaims = onDocumentWritten(`${COLLECTIONS.users}/{uid}`, async (event) => {
  const after = event.data?.after;
  if (!after?.exists) return;
  const user = after.data() as UserDoc;
  const before = event.data?.before.data() as UserDoc | undefined;
  const claims = claimsOf(user);
  if (before && JSON.stringify(claimsOf(before)) === JSON.stringify(claims) && before.claimsUpdatedAt) return;
  try {
    await getAuth().setCustomUserClaims(event.params.uid, claims);
  } catch (err) {
    if ((err as { code?: string }).code === 'auth/user-not-found') return;
    throw err;
  }
  await after.ref.update({ claimsUpdatedAt: FieldValue.serverTimestamp() });
});
