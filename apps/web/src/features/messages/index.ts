/** The client messages as other features use them: the unread counts and the conversation's address. */
export { messagesPath, unreadOf, useUnreadMessages } from './api';
