import { Alert, Button, Stack, Text } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { intent } from './billing-api';
import type { CardFormProps } from './card-form-types';

/* Stripe Elements, loaded only by the payment pages' card modal when Stripe is the provider (docs/decisions/020). */

let stripePromise: Promise<Stripe | null> | null = null;

export function StripeCardForm(props: CardFormProps) {
  stripePromise ??= loadStripe(props.publishableKey ?? '');
  return (
    <Elements stripe={stripePromise}>
      <Inner {...props} />
    </Elements>
  );
}

function Inner({ billingRef, email, submitLabel, onPaymentMethod }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    setBusy(true);
    setError(null);
    try {
      const { client_secret } = await intent(billingRef);
      // The card is set up with Stripe first; any provider error is shown inline (spec §5 Card form).
      const result = await stripe.confirmCardSetup(client_secret, {
        payment_method: { card, billing_details: { email } },
      });
      if (result.error) throw new Error(result.error.message ?? 'Your card could not be set up.');
      const pm = result.setupIntent.payment_method;
      await onPaymentMethod(typeof pm === 'string' ? pm : (pm?.id ?? ''));
    } catch (err) {
      setError(err instanceof Error && !('code' in err) ? err.message : errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit}>
      <Stack gap="sm">
        <Text fz="sm" fw={500}>
          Card
        </Text>
        <div style={{ padding: 10, border: '1px solid var(--mantine-color-gray-4)', borderRadius: 4 }}>
          <CardElement options={{ hidePostalCode: true }} />
        </div>
        {error && (
          <Alert color="red" role="alert" title="Card error">
            {error}
          </Alert>
        )}
        <Button type="submit" loading={busy} disabled={!stripe}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export default StripeCardForm;
