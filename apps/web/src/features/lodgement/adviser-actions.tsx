import type { ClientDetail } from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { iconProps } from '../../components/icons';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { navEntryClass } from '../application';
import { UpgradeModalOnDemand } from '../billing';
import { openReport } from '../reports';
import { useLodgementStatus } from './api';

function Locked({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={label}
      onClick={onClick}
      aria-disabled="true"
      className={navEntryClass}
      rightSection={<IconLock {...iconProps('sm')} />}
      c="dimmed"
      style={{ opacity: 0.6 }}
      data-locked="true"
    />
  );
}

/**
 * The broker's actions in the application navigation (docs/spec/core-and-application.md §2): View Report (a new tab)
 * and Upload to the lodgement system, shown only while the broker's lodgement option is on. A locked plan shows them
 * disabled; a click opens the upgrade modal (§4; the upload is a Pro feature, settings §1).
 */
export function AdviserActions({ client }: { client: ClientDetail }) {
  const { pathname } = useLocation();
  const lodgement = useLodgementStatus(client.id);
  const [upgradeOpened, upgrade] = useDisclosure(false);
  const [opening, setOpening] = useState(false);
  const uploadPath = `/client/${client.id}/lodgement`;

  const viewReport = async () => {
    setOpening(true);
    try {
      await openReport(client.id);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setOpening(false);
    }
  };

  return (
    <>
      {client.locked ? (
        <Locked label="View Report" onClick={upgrade.open} />
      ) : (
        <MantineNavLink
          component="button"
          type="button"
          label="View Report"
          description="Opens in a new tab"
          onClick={viewReport}
          disabled={opening}
          className={navEntryClass}
          rightSection={<IconExternalLink {...iconProps('sm')} />}
        />
      )}
      {lodgement.data?.option_on &&
        (lodgement.data.allowed ? (
          <MantineNavLink
            component={NavLink}
            to={uploadPath}
            label="Upload to the lodgement system"
            active={pathname.startsWith(uploadPath)}
            className={navEntryClass}
          />
        ) : (
          <Locked label="Upload to the lodgement system" onClick={upgrade.open} />
        ))}
      <UpgradeModalOnDemand opened={upgradeOpened} onClose={upgrade.close} />
    </>
  );
}

export default AdviserActions;
