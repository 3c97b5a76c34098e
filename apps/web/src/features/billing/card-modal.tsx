import { BILLING_MESSAGES } from '@brokerdesk/contract/constants';
import { Loader, Modal, Stack, Text, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { CardFormProps } from './card-form-types';
import { LocalCardForm } from './local-card-form';

// Stripe.js and Elements come only with the card modal, and only when Stripe is the provider.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/**
 * The subscribe and change-card modals (docs/spec/settings-billing-admin.md §2): the planner's checkout has the email
 * prefilled, AUD, 'Subscribe {amount}' and 'Thank you for subscribing.'.
 */
export function CardModal({
  opened,
  onClose,
  title,
  description,
  ...form
}: CardFormProps & { opened: boolean; onClose: () => void; title: string; description?: string }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        {description && <Text>{description}</Text>}
        <TextInput label="Email" value={form.email} readOnly />
        {form.publishableKey ? (
          <Suspense fallback={<Loader size="sm" aria-label="Loading the card form" />}>
            <StripeCardForm {...form} />
          </Suspense>
        ) : (
          <LocalCardForm {...form} />
        )}
        <Text fz="xs" c="dimmed">
          Prices are in AUD and include GST. {BILLING_MESSAGES.subscribeDescription}
        </Text>
      </Stack>
    </Modal>
  );
}
