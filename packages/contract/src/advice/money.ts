/*
 * Money in the advice tools (serviceability and strategies): every amount is whole cents, and every figure a
 * calculator names is rounded once, by one rule: to the nearest cent, halves away from zero. Rates are percent a year
 * (6.25 means 6.25 % a year). Zod-free, so the pages and the report run the same code (decision 011).
 */

/** The one rounding rule: to the nearest whole cent, halves away from zero. */
export function roundCents(cents: number): number {
  return Math.sign(cents) * Math.round(Math.abs(cents));
}

/** Payments a year: 52 weeks, 26 fortnights (the convention lenders use). */
export const PER_YEAR: Readonly<Record<string, number>> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
  quarterly: 4,
  annually: 1,
};

/** A year of an amount paid at a frequency, in cents; 0 while the amount or its frequency is unknown. */
export function annualCents(amount: unknown, frequency: unknown): number {
  if (typeof amount !== 'number' || typeof frequency !== 'string') return 0;
  return roundCents(amount * (PER_YEAR[frequency] ?? 0));
}

/** The monthly equivalent of a year, in cents. */
export const monthlyOfAnnual = (annual: number) => roundCents(annual / 12);

/**
 * The monthly principal-and-interest repayment of a loan over its term at a yearly rate:
 * P × r / (1 − (1 + r)^−n), r the monthly rate, n the months; P / n at 0 %.
 */
export function monthlyRepaymentCents(principalCents: number, ratePercent: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (principalCents <= 0 || n <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return roundCents(principalCents / n);
  return roundCents((principalCents * r) / (1 - (1 + r) ** -n));
}

/** The loan a monthly repayment pays off over the term at a yearly rate: C × (1 − (1 + r)^−n) / r; 0 when C ≤ 0. */
export function loanForRepaymentCents(monthlyCents: number, ratePercent: number, termYears: number): number {
  const n = Math.round(termYears * 12);
  if (monthlyCents <= 0 || n <= 0) return 0;
  const r = ratePercent / 100 / 12;
  if (r === 0) return roundCents(monthlyCents * n);
  return roundCents((monthlyCents * (1 - (1 + r) ** -n)) / r);
}

/** Whole dollars with thousands separators, as the assumptions print them ($18,200; $1,234.56 when cents). */
export function dollars(cents: number, withCents = false): string {
  const sign = cents < 0 ? '-' : '';
  const value = Math.abs(cents) / 100;
  return `${sign}$${value.toLocaleString('en-AU', {
    minimumFractionDigits: withCents ? 2 : 0,
    maximumFractionDigits: withCents ? 2 : 0,
  })}`;
}

/** A percent as the assumptions print it: 3.8 %, 6.25 %, 30 %. */
export const percent = (value: number) => `${Number(value.toFixed(2))}%`;
