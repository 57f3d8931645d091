import type { PhotoUploadReply } from '@reshelf/domain';
import { upload } from '../../../lib/api-client';

/**
 * Stores one photo for the signed-in seller (POST /api/photos), telling `onProgress` the share sent;
 * aborting `signal` stops it.
 */
export const uploadPhoto = (photo: Blob, onProgress: (sent: number) => void, signal?: AbortSignal) =>
  upload<PhotoUploadReply>('/photos', photo, onProgress, signal);
