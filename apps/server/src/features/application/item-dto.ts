import type { ApplicationItem } from '@brokerdesk/contract';
import type { ItemRow } from './items.repo';

export function toItemDto(row: ItemRow): ApplicationItem {
  return {
    id: row.id,
    client_id: row.client_id,
    applicant_id: row.applicant_id,
    section: row.section,
    kind: row.kind,
    position: row.position,
    data: row.data,
    answers: row.answers,
    updated_at: row.updated_at.toISOString(),
  };
}
