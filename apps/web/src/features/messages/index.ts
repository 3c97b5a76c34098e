import { lazy } from 'react';

/*
 * The client messages as other features use them: the conversation's address, and the unread counts, which load on
 * their own after the page draws (the portal's first load has a budget, decision 011).
 */
export { messagesPath } from './messages-path';
/** A conversation's unread count, for the application navigation. */
export const UnreadCount = lazy(() => import('./unread-count'));
/** A client's unread messages as a link to the conversation, for the client list. */
export const UnreadLink = lazy(() => import('./unread-link'));
/** The client home's card of an unread message from the adviser. */
export const NewMessageCard = lazy(() => import('./new-message-card'));
/** The adviser home's list of clients whose messages are unread. */
export const UnreadMessagesCard = lazy(() => import('./unread-messages-card'));
