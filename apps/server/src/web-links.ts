/**
 * The web app's pages that emails link to (apps/web router): the invitation's set-password page, and the
 * client's activity page where an adviser sees a submission.
 */
export const acceptInviteUrl = (publicUrl: string, token: string) => `${publicUrl}/accept-invite/${token}`;
/** The adviser's home, where the Today list is. */
export const adviserHomeUrl = (publicUrl: string) => `${publicUrl}/`;
export const clientActivityUrl = (publicUrl: string, clientId: number) => `${publicUrl}/client/${clientId}/activity`;

/** MAIL_FROM's address under another display name: client emails come "from" the adviser, via the product. */
export function fromAdviser(mailFrom: string, adviserName: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const name = adviserName.replace(/["<>\r\n]/g, '').trim();
  return name ? `"${name} via BrokerDesk" <${address}>` : mailFrom;
}
