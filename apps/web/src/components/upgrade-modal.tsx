import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMe } from '../lib/me';
import { useBillingMode } from '../lib/meta';
import { usePaymentPath } from '../lib/payment-path';

/**
 * The upgrade (suspended) modal of docs/spec/core-and-application.md §2 and §4: 'This feature is available for Standard
 * & Pro plans', with a button to the payment page. The landing page shows it to a suspended adviser; the application
 * navigation opens it from a locked page or action. With billing off there is no plan to upgrade to (docs/decisions/026),
 * so it never shows, whatever opened it.
 */
export function UpgradeModal({
  opened,
  onClose,
  title = 'Upgrade your plan',
  message = MESSAGES.planFeatureLocked,
}: {
  opened: boolean;
  onClose: () => void;
  title?: string;
  /** What the plan lacks: the Standard & Pro message unless a Pro feature says its own. */
  message?: string;
}) {
  const me = useMe();
  const paymentPath = usePaymentPath(me);
  const billingMode = useBillingMode();
  if (billingMode === 'off') return null;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          {paymentPath && (
            <Button component={Link} to={paymentPath} onClick={onClose}>
              Upgrade now
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

export default UpgradeModal;
