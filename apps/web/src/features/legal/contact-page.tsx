import { PRODUCT_NAME } from '@brokerdesk/contract/constants';
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';

export function ContactPage() {
  return (
    <Paper component="article" withBorder shadow="md" p={{ base: 20, sm: 40 }} radius="md" w="100%" maw={820}>
      <Title order={1} fz={30} mb="xs">
        Contact us
      </Title>
      <Text mb="xl" c="dimmed">
        We are a small Australian team and we answer every message ourselves, usually within one business day (Sydney
        time).
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
        <Stack gap={4}>
          <Title order={2} fz="md">
            Brokers and planners
          </Title>
          <Text fz="sm">Questions about your account, your subscription or how to set up your client portal.</Text>
          <Anchor href="mailto:support@brokerdesk.com.au" fz="sm">
            support@brokerdesk.com.au
          </Anchor>
          <Text fz="sm">1300 276 537 (9am to 5pm AEST, Monday to Friday)</Text>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            Clients of a broker or planner
          </Title>
          <Text fz="sm">
            Your adviser's name, phone number and email are at the top of every page once you sign in: they can help
            with anything about your application. For trouble signing in, write to us.
          </Text>
          <Anchor href="mailto:help@brokerdesk.com.au" fz="sm">
            help@brokerdesk.com.au
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            Privacy and security
          </Title>
          <Text fz="sm">
            To ask for your personal information, correct it, complain about how it was handled, or report a security
            concern:
          </Text>
          <Anchor href="mailto:privacy@brokerdesk.com.au" fz="sm">
            privacy@brokerdesk.com.au
          </Anchor>
        </Stack>
        <Stack gap={4}>
          <Title order={2} fz="md">
            Post
          </Title>
          <Text fz="sm">
            {PRODUCT_NAME} Pty Ltd
            <br />
            Level 4, 88 Phillip Street
            <br />
            Sydney NSW 2000
          </Text>
        </Stack>
      </SimpleGrid>
    </Paper>
  );
}

export { ContactPage as Component };
