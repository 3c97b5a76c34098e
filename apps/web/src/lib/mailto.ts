import type { MailtoDraft } from '@brokerdesk/contract/constants';

/** The mailto: URL that opens the adviser's own email program with an invitation written out (mail settings). */
export function mailtoUrl(draft: MailtoDraft): string {
  const q = `subject=${encodeURIComponent(draft.subject)}&body=${encodeURIComponent(draft.body)}`;
  return `mailto:${encodeURIComponent(draft.to).replace('%40', '@')}?${q}`;
}

/** Opens the adviser's email program with the draft, as a mailto: link would. */
export function openMailto(draft: MailtoDraft): void {
  window.location.href = mailtoUrl(draft);
}
