// Kept in domain: the API links a message's notification to the conversation too.
export { conversationPath, MESSAGES_PATH } from '@reshelf/domain';
