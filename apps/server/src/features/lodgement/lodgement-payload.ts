import { applicantName, COUNTRIES, type FieldData, type Owner, STATES, toMonthlyCents } from '@brokerdesk/contract';
import { type ApplicationSnapshot, assetLabel, type SnapshotApplicant } from '../reports';

/**
 * Our application as the lodgement system's deal (decision 021): one pure function, documented field by field in
 * docs/lodgement.md. Amounts are dollars with cents (the API's convention; ours are integer cents), dates
 * YYYY-MM-DD, states their abbreviation, countries ISO 3166 alpha-2. Nothing secret goes in it.
 */
export interface LodgementContact {
  ref: string;
  type: 'person' | 'company' | 'trust';
  is_primary: boolean;
  name: string;
  details: Record<string, string | number | boolean | string[] | null>;
  addresses: Record<string, string | number | null>[];
  employments: Record<string, string | number | boolean | null>[];
  incomes: Record<string, string | number | boolean | null>[];
}

export interface LodgementOwner {
  contact_ref: string;
  share_percent: number;
}

export interface LodgementPayload {
  external_id: string;
  deal: Record<string, string | number | boolean | null>;
  broker: { name: string; email: string; company: string; credit_representative_number: string };
  contacts: LodgementContact[];
  financials: {
    assets: { ref: string; type: string; description: string; value: number | null; owners: LodgementOwner[] }[];
    liabilities: {
      ref: string;
      type: string;
      lender: string;
      balance: number | null;
      limit: number | null;
      monthly_repayment: number;
      interest_rate: number | null;
      to_be_refinanced: boolean;
      to_be_closed: boolean;
      secured_by_ref: string | null;
      owners: LodgementOwner[];
    }[];
    monthly_living_expenses: Record<string, number>;
  };
}

const dollars = (cents: unknown) => (typeof cents === 'number' ? Math.round(cents) / 100 : null);
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const strOrNull = (v: unknown) => str(v) || null;
const num = (v: unknown) => (typeof v === 'number' ? v : null);
const bool = (v: unknown) => v === true;
const stateCode = (id: unknown) => STATES.find((s) => s.id === id)?.name ?? null;
const countryCode = (id: unknown) => (id == null ? 'AU' : (COUNTRIES.find((c) => c.id === id)?.code ?? null));
const contactRef = (id: number) => `applicant-${id}`;
const owners = (list: unknown): LodgementOwner[] =>
  Array.isArray(list)
    ? (list as Owner[]).map((o) => ({ contact_ref: contactRef(o.applicant_id), share_percent: o.share_percent }))
    : [];

function contactDetails(a: SnapshotApplicant): LodgementContact['details'] {
  const d: FieldData = a.data;
  if (a.type === 'person') {
    return {
      title: strOrNull(d.title),
      first_name: str(d.first_name),
      middle_name: strOrNull(d.middle_name),
      last_name: str(d.last_name),
      date_of_birth: strOrNull(d.date_of_birth),
      gender: strOrNull(d.gender),
      marital_status: strOrNull(d.marital_status),
      dependants: num(d.dependants_count),
      citizenship: d.citizenship == null ? null : countryCode(d.citizenship),
      residency_status: strOrNull(d.residency_status),
      email: strOrNull(d.email),
      mobile: strOrNull(d.phone_mobile),
      employment_status: strOrNull(d.employment_status),
      licence_number: strOrNull(d.licence_number),
      licence_state: stateCode(d.licence_state),
    };
  }
  if (a.type === 'company') {
    return {
      name: str(d.name),
      trading_name: strOrNull(d.trading_name),
      abn: strOrNull(d.abn),
      acn: strOrNull(d.acn),
      registration_date: strOrNull(d.registration_date),
      industry: strOrNull(d.industry),
      gst_registered: bool(d.is_gst_registered),
      email: strOrNull(d.email),
      phone: strOrNull(d.phone),
      director_refs: Array.isArray(d.director_ids) ? d.director_ids.map((id) => contactRef(Number(id))) : [],
    };
  }
  return {
    name: str(d.name),
    trust_type: strOrNull(d.trust_type),
    abn: strOrNull(d.abn),
    established_date: strOrNull(d.established_date),
    trustee_ref: typeof d.trustee_applicant_id === 'number' ? contactRef(d.trustee_applicant_id) : null,
    beneficiaries: strOrNull(d.beneficiaries),
  };
}

export function buildLodgementPayload(s: ApplicationSnapshot): LodgementPayload {
  const itemsOf = (id: number, section: string) =>
    s.items.filter((i) => i.applicant_id === id && i.section === section);
  const req = s.sections.requirement?.data ?? {};
  const expense = s.sections.expense?.data ?? {};
  const primary = s.applicants[0];
  const contacts: LodgementContact[] = s.applicants.map((a) => ({
    ref: contactRef(a.id),
    type: a.type,
    is_primary: a.is_primary,
    name: applicantName(a.type, a.data),
    details: contactDetails(a),
    addresses: itemsOf(a.id, 'address').map(({ data: d }) => ({
      use: str(d.use),
      line1: str(d.line1),
      line2: strOrNull(d.line2),
      suburb: str(d.suburb),
      state: stateCode(d.state),
      postcode: str(d.postcode),
      country: countryCode(d.country),
      residential_status: strOrNull(d.residential_status),
      years: num(d.years),
      months: num(d.months),
    })),
    employments: itemsOf(a.id, 'employment').map(({ data: d }) => ({
      employer: str(d.employer),
      occupation: str(d.occupation),
      basis: strOrNull(d.basis),
      is_current: d.is_current !== false,
      start_date: strOrNull(d.start_date),
      end_date: strOrNull(d.end_date),
      gross_income: dollars(d.gross_income),
      income_frequency: strOrNull(d.income_frequency),
    })),
    incomes: itemsOf(a.id, 'other_income').map(({ data: d }) => ({
      source: str(d.source),
      description: strOrNull(d.description),
      amount: dollars(d.amount),
      frequency: strOrNull(d.frequency),
      is_taxable: d.is_taxable !== false,
    })),
  }));
  const monthly: Record<string, number> = {};
  for (const key of Object.keys(expense)) {
    if (!key.endsWith('_amount')) continue;
    const category = key.slice(0, -'_amount'.length);
    const cents = toMonthlyCents(expense[key], expense[`${category}_frequency`]);
    if (cents > 0) monthly[category] = cents / 100;
  }
  const adviserName = `${s.adviserUser.first_name} ${s.adviserUser.last_name}`.trim();
  return {
    external_id: `brokerdesk-client-${s.client.id}`,
    deal: {
      name: primary ? applicantName(primary.type, primary.data) : '',
      purpose: strOrNull(req.purpose),
      loan_amount: dollars(req.loan_amount),
      property_value: dollars(req.estimated_value),
      property_address: strOrNull(req.property_address),
      property_type: strOrNull(req.property_type),
      intended_use: strOrNull(req.intended_use),
      deposit: dollars(req.deposit_amount),
      loan_term_years: num(req.loan_term_years),
      repayment_type: strOrNull(req.repayment_type),
      rate_type: strOrNull(req.rate_type),
      first_home_buyer: req.first_home_buyer === undefined ? null : bool(req.first_home_buyer),
      timeframe: strOrNull(req.timeframe),
      objectives: strOrNull(req.objectives),
    },
    broker: {
      name: adviserName,
      email: s.adviserUser.email,
      company: s.adviser.company,
      credit_representative_number: s.adviser.crn,
    },
    contacts,
    financials: {
      assets: s.items
        .filter((i) => i.section === 'asset')
        .map((i) => ({
          ref: `asset-${i.id}`,
          type: i.kind,
          description: assetLabel(i),
          value: dollars(i.data.value),
          owners: owners(i.data.owners),
        })),
      liabilities: s.items
        .filter((i) => i.section === 'liability')
        .map(({ id, kind, data: d }) => ({
          ref: `liability-${id}`,
          type: kind,
          lender: str(d.lender),
          balance: dollars(d.balance),
          limit: dollars(d.limit),
          monthly_repayment: toMonthlyCents(d.repayment, d.repayment_frequency) / 100,
          interest_rate: num(d.interest_rate),
          to_be_refinanced: bool(d.to_be_refinanced),
          to_be_closed: bool(d.to_be_closed),
          secured_by_ref: typeof d.secured_by_asset_id === 'number' ? `asset-${d.secured_by_asset_id}` : null,
          owners: owners(d.owners),
        })),
      monthly_living_expenses: monthly,
    },
  };
}

/**
 * What the lodgement system needs that this application lacks, each with the page where it is filled (decision 021:
 * checked before anything is sent).
 */
export function lodgementMissing(s: ApplicationSnapshot): { label: string; to: string }[] {
  const base = `/client/${s.client.id}/application`;
  const missing: { label: string; to: string }[] = [];
  s.applicants.forEach((a, index) => {
    const to = `${base}/applicant/${a.id}`;
    const name = applicantName(a.type, a.data);
    const who = name || `Applicant ${index + 1}`;
    const d = a.data;
    if (a.type === 'person') {
      if (!str(d.first_name) || !str(d.last_name)) missing.push({ label: `${who}: first and last name`, to });
      if (!str(d.date_of_birth)) missing.push({ label: `${who}: date of birth`, to });
      if (a.is_primary && !str(d.email)) missing.push({ label: `${who}: email`, to });
      if (a.is_primary && !str(d.phone_mobile)) missing.push({ label: `${who}: mobile`, to });
    } else {
      if (!name) missing.push({ label: `${who}: ${a.type} name`, to });
      if (a.type === 'company' && !str(d.abn)) missing.push({ label: `${who}: ABN`, to });
      if (a.type === 'trust' && !str(d.trust_type)) missing.push({ label: `${who}: trust type`, to });
    }
  });
  const req = s.sections.requirement?.data ?? {};
  if (!str(req.purpose)) missing.push({ label: 'Requirements: purpose', to: `${base}/requirement` });
  if (typeof req.loan_amount !== 'number')
    missing.push({ label: 'Requirements: loan amount', to: `${base}/requirement` });
  return missing;
}

/** A payload path the lodgement system names in a refusal ('contacts[0].details.email'), in words. */
export function fieldLabel(path: string): string {
  const words = (key: string) => key.replace(/_/g, ' ');
  const m = /^contacts\[(\d+)\]\.(?:details\.)?(.+)$/.exec(path);
  if (m) return `applicant ${Number(m[1]) + 1}’s ${words(m[2]?.split('.').pop() ?? '')}`;
  const f = /^financials\.(assets|liabilities)\[(\d+)\]\.(.+)$/.exec(path);
  if (f) return `${f[1] === 'assets' ? 'asset' : 'liability'} ${Number(f[2]) + 1}’s ${words(f[3] ?? '')}`;
  return words(path.split('.').pop() ?? path);
}
