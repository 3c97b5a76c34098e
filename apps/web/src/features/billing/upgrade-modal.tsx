import { MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMe } from '../../app/session';
import { usePaymentPath } from './payment-path';

/**
 * The upgrade (suspended) modal of docs/spec/core-and-application.md §2 and §4: 'This feature is available for Standard
 * & Pro plans', with a button to the payment page. The landing page shows it to a suspended adviser; the application
 * navigation opens it from a locked page or action.
 */
export function UpgradeModal({
  opened,
  onClose,
  title = 'Upgrade your plan',
}: {
  opened: boolean;
  onClose: () => void;
  title?: string;
}) {
  const me = useMe();
  const paymentPath = usePaymentPath(me);
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack>
        <Text>{MESSAGES.planFeatureLocked}</Text>
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
