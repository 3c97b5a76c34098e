import { ApiError, MESSAGES, type PageCompleteness } from '@brokerdesk/contract/constants';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { AutosaveIndicator } from '../../components/autosave/autosave-indicator';
import { UnsavedLeaveGuard } from '../../components/autosave/unsaved-leave-guard';
import {
  focusNextMissing,
  MISSING_ANSWER_ATTR,
  MissingMarks,
  missingAnswerTargets,
  useVisitedBefore,
} from '../../components/fields';
import { UpgradeModal } from '../../components/upgrade-modal';
import { errorMessage } from '../../lib/api-client';
import { useMe } from '../../lib/me';
import { LockIcon } from './nav-icons';
import { StepNav, stepPageClass } from './step-nav';

/** What the page still needs (each page shows its completeness). */
export function CompletenessLine({ completeness }: { completeness: PageCompleteness | undefined }) {
  if (!completeness) return null;
  if (completeness.complete)
    return (
      <Badge color="teal" variant="light" size="lg" data-testid="page-completeness">
        Complete
      </Badge>
    );
  const n = completeness.missing;
  return (
    <Badge color="orange" variant="light" size="lg" data-testid="page-completeness">
      {n === 1 ? '1 answer still needed' : `${n} answers still needed`}
    </Badge>
  );
}

export const isPlanLocked = (err: unknown) =>
  err instanceof ApiError && err.code === 'forbidden' && err.message === MESSAGES.planFeatureLocked;

/**
 * "Next missing answer" beside the count: moves focus to the next field still unanswered on the page, so "12 answers
 * still needed" says which. Shown while the page holds such a field (an answer that is a list still to add, such as
 * three years of addresses, has none: the page's Add menu is the way there).
 */
function NextMissingLink({ page }: { page: React.RefObject<HTMLDivElement | null> }) {
  const [hasTargets, setHasTargets] = useState(false);
  // The field the link moved to last: the next click goes on from there (the click itself focuses the link).
  const last = useRef<Element | null>(null);
  useEffect(() => {
    const root = page.current;
    if (!root) return;
    const check = () => setHasTargets(missingAnswerTargets(root).length > 0);
    check();
    const watch = new MutationObserver(check);
    watch.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: [MISSING_ANSWER_ATTR] });
    return () => watch.disconnect();
  }, [page]);
  if (!hasTargets) return null;
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => {
        if (page.current) last.current = focusNextMissing(page.current, last.current);
      }}
      data-testid="next-missing"
    >
      Next missing answer
    </Button>
  );
}

/**
 * A page the adviser's plan does not include (docs/spec/core-and-application.md §4): the server answers 403 with the
 * plan message; an adviser is offered the upgrade, a client is told only that the page is not available.
 */
function LockedNotice({ title }: { title: string }) {
  const me = useMe();
  const [opened, upgrade] = useDisclosure(false);
  const isAdviser = me.role !== 'client';
  return (
    <Paper withBorder radius="md" p="lg" data-testid="page-locked">
      <Group gap="xs" wrap="nowrap" mb="xs">
        <LockIcon />
        <Text fw={600}>{title} is locked</Text>
      </Group>
      <Text>{MESSAGES.planFeatureLocked}</Text>
      {isAdviser && (
        <>
          <Button mt="md" onClick={upgrade.open}>
            Upgrade
          </Button>
          <UpgradeModal opened={opened} onClose={upgrade.close} />
        </>
      )}
    </Paper>
  );
}

/** A card of fields as it will be drawn: a heading and a grid of labelled inputs, two columns from tablets up. */
function SkeletonCard({ fields }: { fields: number }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Skeleton height={22} width="40%" radius="sm" mb="md" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        {Array.from({ length: fields }, (_, i) => (
          <Stack key={i} gap={6}>
            <Skeleton height={14} width="55%" radius="sm" />
            <Skeleton height={42} radius="sm" />
          </Stack>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/**
 * What a fact-find page shows while its answers load: the shape of the page to come (the completeness line, then cards
 * of fields), so nothing jumps when they arrive. Screen readers hear that the page is loading.
 */
export function FactFindSkeleton({ title }: { title: string }) {
  return (
    <Stack gap="md" aria-busy="true" data-testid="fact-find-skeleton">
      <VisuallyHidden role="status">Loading {title}</VisuallyHidden>
      <Group gap="sm" aria-hidden="true">
        <Skeleton height={28} width={170} radius="xl" />
        <Skeleton height={16} width={150} radius="sm" />
      </Group>
      <SkeletonCard fields={4} />
      <SkeletonCard fields={2} />
    </Stack>
  );
}

/**
 * The frame of every fact-find page: its title, completeness and 'Auto-saving' indicator, then the page, or the
 * locked notice, an error, or the page's skeleton; Back / Next and where the page sits among the steps at its end.
 * One column on phones (the portal is used on 375 px screens).
 */
export function FactFindFrame({
  title,
  intro,
  completeness,
  error,
  isLoading,
  actions,
  readOnly = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  completeness?: PageCompleteness;
  error: unknown;
  isLoading: boolean;
  /** Beside the title: the Add menu of the lists. */
  actions?: ReactNode;
  /** Answers this reader may not change: the count stays, without a way to the next missing one or the autosave. */
  readOnly?: boolean;
  children: ReactNode;
}) {
  let body: ReactNode = children;
  if (isPlanLocked(error)) body = <LockedNotice title={title} />;
  else if (error)
    body = (
      <Alert color="red" title="This page could not be loaded">
        {errorMessage(error)}
      </Alert>
    );
  else if (isLoading) body = <FactFindSkeleton title={title} />;
  const ready = !error && !isLoading;
  const { pathname } = useLocation();
  // Missing answers are marked from the second visit on, not on a page opened for the first time.
  const visitedBefore = useVisitedBefore(pathname);
  const pageRef = useRef<HTMLDivElement>(null);
  return (
    <Stack maw={880} gap="md" className={stepPageClass} ref={pageRef}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 24, sm: 28 }}>
            {title}
          </Title>
          {ready && (
            <Group gap="sm">
              <CompletenessLine completeness={completeness} />
              {completeness && !completeness.complete && !readOnly && <NextMissingLink page={pageRef} />}
              {!readOnly && <AutosaveIndicator />}
            </Group>
          )}
        </Stack>
        {ready && actions}
      </Group>
      {ready && intro && (
        <Text c="dimmed" fz="sm">
          {intro}
        </Text>
      )}
      <MissingMarks active={visitedBefore}>{body}</MissingMarks>
      <StepNav />
      <UnsavedLeaveGuard />
    </Stack>
  );
}

/** The page's totals (assets' value, liabilities' balance and repayments, expenses a month). */
export function TotalsBar({ totals }: { totals: { label: string; value: string; testId: string }[] }) {
  return (
    <Paper withBorder radius="md" p="md" bg="gray.0">
      <Stack gap={4}>
        {totals.map((t) => (
          <Group key={t.testId} justify="space-between" wrap="nowrap">
            <Text fw={600}>{t.label}</Text>
            <Text fw={700} fz="lg" data-testid={t.testId}>
              {t.value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
