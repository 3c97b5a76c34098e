import { SHELL_MESSAGES } from '@brokerdesk/contract/constants';
import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTitleOverride } from '../lib/title-override';

/** The title of the wrong-way page, whether the address is unknown or not the viewer's. */
export const NOT_FOUND_TITLE = 'Page not found';

/**
 * An unknown or forbidden page (docs/spec/core-and-application.md §2): the same words either way, so nothing is learned
 * from it.
 */
export function NotFoundPage() {
  useTitleOverride(NOT_FOUND_TITLE);
  return (
    <Center mih="60vh">
      <Stack align="center" gap="md">
        <Title order={1} fz={64} c="navy.8">
          404
        </Title>
        <Text fz="xl" fw={600} data-testid="wrong-way">
          {SHELL_MESSAGES.wrongWay}
        </Text>
        <Button component={Link} to="/" variant="light">
          Take me home
        </Button>
      </Stack>
    </Center>
  );
}

export { NotFoundPage as Component };
