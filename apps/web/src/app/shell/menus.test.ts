import type { User } from '@brokerdesk/contract/constants';
import { describe, expect, it } from 'vitest';
import { brokerUser } from '../../test/fixtures';
import { accountMenu, adviserNavLinks, adviserSettingsLinks, currentness, type MenuLink } from './menus';
import { subHeaderLinks } from './sub-header';
import { hasSubHeader } from './sub-header-size';

const planner: User = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 9 };
const client: User = { ...brokerUser, role: 'client', broker_id: null, client_id: 41 };
const admin: User = { ...brokerUser, role: 'admin', is_admin: true, broker_id: null, branding: null };

const labelsAndTargets = (links: MenuLink[]) => links.map((l) => `${l.label} ${l.to}`);

describe('the navigation under the header, per role', () => {
  it('gives a broker Home, Clients, Leads, Templates, Settings and Help', () => {
    expect(labelsAndTargets(subHeaderLinks(brokerUser))).toEqual([
      'Home /broker/home',
      'Clients /client/list',
      'Leads /client/list-search/-/lead/all/all/created_at.desc/50/0',
      'Templates /broker/3/template',
      'Settings /broker/3/account',
      'Help /help/overview',
    ]);
  });

  it('gives a planner the same without Templates (a broker screen only)', () => {
    expect(labelsAndTargets(subHeaderLinks(planner))).toEqual([
      'Home /planner/home',
      'Clients /client/list',
      'Settings /planner/9/account',
      'Help /help/overview',
    ]);
  });

  it('gives an administrator the admin sub-header, and a client none', () => {
    expect(subHeaderLinks(admin).map((l) => l.label)).toEqual([
      'Dashboard',
      'Brokers',
      'Planners',
      'Metrics',
      'Feedback',
      'Webhooks',
      'Mailbox',
      'Documents',
      'Audit',
    ]);
    expect(subHeaderLinks(client)).toEqual([]);
    expect(adviserNavLinks(admin)).toEqual([]);
  });

  it('reserves the bar’s height exactly for the viewers who have entries in it', () => {
    for (const me of [brokerUser, planner, client, admin, { ...brokerUser, broker_id: null }]) {
      expect(hasSubHeader(me)).toBe(subHeaderLinks(me).length > 0);
    }
  });

  it('marks the page the viewer is on, and the entry whose section they are in', () => {
    const [home, clients, leads, templates, settings] = adviserNavLinks(brokerUser) as [
      MenuLink,
      MenuLink,
      MenuLink,
      MenuLink,
      MenuLink,
    ];
    expect(currentness(home, '/broker/home')).toBe('page');
    expect(currentness(home, '/broker/onboard')).toBe('true');
    expect(currentness(clients, '/client/list')).toBe('page');
    expect(currentness(clients, '/client/list-search/-/active/all/all/name.asc/50/0')).toBe('true');
    expect(currentness(clients, '/client/41/application/requirement')).toBe('true');
    expect(currentness(clients, '/client/41')).toBe('true');
    // The leads are the Leads entry's, not the Clients entry's.
    const leadList = '/client/list-search/-/lead/all/all/created_at.desc/50/0';
    expect(currentness(leads, leadList)).toBe('page');
    expect(currentness(leads, '/client/list-search/smith/lead/all/all/name.asc/50/0')).toBe('true');
    expect(currentness(clients, leadList)).toBeUndefined();
    expect(currentness(leads, '/client/list-search/-/active/all/all/name.asc/50/0')).toBeUndefined();
    expect(currentness(templates, '/broker/3/template')).toBe('page');
    expect(currentness(settings, '/broker/3/account')).toBe('page');
    expect(currentness(settings, '/broker/3/mail-setting')).toBe('true');
    // Elsewhere, nothing is marked.
    for (const link of [home, clients, leads, templates, settings])
      expect(currentness(link, '/dashboard')).toBeUndefined();
    expect(currentness(settings, '/broker/3/template')).toBeUndefined();
  });

  it('marks an administrator’s list while they look at one adviser of it', () => {
    const brokers = subHeaderLinks(admin)[1] as MenuLink;
    expect(currentness(brokers, '/broker/list')).toBe('page');
    expect(currentness(brokers, '/broker/12/account')).toBe('true');
    expect(currentness(brokers, '/planner/12/account')).toBeUndefined();
  });
});

describe('the account menu', () => {
  it('keeps an adviser’s own pages (docs/spec/core-and-application.md §2 Shell); the rest are in the navigation', () => {
    expect(labelsAndTargets(accountMenu(brokerUser))).toEqual([
      'My account /broker/3/account',
      'Password /broker/3/password',
      'Site appearance /broker/3/site-appearance',
      'Mail settings /broker/3/mail-setting',
      'Payments /broker/3/payment',
      'Security /security',
      'Audit /audit',
    ]);
    expect(accountMenu(planner)[0]?.to).toBe('/planner/9/account');
    expect(accountMenu(planner).at(-3)?.to).toBe('/planner/9/payment');
    expect(labelsAndTargets(accountMenu(client))).toEqual(['Security /security']);
    expect(labelsAndTargets(accountMenu(admin))).toEqual(['Security /security']);
  });
});

describe('the settings navigation', () => {
  const labels = (links: MenuLink[]) => links.map((l) => l.label);
  it('shows Payments only on the adviser’s own account, and hides Templates while suspended', () => {
    expect(labels(adviserSettingsLinks('broker', 3, { own: true, suspended: false }))).toContain('Payments');
    expect(labels(adviserSettingsLinks('broker', 3, { own: false, suspended: false }))).not.toContain('Payments');
    expect(labels(adviserSettingsLinks('broker', 3, { own: true, suspended: true }))).not.toContain('Templates');
    expect(labels(adviserNavLinks(brokerUser, true))).toEqual(['Home', 'Clients', 'Leads', 'Settings', 'Help']);
  });
});
