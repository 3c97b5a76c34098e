import { PRODUCT_NAME, type User } from '@brokerdesk/contract/constants';
import { Anchor, Button, Grid, Group, Paper, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LineSkeleton, SkeletonFrame } from '../../components/skeletons';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { CreateClientModal, ReviewsDue, TodayTasks } from '../../features/clients';
import { UnreadMessagesCard } from '../../features/messages';
import { type AdviserRef, useAdviserDetail } from '../../lib/adviser';
import { onboardPath, useMe } from '../../lib/me';
import { CLIENT_LIST_PATH } from '../../lib/paths';
import { adviserRefOf } from './adviser-ref';
import { ConfirmRegistrationModal } from './confirm-registration-modal';
import { FreeVersionNoticeModal } from './free-version-notice-modal';
import { IntroVideo } from './intro-video';
import { LandingClientSearch } from './landing-client-search';
import { NewLeadsCard } from './new-leads-card';
import { ShowLandingCheckbox } from './show-landing-checkbox';
import { useOnboarding } from './use-onboarding';

/** A link to the set-up checklist while any of it is left to do; its shape while the checklist's facts load. */
function OnboardingCard({ me, adviser }: { me: User; adviser: AdviserRef }) {
  const { items, isError } = useOnboarding(adviser);
  if (!items && !isError) {
    return (
      <Paper withBorder p="lg" radius="md">
        <SkeletonFrame label="Loading your set-up checklist">
          <Stack gap="xs">
            <Group justify="space-between">
              <LineSkeleton width="50%" height={20} />
              <LineSkeleton width={70} />
            </Group>
            <Skeleton height={8} radius="xl" my={6} />
            <LineSkeleton width={140} />
          </Stack>
        </SkeletonFrame>
      </Paper>
    );
  }
  if (!items) return null;
  const done = items.filter((i) => i.done).length;
  if (done === items.length) return null;
  return (
    <Paper withBorder p="lg" radius="md" data-testid="onboarding-card">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} fz={18}>
            Set up your account
          </Title>
          <Text fz="sm" c="dimmed">
            {done} of {items.length} done
          </Text>
        </Group>
        <Progress value={(done / items.length) * 100} color="teal" aria-label="Set-up progress" />
        <Anchor component={Link} to={onboardPath(me)} fz="sm">
          Continue setting up
        </Anchor>
      </Stack>
    </Paper>
  );
}

/**
 * The landing page (docs/spec/core-and-application.md §2 Broker landing page, Home, Welcome) for brokers and planners
 * alike: Add a New Client, View Client List, the search of active clients, 'Show this page each time you log in', the
 * intro video, what is new (unread messages, and a broker's new leads), and the confirm-registration, free-version and suspended modals.
 */
export function AdviserWelcome({ me, adviser }: { me: User; adviser: AdviserRef }) {
  const detail = useAdviserDetail(adviser);
  const [creating, setCreating] = useState(false);
  const [upgradeClosed, setUpgradeClosed] = useState(false);
  const company = me.branding?.company;

  return (
    <Stack maw={1140} mx="auto" gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="md">
        <div>
          <Title order={1} fz={28}>
            Welcome, {me.first_name}
          </Title>
          <Text c="dimmed" mt={4}>
            {company ? `${company} on ${PRODUCT_NAME}` : PRODUCT_NAME}
          </Text>
        </div>
        <Group gap="sm">
          <Button size="md" onClick={() => setCreating(true)}>
            Add a New Client
          </Button>
          <Button size="md" variant="default" component={Link} to={CLIENT_LIST_PATH}>
            View Client List
          </Button>
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <LandingClientSearch />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            {/* What came in since the last visit comes first: who wrote, and (brokers) who filled the lead form. */}
            <Suspense fallback={null}>
              <UnreadMessagesCard />
            </Suspense>
            {adviser.kind === 'broker' && <NewLeadsCard />}
            <TodayTasks />
            <ReviewsDue />
            <OnboardingCard me={me} adviser={adviser} />
            <IntroVideo me={me} adviser={adviser} />
          </Stack>
        </Grid.Col>
      </Grid>
      <ShowLandingCheckbox adviser={adviser} />
      <CreateClientModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmRegistrationModal
        firstName={me.first_name}
        trialEndDate={detail.data?.trial_end_date}
        setUpPath={onboardPath(me)}
      />
      <FreeVersionNoticeModal me={me} />
      <UpgradeModalOnDemand
        // Suspension locks the paid features only while billing is on (the server's `locked`; docs/decisions/026).
        opened={Boolean(detail.data?.suspended && detail.data.locked) && !upgradeClosed}
        onClose={() => setUpgradeClosed(true)}
      />
    </Stack>
  );
}

/** broker-home and planner-home: one page for both kinds of adviser. */
export function AdviserHomePage() {
  const me = useMe();
  const adviser = adviserRefOf(me);
  return adviser ? <AdviserWelcome me={me} adviser={adviser} /> : null;
}
