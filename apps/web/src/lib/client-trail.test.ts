import type { User } from '@brokerdesk/contract/constants';
import { describe, expect, it } from 'vitest';
import { testClient } from '../test/client-fixtures';
import { brokerBranding, brokerUser } from '../test/fixtures';
import { clientBackLink, clientTrail } from './client-trail';

const planner: User = { ...brokerUser, role: 'planner', broker_id: null, planner_id: 9 };
const admin: User = { ...brokerUser, role: 'admin', is_admin: true, broker_id: null, branding: null };
const client: User = { ...brokerUser, role: 'client', broker_id: null, client_id: 41 };
const plannersClient = testClient({
  adviser_id: 9,
  adviser: { ...brokerBranding, adviser_id: 9, kind: 'planner', first_name: 'James', last_name: 'Nguyen' },
});

describe('the way back from a client’s pages', () => {
  it('takes a broker or planner to their client list', () => {
    for (const me of [brokerUser, planner]) {
      expect(clientBackLink(me, testClient())).toEqual({ label: 'Clients', to: '/client/list' });
      expect(clientBackLink(me, undefined)).toEqual({ label: 'Clients', to: '/client/list' });
      expect(clientTrail(me, testClient())).toEqual([{ label: 'Clients', to: '/client/list' }]);
    }
  });

  it('takes an administrator, who has no client list, to the client’s adviser’s page', () => {
    expect(clientBackLink(admin, testClient())).toEqual({ label: 'Sarah Mitchell’s account', to: '/broker/3/account' });
    expect(clientTrail(admin, testClient())).toEqual([
      { label: 'Brokers', to: '/broker/list' },
      { label: 'Sarah Mitchell', to: '/broker/3/account' },
    ]);
    expect(clientBackLink(admin, plannersClient)).toEqual({
      label: 'James Nguyen’s account',
      to: '/planner/9/account',
    });
    expect(clientTrail(admin, plannersClient)[0]).toEqual({ label: 'Planners', to: '/planner/list' });
    // Before the client has loaded: the broker list, which every administrator has.
    expect(clientBackLink(admin, undefined)).toEqual({ label: 'Brokers', to: '/broker/list' });
  });

  it('gives a client no trail above their own pages, and their home as the way back', () => {
    expect(clientTrail(client, testClient())).toEqual([]);
    expect(clientBackLink(client, testClient())).toEqual({ label: 'Home', to: '/client/41/home' });
  });
});
