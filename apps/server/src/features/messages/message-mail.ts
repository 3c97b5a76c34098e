import { type RenderedMail, renderMail } from '../../mail/templates';

const QUOTE_MAX = 500;

/** One email for the messages waiting: each quoted (shortened), the attachments named, a link to the conversation. */
export function newMessagesEmail(opts: {
  greetingName: string;
  fromName: string;
  messages: { body: string; fileName: string | null }[];
  link: string;
  brand?: { colour: string; logoUrl: string | null; logoAlt: string };
  signature?: string[];
  disclaimer?: string;
}): RenderedMail {
  const n = opts.messages.length;
  const quoted = opts.messages.map((m) => {
    const body = m.body.length > QUOTE_MAX ? `${m.body.slice(0, QUOTE_MAX)}…` : m.body;
    return [body, m.fileName ? `(attached: ${m.fileName})` : ''].filter(Boolean).join('\n');
  });
  return renderMail({
    subject: n === 1 ? `New message from ${opts.fromName}` : `${n} new messages from ${opts.fromName}`,
    greeting: `Hi ${opts.greetingName || 'there'},`,
    paragraphs: [`${opts.fromName} sent you ${n === 1 ? 'a message' : `${n} messages`}:`, ...quoted],
    action: { label: 'Read and reply', url: opts.link },
    footer: opts.signature,
    brand: opts.brand,
    smallPrint: opts.disclaimer?.trim() || undefined,
  });
}
