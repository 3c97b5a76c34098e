import { describe, expect, it } from 'vitest';
import { incomeTax, netAnnualCents } from './assessment';

describe('2026-27 resident income tax and Medicare levy', () => {
  it('takes nothing up to the tax-free threshold', () => {
    expect(incomeTax(18_200)).toBe(0);
  });

  it('applies the low income tax offset in full up to $37,500, and it tapers away', () => {
    expect(incomeTax(37_500)).toBeCloseTo(19_300 * 0.15 - 700, 2);
    expect(incomeTax(45_000)).toBeCloseTo(4_020 - 325, 2);
    expect(incomeTax(70_000)).toBeCloseTo(4_020 + 25_000 * 0.3, 2);
  });

  it('uses every bracket above $190,000', () => {
    expect(incomeTax(200_000)).toBeCloseTo(4_020 + 27_000 + 20_350 + 4_500, 2);
  });

  it('nets a salary of its tax and a 2% Medicare levy, in cents', () => {
    expect(netAnnualCents(128_000_00)).toEqual({ taxCents: 28_920_00, medicareCents: 2_560_00, netCents: 96_520_00 });
  });
});
