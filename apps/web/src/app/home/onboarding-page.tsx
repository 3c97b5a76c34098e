import type { User } from '@brokerdesk/contract/constants';
import { Anchor, Button, Group, Paper, Progress, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { iconProps } from '../../components/icons';
import { RowsSkeleton } from '../../components/skeletons';
import { CreateClientModal, welcomePath } from '../../features/clients';
import { type AdviserRef, useAdviserDetail } from '../../lib/adviser';
import { useMe } from '../../lib/me';
import { adviserRefOf } from './adviser-ref';
import { ConfirmRegistrationModal } from './confirm-registration-modal';
import type { OnboardingItem } from './onboarding';
import { useOnboarding } from './use-onboarding';

function ChecklistRow({ item, index, onAddClient }: { item: OnboardingItem; index: number; onAddClient: () => void }) {
  return (
    <Group justify="space-between" wrap="wrap" gap="sm" py="sm" data-testid={`onboarding-${item.key}`}>
      <Group wrap="nowrap" align="flex-start" gap="md" style={{ flex: '1 1 320px' }}>
        <ThemeIcon
          radius="xl"
          size={32}
          color={item.done ? 'teal' : 'gray'}
          variant={item.done ? 'filled' : 'light'}
          // A mark with a name must have a role that allows one: it is read as an image named 'Done' or 'Step 2, to do'.
          role="img"
          aria-label={item.done ? 'Done' : `Step ${index + 1}, to do`}
        >
          {item.done ? <IconCheck {...iconProps('lg')} /> : index + 1}
        </ThemeIcon>
        <Stack gap={2}>
          <Text fw={600} td={item.done ? 'line-through' : undefined}>
            {item.label}
          </Text>
          <Text fz="sm" c="dimmed">
            {item.description}
          </Text>
        </Stack>
      </Group>
      {item.to ? (
        <Button component={Link} to={item.to} variant={item.done ? 'default' : 'light'} size="xs">
          {item.done ? 'Review' : 'Set up'}
        </Button>
      ) : (
        <Button onClick={onAddClient} variant={item.done ? 'default' : 'light'} size="xs">
          Add a New Client
        </Button>
      )}
    </Group>
  );
}

/** broker-onboard-home: after sign-up, the short checklist of what makes the product work. */
export function OnboardingPage() {
  const me = useMe();
  const adviser = adviserRefOf(me);
  // The route lets only brokers and planners in; anyone else has no checklist.
  return adviser ? <Onboarding me={me} adviser={adviser} /> : null;
}

function Onboarding({ me, adviser }: { me: User; adviser: AdviserRef }) {
  const { items, isError } = useOnboarding(adviser);
  const detail = useAdviserDetail(adviser);
  const [creating, setCreating] = useState(false);
  const done = items?.filter((i) => i.done).length ?? 0;

  return (
    <Stack maw={820} mx="auto" gap="lg">
      <div>
        <Title order={1} fz={28}>
          Set up your account
        </Title>
        <Text c="dimmed" mt={4}>
          A few steps so your clients see you, your branding and your message when they fill in their application.
        </Text>
      </div>
      <Paper withBorder p="lg" radius="md">
        {items ? (
          <Stack gap={0}>
            <Group justify="space-between" mb="xs">
              <Text fw={600} data-testid="onboarding-count">
                {done} of {items.length} done
              </Text>
            </Group>
            <Progress value={(done / items.length) * 100} color="teal" mb="sm" aria-label="Set-up progress" />
            {items.map((item, index) => (
              <ChecklistRow key={item.key} item={item} index={index} onAddClient={() => setCreating(true)} />
            ))}
          </Stack>
        ) : isError ? (
          <Text c="red">The checklist could not be loaded. Please reload the page.</Text>
        ) : (
          <RowsSkeleton label="Loading your set-up checklist" rows={5} withMark withBadge={false} />
        )}
      </Paper>
      <Anchor component={Link} to={welcomePath(me)}>
        Go to your home page
      </Anchor>
      <CreateClientModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmRegistrationModal firstName={me.first_name} trialEndDate={detail.data?.trial_end_date} />
    </Stack>
  );
}

export { OnboardingPage as Component };
