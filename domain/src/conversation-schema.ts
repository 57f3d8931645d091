// The message body's schema, apart from conversation.ts so a page that only reads messages does not
// load zod.
import { MESSAGE_TEXT_MAX } from './constants';
import { VALIDATION } from './messages';
import { z } from './zod';

/** POST /orders/{id}/messages. */
export const newMessageSchema = z.object({
  text: z
    .string({ error: VALIDATION.messageText })
    .trim()
    .min(1, { error: VALIDATION.messageText })
    .max(MESSAGE_TEXT_MAX, { error: VALIDATION.atMost1000 }),
});
export type NewMessage = z.infer<typeof newMessageSchema>;
export type MessageForm = z.input<typeof newMessageSchema>;
