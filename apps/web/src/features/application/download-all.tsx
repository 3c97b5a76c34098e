import {
  type ClientDetail,
  documentRequestsEndpoints,
  MESSAGES,
  PRODUCT_NAME,
  UNNAMED_APPLICANT,
} from '@brokerdesk/contract/constants';
import { NavLink as MantineNavLink } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { iconProps } from '../../components/icons';
import { navEntryClass } from '../../components/nav-entry';
import { api, errorMessage, saveBlob } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { LockIcon } from './nav-icons';

/** docs/spec/core-and-application.md §7: the zip is saved as `{product} - {client name} - documents.zip`. */
export function zipFileName(client: Pick<ClientDetail, 'name'>): string {
  const name = client.name.trim() || UNNAMED_APPLICANT;
  // A name is typed by people: no character a file system refuses.
  const safe = [...name]
    .map((ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? ' ' : ch))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${PRODUCT_NAME} - ${safe} - documents.zip`;
}

/**
 * Download All Documents (docs/spec/core-and-application.md §2, §7): shown to advisers once the client has sent a
 * file (num_documents_received above 0); POST document/download-all-as-zip, saved under the spec's name, then 'Files
 * successfully downloaded.'. Locked like Documents for a suspended broker or one on Free after the trial.
 */
export function DownloadAllEntry({
  client,
  isLocked,
  onLocked,
}: {
  client: ClientDetail;
  isLocked: boolean;
  onLocked: () => void;
}) {
  const [busy, setBusy] = useState(false);
  if (client.num_documents_received <= 0) return null;
  const label = 'Download All Documents';
  if (isLocked)
    return (
      <MantineNavLink
        component="button"
        type="button"
        label={label}
        onClick={onLocked}
        aria-disabled="true"
        className={navEntryClass}
        rightSection={<LockIcon />}
        c="dimmed"
        style={{ opacity: 0.6 }}
        data-locked="true"
      />
    );
  const download = async () => {
    setBusy(true);
    try {
      const { blob } = await api.download(documentRequestsEndpoints.downloadAll, { body: { clientId: client.id } });
      saveBlob(blob, zipFileName(client));
      notifySuccess(MESSAGES.filesDownloaded);
    } catch (err) {
      notifyError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <MantineNavLink
      component="button"
      type="button"
      label={label}
      onClick={download}
      disabled={busy}
      aria-busy={busy}
      className={navEntryClass}
      rightSection={<IconDownload {...iconProps('sm')} />}
      data-testid="download-all-documents"
    />
  );
}

export default DownloadAllEntry;
