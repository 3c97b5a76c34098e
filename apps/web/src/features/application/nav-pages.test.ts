import { describe, expect, it } from 'vitest';
import { adminUser, clientUser, testClient, testProgress } from '../../test/client-fixtures';
import { brokerUser } from '../../test/fixtures';
import { allowedPages, navPages } from './nav-pages';

const labels = (pages: { label: string }[]) => pages.map((p) => p.label);

describe('navPages', () => {
  it('gives an adviser every page, Documents before Submit, with what each still needs', () => {
    const pages = navPages(brokerUser, testClient(), testProgress({ requirement: 3, expense: 1 }, 2));
    expect(labels(pages)).toEqual([
      'Requirements',
      'Assets',
      'Liabilities',
      'Living Expenses',
      'Risk Profile',
      'Documents',
      'Submit',
    ]);
    expect(pages.map((p) => p.missing)).toEqual([3, 0, 0, 1, 0, 2, undefined]);
    // Documents counts documents, the others answers.
    expect(pages.map((p) => p.unit)).toEqual(['answer', 'answer', 'answer', 'answer', 'answer', 'document', 'answer']);
    expect(pages[0]?.to).toBe('/client/41/application/requirement');
    expect(pages.every((p) => !p.isLocked)).toBe(true);
  });

  it('shows a client only the pages named in submit.pages', () => {
    const client = testClient({ submit: { ...testClient().submit, pages: 'requirement,expense,submit' } });
    expect(labels(navPages(clientUser, client))).toEqual(['Requirements', 'Living Expenses', 'Submit']);
    expect(allowedPages(clientUser, client).has('profile')).toBe(false);
    // The adviser of the same client still sees everything.
    expect(allowedPages(brokerUser, client).has('profile')).toBe(true);
    expect(navPages(brokerUser, client)).toHaveLength(7);
  });

  it('locks Liabilities, Living Expenses, Risk Profile, Documents and Submit for a locked adviser, never for an admin', () => {
    const client = testClient({ locked: true });
    const locked = navPages(brokerUser, client).filter((p) => p.isLocked);
    expect(labels(locked)).toEqual(['Liabilities', 'Living Expenses', 'Risk Profile', 'Documents', 'Submit']);
    expect(navPages(adminUser, client).some((p) => p.isLocked)).toBe(false);
    // Only the adviser can unlock them, so their client does not see them at all.
    expect(labels(navPages(clientUser, client))).toEqual(['Requirements', 'Assets']);
  });
});
