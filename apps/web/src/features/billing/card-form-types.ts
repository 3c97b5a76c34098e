import type { BillingRef } from './billing-api';

/** What the card modal gives either card form (the local one, or Stripe Elements). */
export interface CardFormProps {
  billingRef: BillingRef;
  email: string;
  publishableKey: string | null;
  submitLabel: string;
  /** Uses the payment method the form set up; rejects with the provider's message shown inline. */
  onPaymentMethod(paymentMethod: string): Promise<void>;
}
