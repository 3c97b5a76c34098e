import type { ValidityRule } from '@brokerdesk/contract';

/**
 * How long the shipped types stay valid (the documents issue, "documents that stay valid"): payslips 30 days, bank
 * and loan statements 90 days, photo ID until it expires, a rates notice 12 months. The start-up sync writes them with
 * the wording; an administrator's change (edited_at) and a broker's extension win over them.
 */
const age = (days: number): ValidityRule => ({ kind: 'age', days });
const expiry: ValidityRule = { kind: 'expiry', days: null };

export const SHIPPED_VALIDITY: Record<string, ValidityRule> = {
  // Photo ID: not expired.
  'drivers-licence': expiry,
  passport: expiry,
  'photo-card': expiry,
  'visa-grant': expiry,
  // Income
  payslips: age(30),
  'salary-credits': age(90),
  'business-bank-statements': age(90),
  'company-bank-statements': age(90),
  // Bank statements
  'savings-statements': age(90),
  'transaction-statements': age(90),
  'term-deposit': age(90),
  // Loan statements
  'home-loan-statements': age(90),
  'refinance-loan-statements': age(90),
  'credit-card-statements': age(90),
  'personal-loan-statements': age(90),
  'car-loan-statements': age(90),
  'margin-loan': age(90),
  'buy-now-pay-later': age(90),
  // A rates notice within 12 months.
  'council-rates': age(365),
};
