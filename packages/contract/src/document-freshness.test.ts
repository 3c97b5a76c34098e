import { describe, expect, it } from 'vitest';
import { documentFreshness, effectiveValidity, worstFreshness } from './document-freshness';
import { DOCUMENT_SOON_STALE_DAYS } from './document-requests-values';

const payslips = { kind: 'age', days: 30 } as const;
const passport = { kind: 'expiry', days: null } as const;

describe('documentFreshness', () => {
  it('counts an age rule from the document date: fresh, soon stale in the last days, stale the day after', () => {
    expect(documentFreshness(payslips, '2026-03-01', '2026-03-01')).toBe('fresh');
    expect(documentFreshness(payslips, '2026-03-01', '2026-03-23')).toBe('fresh');
    // 31 March is the 30th day after 1 March: the last valid day; the 7 days up to it are soon stale.
    expect(documentFreshness(payslips, '2026-03-01', `2026-03-${String(31 - DOCUMENT_SOON_STALE_DAYS + 1)}`)).toBe(
      'soon-stale',
    );
    expect(documentFreshness(payslips, '2026-03-01', '2026-03-31')).toBe('soon-stale');
    expect(documentFreshness(payslips, '2026-03-01', '2026-04-01')).toBe('stale');
  });

  it('reads an expiry rule as the last valid day', () => {
    expect(documentFreshness(passport, '2030-01-01', '2026-06-01')).toBe('fresh');
    expect(documentFreshness(passport, '2026-06-05', '2026-06-01')).toBe('soon-stale');
    expect(documentFreshness(passport, '2026-06-01', '2026-06-01')).toBe('soon-stale');
    expect(documentFreshness(passport, '2026-05-31', '2026-06-01')).toBe('stale');
  });

  it("answers 'none' without a rule or a date", () => {
    expect(documentFreshness(null, '2026-01-01', '2026-06-01')).toBe('none');
    expect(documentFreshness(payslips, null, '2026-06-01')).toBe('none');
    expect(documentFreshness(payslips, 'not a date', '2026-06-01')).toBe('none');
  });
});

describe('effectiveValidity', () => {
  const catalogue = { validity_kind: 'age', valid_days: 90 } as const;
  it("takes the broker's rule over the catalogue's, and 'none' turns it off", () => {
    expect(effectiveValidity(catalogue, null)).toEqual({ kind: 'age', days: 90 });
    expect(effectiveValidity(catalogue, { validity_kind: null, valid_days: null })).toEqual({ kind: 'age', days: 90 });
    expect(effectiveValidity(catalogue, { validity_kind: 'age', valid_days: 60 })).toEqual({ kind: 'age', days: 60 });
    expect(effectiveValidity(catalogue, { validity_kind: 'expiry', valid_days: null })).toEqual({
      kind: 'expiry',
      days: null,
    });
    expect(effectiveValidity(catalogue, { validity_kind: 'none', valid_days: null })).toBeNull();
    expect(effectiveValidity({ validity_kind: null, valid_days: null }, null)).toBeNull();
    expect(effectiveValidity({ validity_kind: 'age', valid_days: 0 }, null)).toBeNull();
  });
});

describe('worstFreshness', () => {
  it('picks stale over soon-stale over fresh over none', () => {
    expect(worstFreshness([])).toBe('none');
    expect(worstFreshness(['fresh', 'none'])).toBe('fresh');
    expect(worstFreshness(['fresh', 'soon-stale', 'none'])).toBe('soon-stale');
    expect(worstFreshness(['soon-stale', 'stale', 'fresh'])).toBe('stale');
  });
});
