/** The token of the accept-invite link in an email's or a draft's text (tests read it as a client would). */
export function inviteTokenIn(publicUrl: string, text: string | undefined): string {
  const prefix = `${publicUrl}/accept-invite/`.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const match = new RegExp(`${prefix}([A-Za-z0-9_-]+)`).exec(text ?? '');
  if (!match?.[1]) throw new Error(`no invitation link in: ${text}`);
  return match[1];
}
