import { PRODUCT_NAME, type User } from '@brokerdesk/contract';
import { Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { adviserMenu } from '../../app/shell/menus';

/** The adviser's welcome page: greets them and links to what they can set up today. */
export function AdviserWelcome({ me }: { me: User }) {
  const links = adviserMenu(me);
  return (
    <Stack maw={960} mx="auto" gap="xl">
      <div>
        <Title order={1} fz={28}>
          Welcome, {me.first_name}
        </Title>
        <Text c="dimmed" mt={4}>
          {me.branding?.company ? `${me.branding.company} on ${PRODUCT_NAME}` : PRODUCT_NAME}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {links.map((link) => (
          <Card key={link.to} component={Link} to={link.to} withBorder padding="lg" radius="md">
            <Group gap="sm">
              <ThemeIcon variant="light" radius="xl" size="lg">
                {link.label[0]}
              </ThemeIcon>
              <Text fw={600}>{link.label}</Text>
            </Group>
            <Text fz="sm" c="dimmed" mt="xs">
              {DESCRIPTIONS[link.label] ?? ''}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

const DESCRIPTIONS: Record<string, string> = {
  Password: 'Change the password you sign in with.',
};
