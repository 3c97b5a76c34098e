/** Client messages (docs/decisions/022-leads-messages-help.md): limits and the sentences people read, zod-free for the portal's light pages. */

export const MESSAGE_MAX_LENGTH = 5000;
/** At most one email per conversation and side this often; later messages wait for the next one (decision 022). */
export const MESSAGE_EMAIL_INTERVAL_MS = 10 * 60_000;
/** The conversation shows the latest messages, this many at most. */
export const MESSAGE_PAGE_SIZE = 200;

export const CLIENT_MESSAGES_TEXT = {
  bodyRequired: 'Please type a message or attach a file.',
  bodyTooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters.`,
  sent: 'Message sent.',
  empty: 'No messages yet. Write the first one below.',
} as const;
