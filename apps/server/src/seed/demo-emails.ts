import type { Db } from '../db/client';
import { emails } from '../db/schema';
import { insertRows } from './batch';
import type { SeedClient } from './demo-clients';
import { addDays, DAY_MS, minDate, momentBetween, type Prng } from './prng';

type EmailRow = typeof emails.$inferInsert;

const TO_CLIENT_MESSAGES = [
  {
    subject: 'Documents we still need for your application',
    body: 'Thanks for sending through your payslips. To finish the application we still need your last two bank statements and a copy of your driver licence.\n\nYou can upload them in the portal whenever suits.',
  },
  {
    subject: 'Your conditional approval',
    body: 'Good news: the lender has issued conditional approval. The valuation has been ordered and I will let you know as soon as it comes back.',
  },
  {
    subject: 'Rate review on your home loan',
    body: 'It has been a year since we settled your loan, so I have compared your rate against what lenders are offering now. A few options look better; happy to talk them through.',
  },
  {
    subject: 'Settlement booked',
    body: 'Settlement is booked for next Thursday. Your conveyancer has the figures; nothing further is needed from you.',
  },
  {
    subject: 'Quick question about your expenses',
    body: 'The lender has asked about the childcare costs on your statements. Could you confirm the weekly amount in the Living Expenses page?',
  },
];

const FROM_CLIENT_MESSAGES = [
  {
    kind: 'client_submitted',
    subject: (n: string) => `${n} has submitted their application`,
    body: 'All pages are complete and ready for your review.',
  },
  {
    kind: 'client_documents',
    subject: (n: string) => `${n} uploaded documents`,
    body: 'New documents: payslip, bank statement.',
  },
  {
    kind: 'client_message',
    subject: () => 'Re: Documents we still need',
    body: 'Hi, I have uploaded the statements. The licence is on its way, my partner has it in her car.',
  },
  {
    kind: 'client_message',
    subject: () => 'Question about the offset account',
    body: 'Can we keep the offset account if we switch to a fixed rate for part of the loan?',
  },
  {
    kind: 'client_message',
    subject: () => 'Change of address',
    body: 'We moved last month, the new address is in my profile now. Thanks!',
  },
];

/**
 * A few thousand client emails over the years: the portal invitation and reminders, the adviser's messages
 * to clients, and what clients send back (submissions, uploads, replies). Written oldest first, so ids
 * follow time as in a real mailbox.
 */
export async function seedHistoryEmails(db: Db, rng: Prng, opts: { now: Date; clients: SeedClient[] }) {
  const rows: EmailRow[] = [];
  const add = (c: SeedClient, at: Date, row: Pick<EmailRow, 'kind' | 'direction' | 'subject' | 'text_body'>) => {
    if (at.getTime() > opts.now.getTime()) return;
    const toClient = row.direction === 'to_client';
    const adviserAddress = `${c.adviser.firstName} ${c.adviser.lastName} <${c.adviser.email}>`;
    const clientAddress = `${c.firstName} ${c.lastName} <${c.email}>`;
    rows.push({
      ...row,
      to_address: toClient ? clientAddress : adviserAddress,
      from_address: toClient ? adviserAddress : clientAddress,
      reply_to: toClient ? c.adviser.email : c.email,
      adviser_id: c.adviser.id,
      client_id: c.id,
      status: 'sent',
      attempts: 1,
      created_at: at,
      sent_at: new Date(at.getTime() + rng.int(1, 20) * 1000),
    });
  };

  for (const c of opts.clients) {
    const adviserName = `${c.adviser.firstName} ${c.adviser.lastName}`;
    const sign = `\n\nKind regards,\n${adviserName}\n${c.adviser.company}`;
    const hello = `Hi ${c.firstName},\n\n`;
    if (c.invitedAt) {
      add(c, c.invitedAt, {
        kind: 'client_invite',
        direction: 'to_client',
        subject: `${c.adviser.company} has invited you to complete your fact-find`,
        text_body: `${hello}${adviserName} has invited you to fill in your loan application online. Set your password with the link below and start with your profile; everything you type is saved as you go.${sign}`,
      });
      const reminders = c.firstInputAt ? 0 : rng.int(1, 2);
      for (let r = 1; r <= reminders; r++) {
        add(c, addDays(c.invitedAt, r * 4 + rng.int(0, 2)), {
          kind: 'client_reminder',
          direction: 'to_client',
          subject: 'Reminder: your fact-find is waiting',
          text_body: `${hello}Just a reminder that your application is ready for you to fill in. It takes about twenty minutes.${sign}`,
        });
      }
    }
    // The adviser's own messages over the client's life, mostly in the first months.
    const end = minDate(addDays(c.createdAt, 240), opts.now);
    for (let m = rng.int(0, 2) + (c.firstInputAt ? 1 : 0); m > 0; m--) {
      const msg = rng.pick(TO_CLIENT_MESSAGES);
      add(c, momentBetween(rng, c.createdAt, end, 1.6), {
        kind: 'adviser_message',
        direction: 'to_client',
        subject: msg.subject,
        text_body: `${hello}${msg.body}${sign}`,
      });
    }
    const replies = c.firstInputAt ? rng.int(1, 3) : rng.chance(0.1) ? 1 : 0;
    const from = c.firstInputAt ?? c.createdAt;
    for (let m = 0; m < replies; m++) {
      const msg = m === 0 && c.firstInputAt ? FROM_CLIENT_MESSAGES[rng.int(0, 1)]! : rng.pick(FROM_CLIENT_MESSAGES);
      const at = new Date(from.getTime() + rng.next() * 45 * DAY_MS);
      add(c, at, {
        kind: msg.kind,
        direction: 'from_client',
        subject: msg.subject(`${c.firstName} ${c.lastName}`),
        text_body: `${msg.body}\n\n${c.firstName}`,
      });
    }
  }
  rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertRows(db, emails, rows);
  return rows.length;
}
