import type { User } from '@brokerdesk/contract/constants';
import { describe, expect, it } from 'vitest';
import { adminUser } from '../../test/client-fixtures';
import { brokerUser } from '../../test/fixtures';
import { actionEntries, matches, pageEntries, searchesClients } from './palette-entries';

const planner: User = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 9 };
const labels = (me: User, suspended = false) => pageEntries(me, suspended).map((e) => e.label);

describe('the palette entries', () => {
  it("lists a broker's pages once each: the navigation, the board, the settings pages, Security and Audit", () => {
    const pages = pageEntries(brokerUser, false);
    expect(pages.map((p) => p.label)).toEqual([
      'Home',
      'Clients',
      'Leads',
      'Templates',
      'Help',
      'Pipeline board',
      'My account',
      'Password',
      'Site appearance',
      'Mail settings',
      'Serviceability',
      'Payments',
      'Lead capture',
      'Security',
      'Audit',
    ]);
    expect(new Set(pages.map((p) => p.to)).size).toBe(pages.length);
    expect(pages.find((p) => p.label === 'Payments')?.to).toBe('/broker/3/stripe');
  });

  it('leaves out what the menus leave out: Templates while suspended, a broker’s leads and lead capture for a planner', () => {
    expect(labels(brokerUser, true)).not.toContain('Templates');
    expect(labels(planner)).not.toContain('Leads');
    expect(labels(planner)).not.toContain('Lead capture');
    expect(pageEntries(planner, false).find((p) => p.label === 'Payments')?.to).toBe('/planner/9/payment');
  });

  it('gives an administrator their own pages and no client search or actions', () => {
    expect(searchesClients(adminUser)).toBe(false);
    expect(labels(adminUser)).toEqual(expect.arrayContaining(['Dashboard', 'Brokers', 'Planners', 'Security']));
    expect(actionEntries(adminUser, null)).toEqual([]);
  });

  it("offers the current client's report and activity only on a client's pages", () => {
    expect(actionEntries(brokerUser, null).map((a) => a.key)).toEqual(['add-client']);
    const onClient = actionEntries(brokerUser, { id: 5, name: 'Emily Clarke' });
    expect(onClient.map((a) => a.label)).toEqual(['Add a new client', 'View report', 'View activity']);
    expect(onClient[2]?.to).toBe('/client/5/activity');
  });

  it('matches when every word typed is in the label, description or keywords', () => {
    const entry = { key: 'k', label: 'Mail settings', description: 'Settings', keywords: 'smtp email' };
    expect(matches(entry, 'mail')).toBe(true);
    expect(matches(entry, 'SETT smtp')).toBe(true);
    expect(matches(entry, 'mail password')).toBe(false);
    expect(matches(entry, '')).toBe(true);
  });
});
