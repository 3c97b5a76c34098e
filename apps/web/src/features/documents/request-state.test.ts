import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/dates';
import { testFile, testRequest } from '../../test/document-fixtures';
import {
  documentDateLabel,
  freshnessReason,
  groupByCategory,
  hasFileToReview,
  isMissing,
  isRemovable,
  isRemovableByClient,
  requestCounts,
  requestFreshness,
} from './request-state';
import { awaitsThumbnail } from './requests-api';

describe('document request rules', () => {
  it('group by category in the order they come, names sorted within', () => {
    const groups = groupByCategory([
      testRequest({ id: 1, name: 'Payslips', category_id: 2, category_name: 'Income' }),
      testRequest({ id: 2, name: 'Passport', category_id: 1, category_name: 'Identification' }),
      testRequest({ id: 3, name: 'Group certificate', category_id: 2, category_name: 'Income' }),
    ]);
    expect(groups.map((g) => g.categoryName)).toEqual(['Income', 'Identification']);
    expect(groups[0]?.requests.map((r) => r.name)).toEqual(['Group certificate', 'Payslips']);
  });

  it('count as missing what is requested or sent back, not what waits for review or is set aside', () => {
    expect(isMissing(testRequest({ state: 'requested' }))).toBe(true);
    expect(isMissing(testRequest({ state: 'rejected' }))).toBe(true);
    expect(isMissing(testRequest({ state: 'uploaded' }))).toBe(false);
    expect(isMissing(testRequest({ state: 'accepted' }))).toBe(false);
    expect(isMissing(testRequest({ state: 'not-applicable' }))).toBe(false);
  });

  it('let the client remove only their own files not yet reviewed', () => {
    expect(isRemovableByClient(testFile())).toBe(true);
    expect(isRemovableByClient(testFile({ review_state: 'accepted' }))).toBe(false);
    expect(isRemovableByClient(testFile({ review_state: 'rejected' }))).toBe(false);
    expect(isRemovableByClient(testFile({ uploaded_by_client: false }))).toBe(false);
  });

  it('keep a request with an accepted file, and offer review only while a file waits', () => {
    const accepted = testRequest({ files: [testFile({ review_state: 'accepted' })] });
    expect(isRemovable(accepted)).toBe(false);
    expect(isRemovable(testRequest({ files: [testFile({ review_state: 'rejected' })] }))).toBe(true);
    expect(hasFileToReview(accepted)).toBe(false);
    expect(hasFileToReview(testRequest({ files: [testFile()] }))).toBe(true);
  });

  it('flag a request by its worst kept file, ignoring rejected ones', () => {
    const files = [testFile({ freshness: 'fresh' }), testFile({ id: 2, freshness: 'soon-stale' })];
    expect(requestFreshness(testRequest({ files }))).toBe('soon-stale');
    const staleButRejected = [testFile({ freshness: 'stale', review_state: 'rejected' }), testFile({ id: 2 })];
    expect(requestFreshness(testRequest({ files: staleButRejected }))).toBe('fresh');
    expect(requestFreshness(testRequest())).toBe('none');
  });

  it('sum up what is missing, to review and out of date', () => {
    const counts = requestCounts([
      testRequest({ id: 1 }),
      testRequest({ id: 2, state: 'rejected' }),
      testRequest({ id: 3, state: 'uploaded', files: [testFile()] }),
      testRequest({ id: 4, state: 'accepted', files: [testFile({ review_state: 'accepted', freshness: 'stale' })] }),
    ]);
    expect(counts).toEqual({ missing: 2, toReview: 1, stale: 1 });
  });
});

describe('what a document’s date is called and why it is out of date', () => {
  const passport = testRequest({ name: 'Passport', validity: { kind: 'expiry', days: null } });
  it('names the date after the type', () => {
    expect(documentDateLabel(passport)).toBe('Expiry date');
    expect(documentDateLabel(testRequest({ name: 'Payslips' }))).toBe('Pay date');
    expect(documentDateLabel(testRequest({ name: 'Savings account statements' }))).toBe('Statement date');
    expect(documentDateLabel(testRequest({ name: 'Council rates notice' }))).toBe('Notice date');
    expect(documentDateLabel(testRequest({ name: 'Contract of sale', validity: null }))).toBe('Date on the document');
  });
  it('says why a file is out of date, to the client and to the broker', () => {
    const stale = testFile({ freshness: 'stale', document_date: '2026-03-05' });
    expect(freshnessReason(passport, stale, 'client', formatDate)).toBe(
      'Expired 5 Mar 2026 — please upload a current passport',
    );
    expect(freshnessReason(passport, stale, 'broker', formatDate)).toBe(
      'Expired 5 Mar 2026 — ask for a current passport',
    );
    expect(freshnessReason(testRequest({ name: 'Payslips' }), stale, 'client', formatDate)).toBe(
      'Pay date 5 Mar 2026, more than 30 days ago — please upload a more recent one',
    );
    expect(freshnessReason(passport, testFile({ freshness: 'fresh' }), 'client', formatDate)).toBeNull();
  });
  it('waits for a new file’s thumbnail for a minute, not for a Word file’s', () => {
    const now = Date.parse('2026-03-02T01:00:30.000Z');
    const waiting = [testRequest({ files: [testFile()] })];
    expect(awaitsThumbnail(waiting, now)).toBe(true);
    expect(awaitsThumbnail([testRequest({ files: [testFile({ has_thumbnail: true })] })], now)).toBe(false);
    expect(awaitsThumbnail([testRequest({ files: [testFile({ content_type: 'application/msword' })] })], now)).toBe(
      false,
    );
    expect(awaitsThumbnail(waiting, now + 120_000)).toBe(false);
  });
});
