import { TEST_CARDS } from '@brokerdesk/contract/constants';
import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { confirmLocalSetup, intent } from './billing-api';
import type { CardFormProps } from './card-form-types';

/**
 * The local provider's card form (docs/decisions/020): Stripe's test card numbers, set up through the server as
 * Stripe.js would set them up with Stripe. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
 */
export function LocalCardForm({ billingRef, submitLabel, onPaymentMethod }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { client_secret } = await intent(billingRef);
      const { payment_method } = await confirmLocalSetup(billingRef, { client_secret, number, expiry, cvc });
      await onPaymentMethod(payment_method);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Card number"
          autoComplete="cc-number"
          inputMode="numeric"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(e.currentTarget.value)}
          required
        />
        <Group grow>
          <TextInput
            label="Expiry (MM/YY)"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            value={expiry}
            onChange={(e) => setExpiry(e.currentTarget.value)}
            required
          />
          <TextInput
            label="CVC"
            autoComplete="cc-csc"
            inputMode="numeric"
            value={cvc}
            onChange={(e) => setCvc(e.currentTarget.value)}
            required
          />
        </Group>
        {error && (
          <Alert color="red" role="alert" title="Card error">
            {error}
          </Alert>
        )}
        <Text fz="xs" c="dimmed">
          Test mode: {TEST_CARDS.success} succeeds, {TEST_CARDS.declined} is declined; any future expiry and CVC.
        </Text>
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

export default LocalCardForm;
