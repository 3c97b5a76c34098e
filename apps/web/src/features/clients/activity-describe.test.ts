import { describe, expect, it } from 'vitest';
import { describeActivity } from './activity-describe';

const line = (action: string, detail: Record<string, unknown> | null = null) => describeActivity({ action, detail });

describe('describeActivity', () => {
  it('names a changed field by its registry label and shows old → new as the pages show values', () => {
    expect(line('field_changed', { section: 'requirement', key: 'loan_amount', old: null, new: 65_000_000 })).toEqual({
      text: 'changed Loan amount on Requirements',
      change: { from: '(empty)', to: '$650,000' },
    });
    expect(
      line('field_changed', {
        section: 'applicant',
        key: 'marital_status',
        old: 'single',
        new: 'married',
        applicant_id: 4,
      }),
    ).toEqual({ text: 'changed Marital status on the applicant profile', change: { from: 'Single', to: 'Married' } });
    expect(line('field_changed', { section: 'applicant', key: 'phone_mobile', old: '+61412345678', new: '' })).toEqual({
      text: 'changed Mobile on the applicant profile',
      change: { from: '0412 345 678', to: '(empty)' },
    });
    expect(line('field_changed', { section: 'applicant', key: 'abn', old: null, new: '51824753556' }).text).toBe(
      'changed ABN on the applicant profile',
    );
  });

  it("names the Assets and Liabilities pages' own question by its words, and shows cents only when there are some", () => {
    expect(line('field_changed', { section: 'asset', key: 'has_assets', old: null, new: true })).toEqual({
      text: 'changed Do you have any assets? on Assets',
      change: { from: '(empty)', to: 'Yes' },
    });
    expect(line('field_changed', { section: 'liability', key: 'has_liabilities', old: true, new: false }).text).toBe(
      'changed Do you have any liabilities? on Liabilities',
    );
    expect(
      line('field_changed', { section: 'requirement', key: 'loan_amount', old: 65_000_050, new: 65_000_000 }).change,
    ).toEqual({ from: '$650,000.50', to: '$650,000' });
  });

  it('tells document reminders: what was missing, and pausing or resuming them', () => {
    expect(line('document_reminder_sent', { email: 'mia@example.com', missing: ['Payslips', 'Passport'] }).text).toBe(
      'emailed mia@example.com a reminder of the documents still missing: Payslips, Passport',
    );
    expect(line('document_reminder_sent', null).text).toBe(
      'emailed the client a reminder of the documents still missing',
    );
    expect(line('document_reminders_paused').text).toBe('paused the document reminders');
    expect(line('document_reminders_resumed').text).toBe('resumed the document reminders');
  });

  it('falls back to the key itself for a field the registries do not know', () => {
    expect(line('field_changed', { section: 'requirement', key: 'favourite_colour', old: 'red', new: 'blue' })).toEqual(
      {
        text: 'changed Favourite colour on Requirements',
        change: { from: 'red', to: 'blue' },
      },
    );
  });

  it('tells creation, invitations, sign-ins, page visits, submissions and uploads apart', () => {
    expect(line('client_created', { name: 'Ava Brown' }).text).toBe('created the client Ava Brown');
    expect(line('client_invited', { email: 'ava@example.com', via: 'email' }).text).toBe(
      'emailed the portal invitation to ava@example.com',
    );
    expect(line('login').text).toBe('signed in');
    expect(line('page_opened', { page: 'risk-profile' }).text).toBe('opened Risk Profile');
    expect(line('application_submitted', { by: 'client' }).text).toBe('submitted the application');
    expect(line('lead_received', { name: 'Pat Prospect' }).text).toBe('sent the lead capture form as Pat Prospect');
    expect(line('lead_converted', {}).text).toBe('converted the lead to an active client');
    expect(line('lead_updated', { answers: ['Would like to: Refinance', 'Name: Pat Smith'] }).text).toBe(
      'sent the lead capture form again: Would like to: Refinance; Name: Pat Smith',
    );
    expect(line('message_sent', { by: 'client', file_name: 'payslip.pdf' }).text).toBe(
      'sent a message with payslip.pdf',
    );
    expect(line('message_sent', { by: 'adviser' }).text).toBe('sent a message');
    expect(line('applicant_added', { type: 'trust' }).text).toBe('added trust to the application');
    expect(line('item_added', { section: 'asset', kind: 'Savings' }).text).toBe('added Savings to Assets');
    expect(line('item_added', { section: 'address', kind: 'previous' }).text).toBe('added Previous address');
    expect(line('item_deleted', { section: 'employment', kind: '' }).text).toBe('removed a job');
    expect(line('document_uploaded').text).toBe('document uploaded');
    expect(line('stage_changed', { from: 'lodged', to: 'conditional' })).toEqual({
      text: 'moved the deal',
      change: { from: 'Lodged', to: 'Conditional approval' },
    });
    expect(line('note_added', { text: '<b>as typed</b>' })).toEqual({ text: 'added a note', note: '<b>as typed</b>' });
    expect(line('review_started', { review_id: 3, due_on: '2027-03-01' }).text).toBe(
      'started the annual review due 1 Mar 2027',
    );
    expect(line('review_confirmed', { review_id: 3, by: 'client' }).text).toBe(
      'confirmed the answers of the annual review',
    );
    expect(line('review_date_set', { due_on: null }).text).toBe('cleared the annual review date');
    expect(line('report_viewed', { review_id: 3 }).text).toBe("viewed the annual review's report");
    expect(line('client_imported', { file: 'export.csv' })).toEqual({ text: 'imported the client from export.csv' });
  });
});
