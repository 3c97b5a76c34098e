import type { User } from '@brokerdesk/contract/constants';
import { billingEndpoints, MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../lib/api-client';
import { useBillingMode } from '../../lib/meta';
import { usePaymentPath } from '../../lib/payment-path';

const seenKey = (userId: number) => `brokerdesk.free-version-notice.${userId}`;

function wasSeen(userId: number): boolean {
  try {
    return sessionStorage.getItem(seenKey(userId)) === '1';
  } catch {
    return false;
  }
}

/**
 * The free-version notice (docs/spec/core-and-application.md §2 Broker landing page), shown while the user's
 * free_version_notice flag is set (the trial-end job sets it). Closing it clears the flag, so it shows once.
 */
export function FreeVersionNoticeModal({ me }: { me: User }) {
  const [opened, setOpened] = useState(() => me.free_version_notice && !wasSeen(me.id));
  const paymentPath = usePaymentPath(me);
  // With billing off there is no Free plan (docs/decisions/026): a flag left from before never opens it.
  const billingOff = useBillingMode() === 'off';
  const close = () => {
    try {
      sessionStorage.setItem(seenKey(me.id), '1');
    } catch {
      // Private modes may refuse storage: the notice then shows again next time, which is harmless.
    }
    setOpened(false);
    // Shown once: the server clears the flag (docs/decisions/020); a failure only means it shows again next time.
    api(billingEndpoints.freeVersionNoticeSeen).catch(() => undefined);
  };
  return (
    <Modal opened={opened && !billingOff} onClose={close} title="You are using the free version" centered>
      <Stack>
        <Text>
          Your account is on the Free plan. Liabilities, Living Expenses, Risk Profile, Documents, Submit, the report,
          document downloads, lodgement and templates are locked.
        </Text>
        <Text fw={500}>{MESSAGES.planFeatureLocked}.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Continue with Free
          </Button>
          {paymentPath && (
            <Button component={Link} to={paymentPath} onClick={close}>
              Upgrade now
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
