import { QUERIES, type SavedBookDoc, type SavedSearchDoc } from '@reshelf/domain';
import { usePagedQuery } from '../../lib/paged-query';

/** The person's saved books, newest first (the rules allow only one's own). */
export const useSavedBooks = (uid: string) => usePagedQuery<SavedBookDoc>(QUERIES.savedBooks(uid));

/** The person's saved searches, newest first (the rules allow only one's own). */
export const useSavedSearches = (uid: string) => usePagedQuery<SavedSearchDoc>(QUERIES.savedSearches(uid));
