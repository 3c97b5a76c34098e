import {
  LEAD_BEST_TIMES,
  LEAD_HONEYPOT_FIELD,
  LEAD_LOAN_AMOUNT_RANGES,
  LEAD_PRIMARY_REASONS,
  LEAD_TIMEFRAMES,
  type LeadCaptureInfo,
  STATES,
} from '@brokerdesk/contract/constants';
import { ChoiceField, type Errors, FieldError, SelectField, TextField } from './lead-fields';

/** What the prospect has typed so far; every value is text until sent. */
export interface LeadDraft {
  primary_reason: string;
  first_name: string;
  last_name: string;
  email: string;
  phone_mobile: string;
  state_id: string;
  loan_amount_range: string;
  timeframe: string;
  best_time_to_call: string;
  consent: boolean;
  [LEAD_HONEYPOT_FIELD]: string;
}

export const EMPTY_DRAFT: LeadDraft = {
  primary_reason: '',
  first_name: '',
  last_name: '',
  email: '',
  phone_mobile: '',
  state_id: '',
  loan_amount_range: '',
  timeframe: '',
  best_time_to_call: '',
  consent: false,
  [LEAD_HONEYPOT_FIELD]: '',
};

interface StepProps {
  draft: LeadDraft;
  set: (patch: Partial<LeadDraft>) => void;
  errors: Errors;
  /** Checks one field as it is left (a field left empty waits for Next). */
  check?: (field: keyof LeadDraft) => void;
}

export function ReasonStep({ draft, set, errors }: StepProps) {
  return (
    <ChoiceField
      id="primary_reason"
      large
      legend={<h2 className="lc-legend">What would you like to do?</h2>}
      value={draft.primary_reason}
      onChange={(v) => set({ primary_reason: v })}
      options={LEAD_PRIMARY_REASONS}
      error={errors.primary_reason}
    />
  );
}

export function AboutYouStep({ draft, set, errors, check }: StepProps) {
  return (
    <>
      <h2 className="lc-legend">About you</h2>
      <TextField
        id="first_name"
        label="First name"
        autoComplete="given-name"
        value={draft.first_name}
        onChange={(v) => set({ first_name: v })}
        onBlur={() => check?.('first_name')}
        error={errors.first_name}
      />
      <TextField
        id="last_name"
        label="Last name"
        autoComplete="family-name"
        value={draft.last_name}
        onChange={(v) => set({ last_name: v })}
        onBlur={() => check?.('last_name')}
        error={errors.last_name}
      />
      <TextField
        id="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={draft.email}
        onChange={(v) => set({ email: v })}
        onBlur={() => check?.('email')}
        error={errors.email}
      />
      <TextField
        id="phone_mobile"
        label="Mobile"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={draft.phone_mobile}
        onChange={(v) => set({ phone_mobile: v })}
        onBlur={() => check?.('phone_mobile')}
        error={errors.phone_mobile}
      />
      <SelectField
        id="state_id"
        label="State"
        value={draft.state_id}
        onChange={(v) => set({ state_id: v })}
        options={STATES.map((s) => ({ value: String(s.id), label: s.name }))}
        error={errors.state_id}
      />
    </>
  );
}

export function YourLoanStep({ draft, set, errors, info }: StepProps & { info: LeadCaptureInfo }) {
  const name = `${info.first_name} ${info.last_name}`.trim() || info.company;
  return (
    <>
      <h2 className="lc-legend">Your loan</h2>
      <SelectField
        id="loan_amount_range"
        label="About how much would you like to borrow?"
        value={draft.loan_amount_range}
        onChange={(v) => set({ loan_amount_range: v })}
        options={LEAD_LOAN_AMOUNT_RANGES}
        error={errors.loan_amount_range}
      />
      <SelectField
        id="timeframe"
        label="When would you like the loan?"
        value={draft.timeframe}
        onChange={(v) => set({ timeframe: v })}
        options={LEAD_TIMEFRAMES}
        error={errors.timeframe}
      />
      <ChoiceField
        id="best_time_to_call"
        legend="Best time to call you"
        value={draft.best_time_to_call}
        onChange={(v) => set({ best_time_to_call: v })}
        options={LEAD_BEST_TIMES}
        error={errors.best_time_to_call}
      />
      {/* People never see or fill this; robots that fill every field give themselves away. */}
      <div className="lc-hidden" aria-hidden="true">
        <label htmlFor={LEAD_HONEYPOT_FIELD}>Company website</label>
        <input
          id={LEAD_HONEYPOT_FIELD}
          name={LEAD_HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
          value={draft[LEAD_HONEYPOT_FIELD]}
          onChange={(e) => set({ [LEAD_HONEYPOT_FIELD]: e.currentTarget.value })}
        />
      </div>
      <div className="lc-consent">
        <input
          id="consent"
          type="checkbox"
          checked={draft.consent}
          aria-invalid={errors.consent ? true : undefined}
          aria-describedby={errors.consent ? 'consent-error' : undefined}
          onChange={(e) => set({ consent: e.currentTarget.checked })}
        />
        <label htmlFor="consent">
          I agree to be contacted by {name} about my loan. {name} will handle my details as their privacy statement says
          {info.url ? (
            <>
              {' '}
              (
              <a
                href={/^https?:\/\//i.test(info.url) ? info.url : `https://${info.url}`}
                target="_blank"
                rel="noreferrer"
              >
                read it on their website
              </a>
              )
            </>
          ) : null}
          , and as the{' '}
          <a href="/privacy" target="_blank" rel="noreferrer">
            BrokerDesk privacy policy
          </a>{' '}
          says.
        </label>
      </div>
      <FieldError id="consent" message={errors.consent} />
    </>
  );
}
