import type { CreatedReply, UpdatedReply } from '@reshelf/domain';
import { api } from '../../lib/api-client';

const messagesOf = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/messages`;

/** Sends one message; a refusal is toasted by the API client and the composer keeps the text. */
export const sendMessage = (orderId: string, text: string) =>
  api<CreatedReply>(messagesOf(orderId), { method: 'POST', body: { text } });

/** The person has read the conversation; quiet, since the next look tries again. */
export const markRead = (orderId: string) =>
  api<UpdatedReply>(`${messagesOf(orderId)}/read`, { method: 'PUT', toast: false });
