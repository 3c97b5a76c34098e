import type { ClientDetail } from '@brokerdesk/contract/constants';
import { Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { iconProps } from '../../components/icons';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { errorMessage } from '../../lib/api-client';
import { notifyError } from '../../lib/notify';
import { openReport } from '../reports';
import { useLodgementStatus } from './api';

/** An action the plan does not include: shown, marked locked; a click explains why and offers the upgrade. */
function Locked({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="default"
      size="sm"
      onClick={onClick}
      aria-disabled="true"
      c="dimmed"
      rightSection={<IconLock {...iconProps('sm')} />}
      data-locked="true"
    >
      {label}
    </Button>
  );
}

/**
 * The broker's actions on the application (docs/spec/core-and-application.md §2), in the application header beside the
 * client's name so they are in sight on a laptop's first screen: View Report (a new tab) and Upload to the lodgement
 * system, shown only while the broker's lodgement option is on (Serviceability and Strategies are pages, in the
 * application navigation). A locked plan shows them locked; a click opens the upgrade modal (§4; the upload is a Pro
 * feature, settings §1).
 */
export function AdviserActions({ client }: { client: ClientDetail }) {
  const lodgement = useLodgementStatus(client.id);
  const [upgradeOpened, upgrade] = useDisclosure(false);
  const [opening, setOpening] = useState(false);

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
        <Button
          variant="default"
          size="sm"
          onClick={viewReport}
          loading={opening}
          // The icon says it opens a new tab; the name says it too.
          aria-label="View Report (opens in a new tab)"
          rightSection={<IconExternalLink {...iconProps('sm')} />}
        >
          View Report
        </Button>
      )}
      {lodgement.data?.option_on &&
        (lodgement.data.allowed ? (
          <Button component={Link} to={`/client/${client.id}/lodgement`} variant="default" size="sm">
            Upload to the lodgement system
          </Button>
        ) : (
          <Locked label="Upload to the lodgement system" onClick={upgrade.open} />
        ))}
      <UpgradeModalOnDemand opened={upgradeOpened} onClose={upgrade.close} />
    </>
  );
}

export default AdviserActions;
