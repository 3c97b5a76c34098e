import {
  type ActivityItem,
  ADDRESS_USE_OPTIONS,
  APPLICANT_FIELDS,
  APPLICANT_LABELS,
  type ApplicantType,
  type ApplicationPage,
  CentsSchema,
  DEAL_STAGE_LABELS,
  type DealStage,
  type FieldSpec,
  ITEM_FIELDS,
  type ItemSection,
  isCalendarDate,
  LIST_QUESTION_FIELDS,
  type ListPage,
  type Registry,
  SECTION_FIELDS,
  type Section,
  THIRD_PARTY_TYPE_OPTIONS,
} from '@brokerdesk/contract';
import { formatMoney } from '../../components/money-input';
import { formatDate } from '../../lib/dates';
import { formatPhone } from '../../lib/phone';

/**
 * The client activity timeline's sentences (who did what and when). Field changes name the field by
 * its label in the contract's registries and show the old and new values as the pages show them.
 */
export interface ActivityLine {
  /** What happened, after the actor's name: 'changed Loan amount on Requirements'. */
  text: string;
  change?: { from: string; to: string };
  /** A note's own words, shown as plain text under the line. */
  note?: string;
}

const stageLabel = (stage: string) => DEAL_STAGE_LABELS[stage as DealStage] ?? humanise(stage);

const PAGE_LABELS: Record<ApplicationPage, string> = {
  profile: 'Applicant profile',
  requirement: 'Requirements',
  asset: 'Assets',
  liability: 'Liabilities',
  expense: 'Living Expenses',
  'risk-profile': 'Risk Profile',
  document: 'Documents',
  submit: 'Submit',
};

const SECTION_LABELS: Record<string, string> = {
  applicant: 'the applicant profile',
  requirement: 'Requirements',
  expense: 'Living Expenses',
  risk_profile: 'Risk Profile',
  asset: 'Assets',
  liability: 'Liabilities',
  address: 'an address',
  employment: 'employment',
  other_income: 'other income',
  third_party: 'third parties',
};

const str = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * The registry a change's section names; an applicant's could be a person's, a company's or a trust's. The Assets
 * and Liabilities pages' own question ('Do you have any assets?') is stored under the page's section, so it is
 * looked up first.
 */
function fieldSpec(section: string, key: string): FieldSpec | undefined {
  const question = LIST_QUESTION_FIELDS[section as ListPage]?.[key];
  if (question) return question;
  if (section === 'applicant') {
    return (Object.values(APPLICANT_FIELDS) as Registry[]).find((r) => key in r)?.[key];
  }
  if (section in SECTION_FIELDS) return SECTION_FIELDS[section as Section][key];
  if (section in ITEM_FIELDS) return ITEM_FIELDS[section as ItemSection][key];
  return undefined;
}

const humanise = (key: string) => {
  const words = key.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A stored value as its page shows it: option labels, dollars from cents, dates and phones formatted. */
export function formatValue(value: unknown, spec: FieldSpec | undefined): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const option = spec?.options?.find((o) => o.value === value);
  if (option) return option.label;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number' && spec?.schema === CentsSchema) return formatMoney(value);
  if (typeof value === 'string' && spec?.format === 'phone') return formatPhone(value);
  if (typeof value === 'string' && isCalendarDate(value)) return formatDate(value);
  if (Array.isArray(value)) return value.length === 0 ? '(empty)' : `${value.length} chosen`;
  if (typeof value === 'object') return 'updated';
  return String(value);
}

const ITEM_NOUNS: Record<string, string> = {
  address: 'an address',
  employment: 'a job',
  other_income: 'other income',
  third_party: 'a third party',
};

function itemKind(section: string, kind: string): string {
  if (!kind) return ITEM_NOUNS[section] ?? 'an item';
  const options =
    section === 'address' ? ADDRESS_USE_OPTIONS : section === 'third_party' ? THIRD_PARTY_TYPE_OPTIONS : [];
  return options.find((o) => o.value === kind)?.label ?? humanise(kind);
}

/** One timeline entry as a sentence; an action this page does not know reads as its name. */
export function describeActivity(item: Pick<ActivityItem, 'action' | 'detail'>): ActivityLine {
  const d = item.detail ?? {};
  switch (item.action) {
    case 'client_created':
      return { text: str(d.name) ? `created the client ${str(d.name)}` : 'created the client' };
    case 'client_archived':
      return { text: 'archived the client' };
    case 'client_restored':
      return { text: 'restored the client' };
    case 'client_deleted':
      return { text: 'deleted the client' };
    case 'applicant_added':
      return {
        text: `added ${APPLICANT_LABELS[d.type as ApplicantType]?.toLowerCase() ?? 'applicant'} to the application`,
      };
    case 'applicant_deleted':
      return { text: str(d.name) ? `deleted the applicant ${str(d.name)}` : 'deleted an applicant' };
    case 'applicants_reordered':
      return { text: 'changed the order of the applicants' };
    case 'field_changed': {
      const section = str(d.section);
      const key = str(d.key);
      const spec = fieldSpec(section, key);
      const where = SECTION_LABELS[section] ? ` on ${SECTION_LABELS[section]}` : '';
      return {
        text: `changed ${spec?.label ?? humanise(key)}${where}`,
        change: { from: formatValue(d.old, spec), to: formatValue(d.new, spec) },
      };
    }
    case 'item_added':
    case 'item_deleted': {
      const section = str(d.section);
      const [verb, joiner] = item.action === 'item_added' ? ['added', 'to'] : ['removed', 'from'];
      // An asset or liability names its page; an address, job or third party is named by its kind alone.
      const where = section === 'asset' || section === 'liability' ? ` ${joiner} ${SECTION_LABELS[section]}` : '';
      return { text: `${verb} ${itemKind(section, str(d.kind))}${where}` };
    }
    case 'client_invited':
      return {
        text:
          d.via === 'own_email_program'
            ? `prepared the portal invitation for ${str(d.email)} in their own email program`
            : `emailed the portal invitation to ${str(d.email)}`,
      };
    case 'client_pages_changed':
      return { text: 'changed the pages the client sees' };
    case 'client_access_revoked':
      return { text: "revoked the client's portal access" };
    case 'invite_accepted':
      return { text: 'accepted the invitation and set a password' };
    case 'login':
      return { text: 'signed in' };
    case 'page_opened':
      return { text: `opened ${PAGE_LABELS[d.page as ApplicationPage] ?? humanise(str(d.page))}` };
    case 'report_viewed':
      return { text: d.review_id === undefined ? 'viewed the report' : "viewed the annual review's report" };
    case 'video_played':
      return { text: 'played the intro video' };
    case 'application_submitted':
      return { text: 'submitted the application' };
    case 'application_lodged':
      return {
        text:
          d.via === 'upload'
            ? `uploaded the application to the lodgement system (reference ${str(d.reference)})`
            : 'marked the application as lodged',
      };
    case 'file_downloaded':
      return { text: 'downloaded a file' };
    case 'document_reminder_sent': {
      const missing = Array.isArray(d.missing) ? d.missing.filter((m): m is string => typeof m === 'string') : [];
      const list = missing.length ? `: ${missing.join(', ')}` : '';
      return { text: `emailed ${str(d.email) || 'the client'} a reminder of the documents still missing${list}` };
    }
    case 'document_reminders_paused':
      return { text: 'paused the document reminders' };
    case 'document_reminders_resumed':
      return { text: 'resumed the document reminders' };
    // docs/decisions/022-leads-messages-help.md: the lead form and the conversation.
    case 'lead_received':
      return { text: str(d.name) ? `sent the lead capture form as ${str(d.name)}` : 'sent the lead capture form' };
    case 'lead_updated': {
      // A repeat within a day leaves the lead as the first form made it; what this one said is here (decision 027).
      const answers = Array.isArray(d.answers) ? d.answers.filter((l): l is string => typeof l === 'string') : [];
      return { text: `sent the lead capture form again${answers.length ? `: ${answers.join('; ')}` : ''}` };
    }
    case 'lead_converted':
      return { text: 'converted the lead to an active client' };
    case 'message_sent':
      return { text: str(d.file_name) ? `sent a message with ${str(d.file_name)}` : 'sent a message' };
    case 'applicant_invited':
      return { text: `invited ${str(d.email) || 'another applicant'} to sign in with their own email` };
    // Privacy: the signed consent and the export on request.
    case 'consent_accepted':
      return {
        text: `accepted ${str(d.document) || 'a disclosure document'} by typing "${str(d.typed_name)}" (SHA-256 ${str(d.sha256)})`,
      };
    case 'client_exported':
      return { text: "exported the client's data (Privacy Act request)" };
    // The deal after lodgement, its tasks and notes.
    case 'stage_changed':
      return {
        text: 'moved the deal',
        change: { from: stageLabel(str(d.from)), to: stageLabel(str(d.to)) },
      };
    case 'deal_updated':
      return { text: 'updated the deal (lender, loan amount or dates)' };
    case 'task_added':
      return { text: `added the task "${str(d.title)}", due ${formatDate(str(d.due_date))}` };
    case 'task_changed':
      return { text: `changed the task "${str(d.title)}"` };
    case 'task_done':
      return { text: `completed the task "${str(d.title)}"` };
    case 'client_imported':
      return { text: str(d.file) ? `imported the client from ${str(d.file)}` : 'imported the client' };
    case 'note_added':
      return { text: 'added a note', note: str(d.text) };
    // Annual reviews (docs/decisions/041-annual-reviews.md).
    case 'review_started':
      return { text: `started the annual review due ${formatDate(str(d.due_on))}` };
    case 'review_confirmed':
      return { text: 'confirmed the answers of the annual review' };
    case 'review_date_set':
      return {
        text: d.due_on
          ? `set the next annual review for ${formatDate(str(d.due_on))}`
          : 'cleared the annual review date',
      };
    default:
      return { text: humanise(item.action).toLowerCase() };
  }
}
