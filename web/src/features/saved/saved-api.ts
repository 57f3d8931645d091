import type { CreatedReply, DeletedReply, NewSavedSearchBody } from '@reshelf/domain';
import { api } from '../../lib/api-client';

// Failures are toasted by the API client; the callers put back what the person saw before.
export const saveBook = (productId: string) =>
  api<CreatedReply>(`/saved/books/${encodeURIComponent(productId)}`, { method: 'PUT' });

export const unsaveBook = (productId: string) =>
  api<DeletedReply>(`/saved/books/${encodeURIComponent(productId)}`, { method: 'DELETE' });

export const saveSearch = (search: NewSavedSearchBody) =>
  api<CreatedReply>('/saved/searches', { method: 'POST', body: search });

export const deleteSavedSearch = (id: string) =>
  api<DeletedReply>(`/saved/searches/${encodeURIComponent(id)}`, { method: 'DELETE' });
