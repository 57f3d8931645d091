import {
  FieldValue,
  getFirestore,
  Timestamp,
  type BulkWriter,
  type DocumentData,
  type DocumentReference,
} from 'firebase-admin/firestore';
import { isDocId } from '@reshelf/domain';
import { HttpError } from './errors';

/** A document of `collection`; an id Firestore cannot hold is unknown, so 404. */
export function docRef(collection: string, id: string): DocumentReference {
  if (!isDocId(id)) throw new HttpError('not-found');
  return getFirestore().collection(collection).doc(id);
}

export const now = () => FieldValue.serverTimestamp();

/** Document data as JSON: timestamps become ISO strings. */
export function toJson(data: DocumentData): DocumentData {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      value instanceof Timestamp
        ? value.toDate().toISOString()
        : value && typeof value === 'object' && !Array.isArray(value)
          ? toJson(value as DocumentData)
          : value,
    ]),
  );
}

/** gRPC status of a failed Firestore call. */
export const ALREADY_EXISTS = 6;
export const grpcCode = (err: unknown) => (err as { code?: unknown }).code;

/** Many writes that need not be atomic (a seller's listings); each failure surfaces. */
export async function bulkWrite(write: (writer: BulkWriter) => Promise<unknown>[]) {
  const writer = getFirestore().bulkWriter();
  const done = Promise.all(write(writer));
  await writer.close();
  await done;
}
