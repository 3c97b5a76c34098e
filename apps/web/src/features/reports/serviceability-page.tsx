import { dollars, MESSAGES, type Serviceability } from '@brokerdesk/contract/constants';
import {
  Alert,
  Anchor,
  Badge,
  Group,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { Link } from 'react-router';
import { MoneyInput } from '../../components/money-input';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { errorMessage } from '../../lib/api-client';
import { useClientId } from '../../lib/route-params';
import { useServiceability, type WhatIf } from './advice-api';

const money = (cents: number) => dollars(cents, true);

function Figure({ label, value, hint, testId }: { label: string; value: string; hint?: string; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fz="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700} data-testid={testId}>
        {value}
      </Text>
      {hint && (
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

function Figures({ a }: { a: Serviceability }) {
  const known = a.surplus_monthly_cents !== null && a.max_loan_cents !== null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Figure
        label="Net income a month"
        value={money(a.net_monthly_income_cents)}
        hint="After tax and the Medicare levy"
      />
      <Figure
        label="Living expenses a month"
        value={
          a.living_expenses_used_monthly_cents === null ? 'Not answered' : money(a.living_expenses_used_monthly_cents)
        }
        hint={`Declared ${a.expenses_monthly_cents === null ? 'not answered' : money(a.expenses_monthly_cents)}; benchmark ${money(a.benchmark_monthly_cents)}`}
      />
      <Figure
        label="Commitments a month"
        value={money(a.commitments_monthly_cents)}
        hint="Cards at 3.8% of the limit"
      />
      <Figure
        label={`New loan repayment at ${a.assessment_rate}%`}
        value={money(a.repayment_monthly_cents)}
        hint={`${money(a.loan_amount_cents)} over ${a.term_years} years`}
      />
      <Figure
        label={known && (a.surplus_monthly_cents as number) < 0 ? 'Shortfall a month' : 'Surplus a month'}
        value={known ? money(Math.abs(a.surplus_monthly_cents as number)) : 'Not known yet'}
        testId="serviceability-surplus"
      />
      <Figure
        label={`Maximum loan at ${a.assessment_rate}%`}
        value={known ? money(a.max_loan_cents as number) : 'Not known yet'}
        hint={`Over ${a.term_years} years`}
        testId="serviceability-max-loan"
      />
    </SimpleGrid>
  );
}

function Details({ a }: { a: Serviceability }) {
  return (
    <>
      {a.people.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Title order={2} fz="lg" mb="xs">
            Income after tax ({a.financial_year} resident rates)
          </Title>
          <Table.ScrollContainer minWidth={560}>
            <Table>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Person</Table.Th>
                  <Table.Th ta="right">Gross a year</Table.Th>
                  <Table.Th ta="right">Counted (shaded)</Table.Th>
                  <Table.Th ta="right">Income tax</Table.Th>
                  <Table.Th ta="right">Medicare levy</Table.Th>
                  <Table.Th ta="right">Net a month</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {a.people.map((p) => (
                  <Table.Tr key={p.name}>
                    <Table.Td>{p.name}</Table.Td>
                    <Table.Td ta="right">{money(p.gross_annual_cents)}</Table.Td>
                    <Table.Td ta="right">{money(p.shaded_taxable_annual_cents + p.untaxed_annual_cents)}</Table.Td>
                    <Table.Td ta="right">{money(p.tax_annual_cents)}</Table.Td>
                    <Table.Td ta="right">{money(p.medicare_annual_cents)}</Table.Td>
                    <Table.Td ta="right">{money(p.net_monthly_cents)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {a.commitments.length > 0 && (
        <Paper withBorder radius="md" p="sm">
          <Title order={2} fz="lg" mb="xs">
            Commitments
          </Title>
          <List size="sm" spacing={4}>
            {a.commitments.map((c) => (
              <List.Item key={c.label}>
                {c.label}: {money(c.monthly_cents)} a month ({c.basis})
              </List.Item>
            ))}
          </List>
        </Paper>
      )}
      <Paper withBorder radius="md" p="sm">
        <Title order={2} fz="lg" mb="xs">
          Assumptions
        </Title>
        <List size="sm" spacing={4} data-testid="serviceability-assumptions">
          {a.assumptions.map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
        </List>
      </Paper>
    </>
  );
}

/** A number field of the what-if that hands its owner a number, or undefined while it is empty. */
const numberOf = (v: string | number) => (typeof v === 'number' ? v : undefined);

/**
 * Serviceability (decision 048): the client's fact-find assessed at the product rate plus the buffer, with the benchmark
 * floor, commitments, the surplus or shortfall and the maximum loan; every assumption listed beside the figures, and a
 * what-if for rate, term and loan amount. For advisers on a paid plan; the Free plan sees the upgrade modal.
 */
export function ServiceabilityPage() {
  const clientId = useClientId();
  const [whatIf, setWhatIf] = useState<WhatIf>({});
  const [debounced] = useDebouncedValue(whatIf, 350);
  const query = useServiceability(clientId, debounced);
  const [upgradeClosed, setUpgradeClosed] = useState(false);
  const a = query.data;
  const locked = query.error && errorMessage(query.error) === MESSAGES.planFeatureLocked;

  return (
    <Stack maw={1000} gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Serviceability
        </Title>
        <Text c="dimmed" fz="sm">
          A working aid for your best-interests and responsible-lending duties, not a credit decision
          {a ? `: ${a.client_name}, from the fact-find, for the ${a.financial_year} financial year.` : '.'}
        </Text>
      </Stack>
      {query.error && <Alert color={locked ? 'yellow' : 'red'}>{errorMessage(query.error)}</Alert>}
      {locked && <UpgradeModalOnDemand opened={!upgradeClosed} onClose={() => setUpgradeClosed(true)} />}
      {!a && !query.error && <Skeleton height={240} radius="md" />}
      {a && (
        <>
          <Paper withBorder radius="md" p="sm" component="section" aria-label="What if">
            <Group align="flex-end" gap="md" wrap="wrap">
              <NumberInput
                label="Product rate (% a year)"
                description={`Assessed at ${a.assessment_rate}% (plus ${a.buffer} points)`}
                value={whatIf.rate ?? a.rate}
                onChange={(v) => setWhatIf((w) => ({ ...w, rate: numberOf(v) }))}
                min={0}
                max={30}
                step={0.05}
                decimalScale={2}
                w={200}
              />
              <NumberInput
                label="Term (years)"
                value={whatIf.termYears ?? a.term_years}
                onChange={(v) => setWhatIf((w) => ({ ...w, termYears: numberOf(v) }))}
                min={1}
                max={40}
                allowDecimal={false}
                w={140}
              />
              <MoneyInput
                label="Loan amount"
                value={whatIf.loanAmount ?? a.loan_amount_cents}
                onChange={(cents) => setWhatIf((w) => ({ ...w, loanAmount: cents ?? undefined }))}
                w={200}
              />
              {query.isFetching && (
                <Text fz="sm" c="dimmed" role="status">
                  Working it out…
                </Text>
              )}
            </Group>
          </Paper>
          {a.missing.length > 0 && (
            <Alert color="yellow" title="Not answered yet" data-testid="serviceability-missing">
              There is no surplus or maximum loan until these are answered: {a.missing.join('; ')}.
            </Alert>
          )}
          <Figures a={a} />
          {a.benchmark_is_placeholder && (
            <Group gap="xs">
              <Badge color="yellow" variant="light">
                Placeholder benchmark
              </Badge>
              <Text fz="sm" c="dimmed">
                {a.benchmark_label}.{' '}
                <Anchor component={Link} to={`/${a.adviser.kind}/${a.adviser.id}/serviceability`} fz="inherit">
                  Serviceability settings
                </Anchor>
              </Text>
            </Group>
          )}
          <Details a={a} />
        </>
      )}
    </Stack>
  );
}

export { ServiceabilityPage as Component };
