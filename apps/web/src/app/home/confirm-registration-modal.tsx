import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../lib/dates';
import { CONFIRM_REGISTRATION_PARAM } from '../../lib/me';
import { useBillingMode } from '../../lib/meta';

/**
 * The confirm-registration modal (docs/spec/core-and-application.md §2 Broker landing page), shown after sign-up while
 * the showConfirmRegistration param is set; closing it drops the param, so a reload does not show it again.
 */
export function ConfirmRegistrationModal({
  firstName,
  trialEndDate,
  setUpPath,
}: {
  firstName: string;
  trialEndDate: string | null | undefined;
  /** Where 'Set up my account' goes; absent on the set-up page itself. */
  setUpPath?: string;
}) {
  const [params, setParams] = useSearchParams();
  // With billing off (docs/decisions/026) an account has no trial.
  const billingOff = useBillingMode() === 'off';
  const opened = params.has(CONFIRM_REGISTRATION_PARAM);
  const close = () =>
    setParams(
      (p) => {
        p.delete(CONFIRM_REGISTRATION_PARAM);
        return p;
      },
      { replace: true },
    );
  return (
    <Modal opened={opened} onClose={close} title={`Welcome to ${PRODUCT_NAME}`} centered>
      <Stack>
        <Text>
          {billingOff
            ? `Thank you for registering, ${firstName}. Your account is ready.`
            : `Thank you for registering, ${firstName}. Your account is ready and your free trial has started${
                trialEndDate ? `; it runs until ${formatDate(trialEndDate)}` : ''
              }.`}
        </Text>
        <Text fz="sm" c="dimmed">
          A few minutes of set-up make sure your clients see your details, your branding and your message.
        </Text>
        <Group justify="flex-end">
          {setUpPath ? (
            <>
              <Button variant="default" onClick={close}>
                Close
              </Button>
              <Button component={Link} to={setUpPath} replace>
                Set up my account
              </Button>
            </>
          ) : (
            <Button onClick={close}>Get started</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
