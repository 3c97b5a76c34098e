/*
 * Stripe's documented test cards and test payment method ids (stripe.com/docs/testing), as the local provider
 * answers them (docs/decisions/020). Messages are Stripe's own.
 */

export interface TestPaymentMethod {
  brand: string;
  last4: string;
  /** ok: attaches and charges; declined: refused when attached; charge_fails: attaches, every charge fails. */
  behaviour: 'ok' | 'declined' | 'charge_fails' | 'insufficient_funds';
}

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const INCORRECT_NUMBER_MESSAGE = 'Your card number is incorrect.';
export const NOT_TEST_CARD_MESSAGE =
  'Your card was declined. Your request was in test mode, but used a non test card. For a list of valid test cards, visit: https://stripe.com/docs/testing.';

export const TEST_PAYMENT_METHODS: Record<string, TestPaymentMethod> = {
  pm_card_visa: { brand: 'visa', last4: '4242', behaviour: 'ok' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444', behaviour: 'ok' },
  pm_card_amex: { brand: 'amex', last4: '8431', behaviour: 'ok' },
  pm_card_chargeDeclined: { brand: 'visa', last4: '0002', behaviour: 'declined' },
  pm_card_chargeDeclinedInsufficientFunds: { brand: 'visa', last4: '9995', behaviour: 'insufficient_funds' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341', behaviour: 'charge_fails' },
};

/** Card numbers the local card form accepts, and the test payment method each stands for. */
const TEST_NUMBERS: Record<string, string> = {
  '4242424242424242': 'pm_card_visa',
  '5555555555554444': 'pm_card_mastercard',
  '378282246310005': 'pm_card_amex',
  '4000000000000002': 'pm_card_chargeDeclined',
  '4000000000009995': 'pm_card_chargeDeclinedInsufficientFunds',
  '4000000000000341': 'pm_card_chargeCustomerFail',
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/**
 * What confirming a card setup with this number does: the payment method id, or the provider's message. Like
 * Stripe, a card declined on setup is refused here already.
 */
export function confirmTestCard(number: string): { paymentMethod: string } | { error: string } {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits) || !luhnValid(digits)) return { error: INCORRECT_NUMBER_MESSAGE };
  const pm = TEST_NUMBERS[digits];
  if (!pm) return { error: NOT_TEST_CARD_MESSAGE };
  const method = TEST_PAYMENT_METHODS[pm];
  if (method?.behaviour === 'declined') return { error: DECLINED_MESSAGE };
  if (method?.behaviour === 'insufficient_funds') return { error: INSUFFICIENT_FUNDS_MESSAGE };
  return { paymentMethod: pm };
}
