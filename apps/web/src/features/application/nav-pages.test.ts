import { describe, expect, it } from 'vitest';
import { brokerUser } from '../../test/fixtures';
import { withApplicantOrder } from './api';
import { allowedPages, navPages, reorderedIds } from './nav-pages';
import { adminUser, clientUser, testApplicants, testClient, testProgress } from '../../test/client-fixtures';

const labels = (pages: { label: string }[]) => pages.map((p) => p.label);

describe('navPages', () => {
  it('gives an adviser every page but Documents, in the spec’s order, with what each still needs', () => {
    const pages = navPages(brokerUser, testClient(), testProgress({ requirement: 3, expense: 1 }));
    expect(labels(pages)).toEqual([
      'Requirements',
      'Assets',
      'Liabilities',
      'Living Expenses',
      'Risk Profile',
      'Submit',
    ]);
    expect(pages.map((p) => p.missing)).toEqual([3, 0, 0, 1, 0, undefined]);
    expect(pages[0]?.to).toBe('/client/41/application/requirement');
    expect(pages.every((p) => !p.isLocked)).toBe(true);
  });

  it('shows a client only the pages named in submit.pages', () => {
    const client = testClient({ submit: { ...testClient().submit, pages: 'requirement,expense,submit' } });
    expect(labels(navPages(clientUser, client))).toEqual(['Requirements', 'Living Expenses', 'Submit']);
    expect(allowedPages(clientUser, client).has('profile')).toBe(false);
    // The adviser of the same client still sees everything.
    expect(allowedPages(brokerUser, client).has('profile')).toBe(true);
    expect(navPages(brokerUser, client)).toHaveLength(6);
  });

  it('locks Liabilities, Living Expenses, Risk Profile and Submit for a locked adviser, never for an admin', () => {
    const client = testClient({ locked: true });
    const locked = navPages(brokerUser, client).filter((p) => p.isLocked);
    expect(labels(locked)).toEqual(['Liabilities', 'Living Expenses', 'Risk Profile', 'Submit']);
    expect(navPages(adminUser, client).some((p) => p.isLocked)).toBe(false);
    // Only the adviser can unlock them, so their client does not see them at all.
    expect(labels(navPages(clientUser, client))).toEqual(['Requirements', 'Assets']);
  });
});

describe('reorderedIds', () => {
  it('moves one of the others and keeps the primary first', () => {
    expect(reorderedIds(testApplicants, 104, 102)).toEqual([101, 104, 102, 103]);
    expect(reorderedIds(testApplicants, 102, 104)).toEqual([101, 103, 104, 102]);
  });

  it('never moves the primary, nor anything onto its place', () => {
    expect(reorderedIds(testApplicants, 101, 103)).toBeNull();
    expect(reorderedIds(testApplicants, 103, 101)).toBeNull();
    expect(reorderedIds(testApplicants, 103, 103)).toBeNull();
  });

  it('keeps the primary first even when the saved positions put it elsewhere', () => {
    const shuffled = testApplicants.map((a) => (a.is_primary ? { ...a, position: 9 } : a));
    expect(reorderedIds(shuffled, 103, 102)).toEqual([101, 103, 102, 104]);
  });
});

describe('withApplicantOrder', () => {
  it('puts the client’s applicants in the given order with their new positions', () => {
    const reordered = withApplicantOrder(testClient(), [101, 104, 102, 103]);
    expect(reordered.applicants.map((a) => [a.id, a.position])).toEqual([
      [101, 0],
      [104, 1],
      [102, 2],
      [103, 3],
    ]);
  });
});
