import {
  type ApplicationPage,
  expenseMonthlyTotals,
  type KeyValue,
  missingKeys,
  pageCompleteness,
  SECTION_FIELDS,
  type Section,
  type SectionRecord,
} from '@brokerdesk/contract';
import { requireAccess } from '../../access';
import type { Actor, ServiceContext } from '../../context';
import type { FieldAnswers, FieldData } from '../../db/schema';
import { saveFields } from './field-save';
import { findSection, lockOrCreateSection, mergeSectionFields, userNames } from './sections.repo';

/** The one-per-client pages: Requirements, Living Expenses and Risk Profile. */
export const SECTION_PAGES: Record<Section, ApplicationPage> = {
  requirement: 'requirement',
  expense: 'expense',
  risk_profile: 'risk-profile',
};

async function toSectionRecord(
  ctx: ServiceContext,
  clientId: number,
  section: Section,
  data: FieldData,
  answers: FieldAnswers,
): Promise<SectionRecord> {
  const ids = [...new Set(Object.values(answers).map((a) => a.user_id))];
  return {
    client_id: clientId,
    section,
    data,
    answers,
    answerers: await userNames(ctx.db, ids),
    completeness: pageCompleteness(missingKeys(SECTION_FIELDS[section], data)),
    ...(section === 'expense' ? { totals: expenseMonthlyTotals(data) } : {}),
  };
}

/** A page never saved reads as empty; reading does not create its row. */
export async function getSection(
  ctx: ServiceContext,
  actor: Actor,
  clientId: number,
  section: Section,
): Promise<SectionRecord> {
  const { client } = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: clientId },
    { page: SECTION_PAGES[section] },
  );
  const row = await findSection(ctx.db, { clientId: client.id, adviserId: client.adviser_id }, section);
  return toSectionRecord(ctx, client.id, section, row?.data ?? {}, row?.answers ?? {});
}

export async function saveSection(
  ctx: ServiceContext,
  actor: Actor,
  input: { clientId: number; keyValueArr: KeyValue[] },
  section: Section,
): Promise<SectionRecord> {
  const { client } = await requireAccess(
    ctx,
    actor,
    { kind: 'client', id: input.clientId },
    { page: SECTION_PAGES[section] },
  );
  const scope = { clientId: client.id, adviserId: client.adviser_id };
  const saved = await saveFields(
    ctx,
    { ...scope, actor },
    {
      registry: SECTION_FIELDS[section],
      section,
      lock: (tx) => lockOrCreateSection(tx, scope, section),
      write: (tx, row, patch, answers, now) => mergeSectionFields(tx, row.id, patch, answers, now),
    },
    input.keyValueArr,
  );
  return toSectionRecord(ctx, client.id, section, saved.data, saved.answers);
}
