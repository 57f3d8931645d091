import { randomBytes } from 'node:crypto';
import type { PhotoUploadReply } from '@reshelf/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { API_URL } from '../../support/emulators';
import { db } from '../../support/firebase-admin';
import type { Person } from './people';

/** POST /api/photos with the bytes as the body, as the form sends a photo. */
export async function uploadPhoto(
  token: string | undefined,
  bytes: Uint8Array,
  type = 'image/jpeg',
): Promise<{ status: number; body: PhotoUploadReply & { error?: { code: string; message: string } } }> {
  const res = await fetch(`${API_URL}/photos`, {
    method: 'POST',
    headers: { ...(type ? { 'Content-Type': type } : {}), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: new Uint8Array(bytes),
  });
  return { status: res.status, body: (await res.json()) as never };
}

/**
 * An unattached photo of `seller` written straight to Firestore (no bytes: attaching reads only
 * this document), for tests of listings rather than of uploads.
 */
export async function storedPhoto(seller: Pick<Person, 'uid'>, color = '#445566'): Promise<string> {
  const id = randomBytes(16).toString('hex');
  await db.doc(`photos/${id}`).set({
    ownerUid: seller.uid,
    productId: null,
    color,
    width: 640,
    height: 960,
    createdAt: FieldValue.serverTimestamp(),
  });
  return id;
}

export const photoDoc = async (id: string) => (await db.doc(`photos/${id}`).get()).data();
