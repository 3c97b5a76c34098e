/** The conversation's address (client/:clientId/messages), apart from the hooks, for the portal's light navigation. */
export const messagesPath = (clientId: number) => `/client/${clientId}/messages`;
