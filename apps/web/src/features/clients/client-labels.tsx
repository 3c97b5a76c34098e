import {
  CLIENT_STATUS_LABELS,
  type ClientAccess,
  type ClientStatus,
  type ClientType,
  UNNAMED_APPLICANT,
} from '@brokerdesk/contract/constants';
import { Badge } from '@mantine/core';
import { Link } from 'react-router';

/** How the client list names its filters and shows a client's status and portal access. */
export const TYPE_LABELS: Record<ClientType, string> = { active: 'Active', archived: 'Archived', lead: 'Leads' };
export const STATUS_LABELS: Record<ClientStatus, string> = CLIENT_STATUS_LABELS;
export const ACCESS_LABELS: Record<ClientAccess, string> = { none: 'No access', invited: 'Invited', active: 'Active' };

const STATUS_COLOURS: Record<ClientStatus, string> = {
  'not-started': 'gray',
  'in-progress': 'blue',
  submitted: 'orange',
  lodged: 'teal',
};
const ACCESS_COLOURS: Record<ClientAccess, string> = { none: 'gray', invited: 'yellow', active: 'teal' };

/** docs/spec/core-and-application.md §3: an unnamed applicant shows as '[None]'. */
export const clientName = (name: string) => name.trim() || UNNAMED_APPLICANT;

export function StatusBadge({ status }: { status: ClientStatus }) {
  return (
    <Badge color={STATUS_COLOURS[status]} variant="light" radius="sm">
      {STATUS_LABELS[status]}
    </Badge>
  );
}

export function AccessBadge({ access }: { access: ClientAccess }) {
  return (
    <Badge color={ACCESS_COLOURS[access]} variant={access === 'none' ? 'outline' : 'light'} radius="sm">
      {ACCESS_LABELS[access]}
    </Badge>
  );
}

/**
 * Files the client sent that wait for the broker (documents): a badge linking to the client's Documents page, shown
 * only when there is something to review.
 */
export function ToReviewBadge({ clientId, count }: { clientId: number; count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      component={Link}
      to={`/client/${clientId}/application/document`}
      color="grape"
      variant="filled"
      radius="sm"
      style={{ cursor: 'pointer' }}
      data-testid="documents-to-review"
    >
      {count === 1 ? '1 document to review' : `${count} documents to review`}
    </Badge>
  );
}
