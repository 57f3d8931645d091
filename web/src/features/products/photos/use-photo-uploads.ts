import { ERROR, MAX_PHOTOS, photoUrl, VALIDATION } from '@reshelf/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { writeErrorMessage } from '../../../components/write-error';
import { createLimit } from './limit';
import { PhotoNotReadable, resizePhoto } from './resize-photo';
import { uploadPhoto } from './upload-photo';

/** Uploads at once: two keep a phone's connection busy without starving the rest of the page. */
const PARALLEL_UPLOADS = 2;

export interface PhotoItem {
  key: string;
  /** Waiting for its turn or being resized, sending, stored (`id`), or refused (`error`). */
  status: 'queued' | 'uploading' | 'done' | 'failed';
  /** Share sent, 0 to 1. */
  progress: number;
  /** The thumbnail: the stored 320 px size, or the resized picture while it is new. */
  src?: string;
  id?: string;
  /** The resized picture, kept so Retry sends it again without choosing it again. */
  blob?: Blob;
  /** A catalogue key or the server's words (show with translate). */
  error?: string;
}

/** What a screen reader hears after a change to the photos, with its numbers. */
export interface Announcement {
  key: 'products.photos.added' | 'products.photos.moved' | 'products.photos.movedCover' | 'products.photos.removed';
  values: Record<string, number>;
}

/** Why the form cannot be sent yet, as a catalogue key; null once every photo is stored. */
export type PhotosBlocked = 'products.photos.pending' | 'products.photos.failed' | null;

interface Options {
  /** An upload refused for the account (no verified phone or email): the form opens its prompt. */
  onRefused?: (err: unknown) => void;
}

/**
 * A listing's photos while the seller picks them: each new one resized and uploaded (at most
 * PARALLEL_UPLOADS at a time) with its progress, a failed one kept for Retry, and the order theirs
 * to change. `initialIds` are the listing's stored photos (editing).
 */
export function usePhotoUploads(initialIds: readonly string[], { onRefused }: Options) {
  const [items, setItems] = useState<PhotoItem[]>(() =>
    initialIds.map((id) => ({ key: id, id, status: 'done', progress: 1, src: photoUrl(id, 320) })),
  );
  // The last thing said to a screen reader: an addition, a move or a removal.
  const [announcement, setAnnouncement] = useState<Announcement>();
  // More were chosen than the listing has room for.
  const [overflow, setOverflow] = useState(false);
  const [limit] = useState(() => createLimit(PARALLEL_UPLOADS));
  const removed = useRef(new Set<string>());
  // Each upload under way, so removing its photo stops it rather than spend the seller's data.
  const sending = useRef(new Map<string, AbortController>());
  const objectUrls = useRef(new Map<string, string>());
  const callbacks = useRef({ onRefused });
  useEffect(() => {
    callbacks.current = { onRefused };
  });

  // Leaving the form (a closed dialog) stops its uploads and frees its pictures.
  useEffect(() => {
    const urls = objectUrls.current;
    const uploads = sending.current;
    return () => {
      uploads.forEach((stop) => stop.abort());
      urls.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  const update = (key: string, patch: Partial<PhotoItem>) =>
    setItems((now) => now.map((item) => (item.key === key ? { ...item, ...patch } : item)));

  const send = (key: string, photo: Blob) =>
    limit(async () => {
      if (removed.current.has(key)) return;
      update(key, { status: 'uploading', progress: 0, error: undefined });
      const stop = new AbortController();
      sending.current.set(key, stop);
      try {
        const reply = await uploadPhoto(photo, (progress) => update(key, { progress }), stop.signal);
        update(key, { status: 'done', progress: 1, id: reply.id });
      } catch (err) {
        if (stop.signal.aborted) return;
        callbacks.current.onRefused?.(err);
        update(key, { status: 'failed', error: writeErrorMessage(err) });
      } finally {
        sending.current.delete(key);
      }
    });

  const prepare = async (key: string, file: File) => {
    let photo: Blob;
    try {
      photo = await limit(() => resizePhoto(file));
    } catch (err) {
      if (!(err instanceof PhotoNotReadable)) console.error('A photo could not be resized', err);
      update(key, { status: 'failed', error: err instanceof PhotoNotReadable ? ERROR.photoNotImage : ERROR.generic });
      return;
    }
    if (removed.current.has(key)) return;
    const src = URL.createObjectURL(photo);
    objectUrls.current.set(key, src);
    update(key, { blob: photo, src });
    await send(key, photo);
  };

  const add = (files: readonly File[]) => {
    const room = MAX_PHOTOS - items.length;
    const taken = files.slice(0, Math.max(0, room));
    setOverflow(files.length > taken.length);
    if (taken.length === 0) return;
    const added = taken.map((file) => ({ file, key: crypto.randomUUID() }));
    setItems((now) => [...now, ...added.map(({ key }): PhotoItem => ({ key, status: 'queued', progress: 0 }))]);
    setAnnouncement({ key: 'products.photos.added', values: { count: taken.length } });
    for (const { key, file } of added) void prepare(key, file);
  };

  const move = (key: string, by: -1 | 1) => {
    const from = items.findIndex((item) => item.key === key);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    const next = [...items];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    setItems(next);
    setAnnouncement(
      to === 0
        ? { key: 'products.photos.movedCover', values: { total: items.length } }
        : { key: 'products.photos.moved', values: { place: to + 1, total: items.length } },
    );
  };

  const remove = (key: string) => {
    removed.current.add(key);
    sending.current.get(key)?.abort();
    const url = objectUrls.current.get(key);
    if (url) URL.revokeObjectURL(url);
    objectUrls.current.delete(key);
    setItems((now) => now.filter((item) => item.key !== key));
    setOverflow(false);
    setAnnouncement({ key: 'products.photos.removed', values: { count: items.length - 1 } });
  };

  const retry = (key: string) => {
    const photo = items.find((item) => item.key === key)?.blob;
    if (!photo) return;
    update(key, { status: 'queued', progress: 0, error: undefined });
    void send(key, photo);
  };

  // The same array while the stored ids stay the same (progress changes the items, not them).
  const idsKey = items.flatMap((item) => (item.status === 'done' && item.id ? [item.id] : [])).join();
  const ids = useMemo(() => (idsKey === '' ? [] : idsKey.split(',')), [idsKey]);
  const blocked: PhotosBlocked = items.some((item) => item.status === 'failed')
    ? 'products.photos.failed'
    : items.some((item) => item.status !== 'done')
      ? 'products.photos.pending'
      : null;

  return {
    items,
    /** The stored photos' ids in their order: the form's `photos`. */
    ids,
    add,
    move,
    remove,
    retry,
    blocked,
    announcement,
    /** VALIDATION.photosMax when more were chosen than there was room for. */
    overflow: overflow ? VALIDATION.photosMax : null,
  };
}

export type PhotoUploads = ReturnType<typeof usePhotoUploads>;
