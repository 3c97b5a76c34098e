/** Product emails: a plain-text body always, and simple HTML with every interpolated value escaped. */
export const PRODUCT_NAME = 'BrokerDesk';

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Wraps paragraphs and one call-to-action link in the shared layout. */
export function renderMail(opts: {
  subject: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer?: string[];
}): RenderedMail {
  const footer = opts.footer ?? [`— ${PRODUCT_NAME}`];
  const textParts = [opts.greeting, '', ...opts.paragraphs.flatMap((p) => [p, ''])];
  if (opts.action) textParts.push(`${opts.action.label}: ${opts.action.url}`, '');
  textParts.push(...footer);
  const p = (s: string) => `<p style="margin:0 0 16px">${escapeHtml(s).replace(/\n/g, '<br>')}</p>`;
  const button = opts.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(opts.action.url)}" style="background:#1A356F;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(opts.action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;font-size:15px;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">${p(opts.greeting)}${opts.paragraphs.map(p).join('')}${button}${footer.map(p).join('')}</body></html>`;
  return { subject: opts.subject, text: textParts.join('\n'), html };
}

export function passwordResetEmail(opts: { firstName: string; link: string; minutes: number }): RenderedMail {
  return renderMail({
    subject: `Reset your ${PRODUCT_NAME} password`,
    greeting: `Hi ${opts.firstName || 'there'},`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. If it was you, use the link below within ${opts.minutes} minutes; it works once.`,
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ],
    action: { label: 'Reset my password', url: opts.link },
  });
}
