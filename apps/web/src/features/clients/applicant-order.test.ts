import { describe, expect, it } from 'vitest';
import { testApplicants, testClient } from '../../test/client-fixtures';
import { reorderedIds, withApplicantOrder } from './applicant-order';

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
