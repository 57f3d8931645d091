import type { CreatedReply, DeletedReply, NewSavedSearchBody } from '@reshelf/domain';
import { useAction } from '../../components/use-action';
import { api } from '../../lib/api-client';
import { notify } from '../../lib/notify';

// Failures are toasted by the API client; the callers put back what the person saw before.
export const saveBook = (productId: string) =>
  api<CreatedReply>(`/saved/books/${encodeURIComponent(productId)}`, { method: 'PUT' });

export const unsaveBook = (productId: string) =>
  api<DeletedReply>(`/saved/books/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const saveSearch = (search: NewSavedSearchBody) =>
  api<CreatedReply>('/saved/searches', { method: 'POST', body: search });

const deleteSavedSearch = (id: string) =>
  api<DeletedReply>(`/saved/searches/${encodeURIComponent(id)}`, { method: 'DELETE' });

async function removeSavedBook(productId: string) {
  await unsaveBook(productId);
  notify.success('saved.toast.removed');
}

async function removeSavedSearch(id: string) {
  await deleteSavedSearch(id);
  notify.success('saved.toast.searchDeleted');
}

// The Saved page's Remove and Delete: the row leaves through the live list once the server took it.
export const useRemoveSavedBook = () => useAction(removeSavedBook);
export const useRemoveSavedSearch = () => useAction(removeSavedSearch);
