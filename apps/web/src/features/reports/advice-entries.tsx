import type { ClientDetail } from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { NavLink, useLocation } from 'react-router';
import { iconProps } from '../../components/icons';
import { navEntryClass } from '../../components/nav-entry';

export const serviceabilityPath = (clientId: number) => `/client/${clientId}/serviceability`;
export const strategiesPath = (clientId: number) => `/client/${clientId}/strategies`;

/**
 * Serviceability and Strategies in the application navigation, for the adviser (decision 048): pages of the
 * application, with the steps, while the header keeps the actions. A locked plan shows
 * Serviceability disabled, its click the upgrade modal, as View Report; Strategies, a Pro feature, opens its page,
 * which offers the upgrade to a Standard plan.
 */
export function AdviceEntries({ client, onLocked }: { client: ClientDetail; onLocked: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {client.locked ? (
        <MantineNavLink
          component="button"
          type="button"
          label="Serviceability"
          onClick={onLocked}
          aria-disabled="true"
          className={navEntryClass}
          rightSection={<IconLock {...iconProps('sm')} />}
          c="dimmed"
          style={{ opacity: 0.6 }}
          data-locked="true"
        />
      ) : (
        <MantineNavLink
          component={NavLink}
          to={serviceabilityPath(client.id)}
          label="Serviceability"
          active={pathname === serviceabilityPath(client.id)}
          className={navEntryClass}
        />
      )}
      <MantineNavLink
        component={NavLink}
        to={strategiesPath(client.id)}
        label="Strategies"
        active={pathname === strategiesPath(client.id)}
        className={navEntryClass}
      />
    </>
  );
}
