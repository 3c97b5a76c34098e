import type { AdviserDetail } from '@brokerdesk/contract/constants';
import type { AdviserRef } from '../../lib/adviser';

/**
 * broker-onboard-home: what makes the product work for an adviser's clients, each item ticked from
 * the real data, never from a "done" flag of its own.
 */
export type OnboardingKey = 'details' | 'appearance' | 'mail' | 'template' | 'client';

export interface OnboardingItem {
  key: OnboardingKey;
  label: string;
  description: string;
  done: boolean;
  /** The page that does it; the first client is added from the checklist itself. */
  to: string | null;
}

export interface OnboardingFacts {
  detail: AdviserDetail;
  /** Brokers only: planners have no templates page (docs/spec/settings-billing-admin.md §2). */
  templateCount: number | null;
  clientCount: number;
}

const filled = (v: string | null | undefined) => Boolean(v?.trim());

export function onboardingItems(adviser: AdviserRef, facts: OnboardingFacts): OnboardingItem[] {
  const { detail } = facts;
  const base = `/${adviser.kind}/${adviser.id}`;
  const items: OnboardingItem[] = [
    {
      key: 'details',
      label: 'Your details',
      description: 'Your company and a phone number: your clients see them in the header of every page.',
      done: filled(detail.company) && (filled(detail.phone_mobile) || filled(detail.phone_office)),
      to: `${base}/account`,
    },
    {
      key: 'appearance',
      label: 'Site appearance',
      description: 'Your logo or photo, your colours and an intro video, so the application looks like yours.',
      done:
        detail.logo !== null ||
        detail.profile_image !== null ||
        detail.header_background !== null ||
        filled(detail.video),
      to: `${base}/site-appearance`,
    },
    {
      key: 'mail',
      label: 'Mail settings',
      description: 'Your personal message and disclaimer for the email that invites a client to their application.',
      done: !detail.personal_message_is_default || filled(detail.email_disclaimer),
      to: `${base}/mail-setting`,
    },
  ];
  if (facts.templateCount !== null) {
    items.push({
      key: 'template',
      label: 'A template',
      description: 'The assets, liabilities and documents you usually ask for, ready for each new client.',
      done: facts.templateCount > 0,
      to: `${base}/template`,
    });
  }
  items.push({
    key: 'client',
    label: 'Your first client',
    description: 'Add a client and open their application, then invite them to fill it in online.',
    done: facts.clientCount > 0,
    to: null,
  });
  return items;
}
