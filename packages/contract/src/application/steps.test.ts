import { describe, expect, it } from 'vitest';
import type { ApplicantSummary } from '../clients';
import { DEFAULT_SUBMIT_PAGES } from '../clients-values';
import type { ApplicationProgress } from './api';
import { applicationSteps, orderedApplicants, type StepClient, stepAt, stepCompleteness, stepUnit } from './steps';

const broker = { role: 'broker', is_admin: false } as const;
const admin = { role: 'broker', is_admin: true } as const;
const client = { role: 'client', is_admin: false } as const;

const applicant = (id: number, position: number, name: string, extra: Partial<ApplicantSummary> = {}) =>
  ({ id, client_id: 7, type: 'person', is_primary: false, position, name, ...extra }) as ApplicantSummary;

function aClient(overrides: Partial<StepClient> = {}): StepClient {
  return {
    id: 7,
    applicants: [applicant(11, 0, 'Ava Nguyen', { is_primary: true })],
    submit: {
      pages: DEFAULT_SUBMIT_PAGES,
      invited_at: null,
      submitted_at: null,
      lodged_at: null,
      personal_message: '',
    },
    locked: false,
    ...overrides,
  };
}

const labels = (steps: { label: string }[]) => steps.map((s) => s.label);

describe('the fact-find steps', () => {
  it('run through each applicant, the pages in the spec’s order and Submit last: eight with one applicant', () => {
    const steps = applicationSteps(broker, aClient());
    expect(labels(steps)).toEqual([
      'Ava Nguyen',
      'Requirements',
      'Assets',
      'Liabilities',
      'Living Expenses',
      'Risk Profile',
      'Documents',
      'Submit',
    ]);
    expect(steps.map((s) => s.path)).toEqual([
      '/client/7/application/applicant/11',
      '/client/7/application/requirement',
      '/client/7/application/asset',
      '/client/7/application/liability',
      '/client/7/application/expense',
      '/client/7/application/risk-profile',
      '/client/7/application/document/11',
      '/client/7/application/submit',
    ]);
    expect(steps.every((s) => !s.isLocked)).toBe(true);
  });

  it('take the applicants in the navigation’s order, the primary first, and name the unnamed ones', () => {
    const applicants = [
      applicant(14, 1, '', { type: 'trust' }),
      applicant(12, 3, 'Noah Nguyen'),
      applicant(11, 2, 'Ava Nguyen', { is_primary: true }),
      applicant(13, 0, 'Nguyen Pty Ltd', { type: 'company' }),
    ];
    expect(orderedApplicants(applicants).map((a) => a.id)).toEqual([11, 13, 14, 12]);
    const steps = applicationSteps(broker, aClient({ applicants }));
    expect(labels(steps).slice(0, 4)).toEqual(['Ava Nguyen', 'Nguyen Pty Ltd', 'Trust [None]', 'Noah Nguyen']);
    expect(steps.slice(0, 4).map((s) => s.applicantId)).toEqual([11, 13, 14, 12]);
    expect(steps).toHaveLength(11);
    // Documents opens the first applicant's page.
    expect(steps.find((s) => s.key === 'document')?.path).toBe('/client/7/application/document/11');
  });

  it('give a client only the pages of submit.pages, in the same order', () => {
    const only = aClient({
      submit: { ...aClient().submit, pages: 'submit,asset,profile,requirement' },
    });
    expect(labels(applicationSteps(client, only))).toEqual(['Ava Nguyen', 'Requirements', 'Assets', 'Submit']);
    // Their adviser still sees every step.
    expect(applicationSteps(broker, only)).toHaveLength(8);
    const withDocuments = aClient({ submit: { ...aClient().submit, pages: 'profile,document' } });
    expect(labels(applicationSteps(client, withDocuments))).toEqual(['Ava Nguyen', 'Documents']);
  });

  it('skip the locked pages for a client, keep them (marked) for the adviser, and never lock an admin', () => {
    const locked = aClient({ locked: true });
    expect(labels(applicationSteps(client, locked))).toEqual(['Ava Nguyen', 'Requirements', 'Assets']);
    const adviser = applicationSteps(broker, locked);
    expect(adviser).toHaveLength(8);
    expect(labels(adviser.filter((s) => s.isLocked))).toEqual([
      'Liabilities',
      'Living Expenses',
      'Risk Profile',
      'Documents',
      'Submit',
    ]);
    expect(applicationSteps(admin, locked).some((s) => s.isLocked)).toBe(false);
  });

  it('place a page with the steps before and after it, and nothing off the sequence', () => {
    const steps = applicationSteps(broker, aClient());
    expect(stepAt(steps, '/client/7/application/requirement')).toMatchObject({
      number: 2,
      total: 8,
      back: { label: 'Ava Nguyen' },
      next: { label: 'Assets' },
    });
    const first = stepAt(steps, '/client/7/application/applicant/11');
    expect(first?.back).toBeUndefined();
    expect(first?.number).toBe(1);
    const last = stepAt(steps, '/client/7/application/submit');
    expect(last).toMatchObject({ number: 8, back: { label: 'Documents' } });
    expect(last?.next).toBeUndefined();
    // Any applicant's Documents page is the Documents step; another client's is not.
    expect(stepAt(steps, '/client/7/application/document/11')).toMatchObject({ number: 7, next: { label: 'Submit' } });
    expect(stepAt(steps, '/client/7/application/document/12')?.number).toBe(7);
    expect(stepAt(steps, '/client/8/application/document/12')).toBeUndefined();
    expect(stepAt(steps, '/client/7/activity')).toBeUndefined();
    expect(stepAt(steps, '/client/7/application/applicant/99')).toBeUndefined();
  });

  it('count what each applicant’s profile misses on its own step, the documents still needed, and give Submit no count', () => {
    const applicants = [applicant(11, 0, 'Ava', { is_primary: true }), applicant(12, 1, 'Noah')];
    const steps = applicationSteps(broker, aClient({ applicants }));
    const page = (keys: string[]) => ({ complete: keys.length === 0, missing: keys.length, missing_keys: keys });
    const progress: ApplicationProgress = {
      pages: {
        profile: page(['applicant.11.email', 'applicant.12.email', 'applicant.12.phone_mobile', 'applicant.112.x']),
        requirement: page(['purpose']),
        asset: page([]),
        liability: page(['has_liabilities']),
        expense: page([]),
        'risk-profile': page([]),
      },
      documents_needed: 2,
    };
    const missing = steps.map((s) => stepCompleteness(s, progress)?.missing);
    expect(missing).toEqual([1, 2, 1, 0, 1, 0, 0, 2, undefined]);
    expect(steps.map(stepUnit).at(-2)).toBe('document');
    expect(stepCompleteness(steps[0] as never, progress)?.missing_keys).toEqual(['applicant.11.email']);
  });
});
