/** The Messages page and one order's conversation (the notifications link here too). */
export const MESSAGES_PATH = '/dashboard/messages';
export const conversationPath = (orderId: string) => `${MESSAGES_PATH}/${encodeURIComponent(orderId)}`;
