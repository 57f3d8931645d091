import { MAX_CLIENT_QUERY_LIMIT, QUERIES, savedBooksPath, type SavedBookDoc } from '@reshelf/domain';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useAfterFirstData } from '../../lib/after-first-data';
import { useLiveDoc, useLiveQuery } from '../../lib/live-query';

/** The ids of the person's saved books the page knows of; undefined until they are known. */
const SavedContext = createContext<ReadonlySet<string> | undefined>(undefined);

/** Whether a book is saved; undefined while that is not known yet. */
export function useIsSaved(productId: string): boolean | undefined {
  return useContext(SavedContext)?.has(productId);
}

/**
 * The hearts of a shelf read the person's saved books from one query, never one read per card:
 * the newest MAX_CLIENT_QUERY_LIMIT saved books. A book saved before those shows an empty heart;
 * pressing it saves it again (a repeat changes nothing) and it joins them. Not suspending, so the
 * shelf paints without waiting for it.
 */
export function SavedIdsProvider({ uid, children }: { uid: string | undefined; children: ReactNode }) {
  // Read once the page's own first data is drawn: the hearts show unsaved until then.
  const afterFirstData = useAfterFirstData();
  const [read, setRead] = useState<{ uid: string; ids: ReadonlySet<string> | undefined }>();
  return (
    <SavedContext.Provider value={uid && read?.uid === uid ? read.ids : undefined}>
      {uid && afterFirstData && <SavedIds key={uid} uid={uid} onRead={setRead} />}
      {children}
    </SavedContext.Provider>
  );
}

/** Reads the saved books' ids for SavedIdsProvider, beside its children so they never remount. */
function SavedIds({
  uid,
  onRead,
}: {
  uid: string;
  onRead: (read: { uid: string; ids: ReadonlySet<string> | undefined }) => void;
}) {
  const { data } = useLiveQuery<SavedBookDoc>(QUERIES.savedBooks(uid), MAX_CLIENT_QUERY_LIMIT, { suspense: false });
  useEffect(() => onRead({ uid, ids: data && new Set(data.map((d) => d._id)) }), [data, uid, onRead]);
  return null;
}

/** One book's heart (the book page): one document read. */
export function SavedBookProvider({
  uid,
  productId,
  children,
}: {
  uid: string;
  productId: string;
  children: ReactNode;
}) {
  const { data, fromCache } = useLiveDoc<SavedBookDoc>(`${savedBooksPath(uid)}/${productId}`, { suspense: false });
  const saved = data !== undefined;
  const known = saved || !fromCache;
  const ids = useMemo(() => (known ? new Set(saved ? [productId] : []) : undefined), [known, saved, productId]);
  return <SavedContext.Provider value={ids}>{children}</SavedContext.Provider>;
}
