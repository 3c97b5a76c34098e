import { applicantName, type FieldData } from '@brokerdesk/contract';
import type { ApplicationSnapshot, SnapshotItem } from './application-snapshot.repo';
import type { ValueNames } from './report-format';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** An asset as the report and the lodgement name it: its type and what tells it apart. */
export function assetLabel(item: Pick<SnapshotItem, 'kind' | 'data'>): string {
  const d: FieldData = item.data;
  const what = text(d.description) || text(d.address) || text(d.institution);
  return what ? `${item.kind}: ${what}` : item.kind;
}

/** Names of the applicants and assets of one snapshot, for values that point at them. */
export function snapshotNames(s: Pick<ApplicationSnapshot, 'applicants' | 'items'>): ValueNames {
  const applicants = new Map(s.applicants.map((a) => [a.id, applicantName(a.type, a.data) || '[None]']));
  const assets = new Map(s.items.filter((i) => i.section === 'asset').map((i) => [i.id, assetLabel(i)]));
  return {
    applicant: (id) => applicants.get(id) ?? '[None]',
    asset: (id) => assets.get(id) ?? '',
  };
}
