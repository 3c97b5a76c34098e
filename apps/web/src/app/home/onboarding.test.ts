import { describe, expect, it } from 'vitest';
import { adviserDetail } from '../../test/adviser-fixtures';
import { type OnboardingFacts, onboardingItems } from './onboarding';

const broker = { kind: 'broker', id: 3 } as const;
const facts = (patch: Partial<OnboardingFacts> = {}): OnboardingFacts => ({
  detail: adviserDetail({ company: '' }),
  templateCount: 0,
  clientCount: 0,
  ...patch,
});
const ticks = (f: OnboardingFacts, adviser: { kind: 'broker' | 'planner'; id: number } = broker) =>
  Object.fromEntries(onboardingItems(adviser, f).map((i) => [i.key, i.done]));

describe('onboardingItems', () => {
  it('starts a new broker with nothing ticked, each item linking to its page', () => {
    const items = onboardingItems(broker, facts());
    expect(items.map((i) => [i.key, i.done, i.to])).toEqual([
      ['details', false, '/broker/3/account'],
      ['appearance', false, '/broker/3/site-appearance'],
      ['mail', false, '/broker/3/mail-setting'],
      ['template', false, '/broker/3/template'],
      ['client', false, null],
    ]);
  });

  it('ticks each item from the adviser’s real data', () => {
    const detail = adviserDetail({
      company: 'Harbour City Home Loans',
      phone_office: '+61292531234',
      video: 'https://youtu.be/3NEOmewF4u8',
      personal_message_is_default: false,
    });
    expect(ticks(facts({ detail, templateCount: 2, clientCount: 1 }))).toEqual({
      details: true,
      appearance: true,
      mail: true,
      template: true,
      client: true,
    });
    // A company without a phone is not enough for the header clients see.
    expect(ticks(facts({ detail: adviserDetail({ company: 'X', phone_office: '', phone_mobile: '' }) })).details).toBe(
      false,
    );
    expect(ticks(facts({ detail: adviserDetail({ header_background: '#112233' }) })).appearance).toBe(true);
    expect(ticks(facts({ detail: adviserDetail({ email_disclaimer: 'General advice only.' }) })).mail).toBe(true);
  });

  it('gives a planner no template item, as planners have no templates page', () => {
    const keys = onboardingItems({ kind: 'planner', id: 8 }, facts({ templateCount: null })).map((i) => i.key);
    expect(keys).toEqual(['details', 'appearance', 'mail', 'client']);
  });
});
