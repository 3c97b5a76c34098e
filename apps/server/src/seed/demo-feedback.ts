import type { Db } from '../db/client';
import { feedback } from '../db/schema';
import { insertRows } from './batch';
import type { SeedAdviser } from './demo-advisers';
import type { SeedClient } from './demo-clients';
import { momentBetween, type Prng } from './prng';

type FeedbackRow = typeof feedback.$inferInsert;

/** Also the bench's feedback text (bench/src/generate.ts), so its searches meet realistic words. */
export const ADVISER_MESSAGES = [
  'Love the document checklist. My clients actually upload everything now instead of emailing me photos at midnight.',
  'Could the client list remember my sort order between visits? I always sort by last activity.',
  'The PDF report cuts off long employer names on page 2.',
  'Feature request: let me set a default loan term of 30 years for new clients.',
  'Is there a way to bulk-invite clients? I migrated 40 clients from my old spreadsheet.',
  'Uploads from iPhones come through as HEIC. Can they be converted to JPG or PDF automatically?',
  'Living expenses page: please add a "private school fees" category, HEM does not cover it and lenders ask.',
  'Great product. Saved me hours on my last three refinances.',
  'The trial ended sooner than I expected. A reminder email a few days before would help.',
  'Would be great to see which documents a client has viewed but not uploaded yet.',
  'Hi team,\n\nTwo things from this week:\n1. The applicant order resets when I add a trust.\n2. The ABN lookup does not accept spaces.\n\nThanks!',
  'Please add Bankwest and ING to the lender preferences list.',
  'Can my assistant have their own login to my client list? I do not want to share my password.',
  'The intro video on the client home page is a nice touch. Clients mention it.',
  'Risk profile questions: could we add "expecting a child in the next 12 months"? Lenders now ask it.',
  'When I archive a client they still show in the landing page search.',
  'Mobile view of the assets page is a bit cramped on my Android phone.',
  'Could the invite email include my phone number in the signature automatically?',
  'Loving the new colours option, matches our branding perfectly.',
  'Requesting an export of all my clients to CSV for my aggregator audit.',
  'Hello,\n\nI was charged twice this month (two invoices on the same day). Can someone check?\n\nRegards',
  'Superannuation balances for SMSF clients: would be good to capture the fund name and ABN.',
  'Please add a notes field per applicant, visible only to me.',
  'The map on the landing page shows the wrong suburb for addresses with unit numbers.',
  'Any plans for a Xero or MYOB integration for self-employed clients?',
  'Search on the client list does not find clients by their mobile number if I type it with spaces.',
  'My aggregator needs the credit guide attached to the first email. Is that what default attachments are for?',
  'Thanks for fixing the upload issue so quickly, all good on my end now.',
  "Hi,\n\nSince this morning the invitation emails land in my clients' junk folders. Nothing changed on our side.\nCould you have a look at the sending domain?\n\nCheers,\nthe team at the office",
  'The trust page should let me pick a corporate trustee from the company applicants, it only lists people.',
  'It would help to see when the client last opened the portal, not only when they last saved something.',
  'Can the landing page show clients waiting on me first, instead of recent activity?',
  'Our compliance manager asked whether client documents are stored in Australia. Where can I point her?',
];

export const CLIENT_MESSAGES = [
  'Easy to fill in, much better than the paper forms from our last loan.',
  'I could not find where to add my second job.',
  'The upload button does nothing on my phone (Samsung, Chrome).',
  'Thanks, this was really straightforward. Took us about half an hour.',
  'Can my partner fill in their part from their own login?',
  'The expenses page asks for monthly amounts but I only know our fortnightly spending.',
  'What does "other income" include? Does Centrelink family tax benefit go there?',
  'It logged me out while I was typing my employment history, but everything was still there when I came back.',
  'Hi,\nI uploaded the wrong bank statement (it was my old account). How do I delete it?\nThanks',
  'Please add a dark mode, I did all of this at night after the kids were in bed!',
  'Our accountant wants to send the company tax returns directly. Can they get a link?',
  'The date picker is hard to use for a date of birth in the 1970s.',
  'Where do I put a HECS debt? It is not really a loan I pay myself.',
  "I am self-employed and only have last year's tax return, the page asks for two years.",
  'Good morning,\n\nThe link in the email expired before I got to it (I was overseas).\nCan a new one be sent?\n\nRegards',
  'Very clear, thank you. I liked being able to come back later and carry on.',
];

/** The messages in a shuffled order, each used before any repeats (so the list reads like real mail). */
function cycle(rng: Prng, messages: readonly string[]): () => string {
  let deck: string[] = [];
  return () => {
    if (deck.length === 0) {
      deck = [...messages];
      for (let i = deck.length - 1; i > 0; i--) {
        const j = rng.int(0, i);
        [deck[i], deck[j]] = [deck[j]!, deck[i]!];
      }
    }
    return deck.pop()!;
  };
}

/**
 * About 120 feedback messages from brokers, planners and clients, each with the sender's names as they were
 * when it was sent (the table keeps that snapshot).
 */
export async function seedHistoryFeedback(
  db: Db,
  rng: Prng,
  opts: { now: Date; advisers: SeedAdviser[]; clients: SeedClient[] },
): Promise<number> {
  const brokers = opts.advisers.filter((a) => a.kind === 'broker');
  const planners = opts.advisers.filter((a) => a.kind === 'planner');
  const clientUsers = opts.clients.filter((c) => c.userId !== null);
  const nextAdviserMessage = cycle(rng, ADVISER_MESSAGES);
  const nextClientMessage = cycle(rng, CLIENT_MESSAGES);
  const rows: FeedbackRow[] = [];
  for (let i = 0; i < 120; i++) {
    const roll = rng.next();
    if (roll < 0.3 && clientUsers.length > 0) {
      const c = rng.pick(clientUsers);
      rows.push({
        user_id: c.userId!,
        user_type: 'client',
        adviser_id: c.adviser.id,
        client_id: c.id,
        broker_first_name: c.adviser.firstName,
        broker_last_name: c.adviser.lastName,
        client_first_name: c.firstName,
        client_last_name: c.lastName,
        message: nextClientMessage(),
        created_at: momentBetween(rng, c.firstInputAt ?? c.createdAt, opts.now),
      });
      continue;
    }
    const a = rng.pick(roll < 0.45 ? planners : brokers);
    rows.push({
      user_id: a.userId,
      user_type: a.kind,
      adviser_id: a.id,
      broker_first_name: a.firstName,
      broker_last_name: a.lastName,
      message: nextAdviserMessage(),
      created_at: momentBetween(rng, a.registeredAt, a.activeUntil, 0.8),
    });
  }
  rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertRows(db, feedback, rows);
  return rows.length;
}
