import {
  figureText,
  MESSAGES,
  type Strategy,
  type StrategyField,
  strategyOf,
  TAX_TABLES,
  type TaxTable,
} from '@brokerdesk/contract/constants';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../components/money-input';
import { UpgradeModalOnDemand } from '../../components/upgrade-modal-on-demand';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useClientId } from '../../lib/route-params';
import { useRemoveStrategy, useSaveStrategy, useStrategies } from './advice-api';

type Inputs = Record<string, number>;

function FieldInput({
  field,
  value,
  factFind,
  onChange,
}: {
  field: StrategyField;
  value: number | undefined;
  factFind: number | undefined;
  onChange: (v: number | undefined) => void;
}) {
  const from = field.source === 'suggested' ? 'Suggested' : field.source === 'tax-table' ? 'Tax tables' : 'Fact-find';
  const description = factFind === undefined ? undefined : `${from}: ${figureText(field.unit, factFind)}`;
  if (field.unit === 'cents')
    return (
      <MoneyInput
        label={field.label}
        description={description}
        value={value ?? null}
        onChange={(cents) => onChange(cents ?? undefined)}
      />
    );
  return (
    <NumberInput
      label={field.label}
      description={description}
      value={value ?? ''}
      onChange={(v) => onChange(typeof v === 'number' ? v : undefined)}
      min={field.min}
      max={field.max}
      decimalScale={field.unit === 'percent' ? 2 : field.unit === 'years' ? 1 : 0}
      allowDecimal={field.unit === 'percent' || field.unit === 'years'}
    />
  );
}

/**
 * One strategy of the library: its inputs as the fact-find fills them (the fact-find's figure beside each, or the
 * suggestion or the tax tables' figure where the fact-find has none), results
 * worked out as the adviser types by the contract's own calculator (the figures the report prints), and Choose or
 * Save, and Remove once chosen.
 */
function StrategyCard({ clientId, strategy, table }: { clientId: number; strategy: Strategy; table: TaxTable }) {
  const [inputs, setInputs] = useState<Partial<Inputs>>(strategy.inputs);
  const save = useSaveStrategy(clientId);
  const remove = useRemoveStrategy(clientId);
  const def = strategyOf(strategy.key);
  const complete = strategy.fields.every((f) => typeof inputs[f.key] === 'number');
  const outcome = def && complete ? def.calculate(inputs as Inputs, table) : null;
  const headingId = `strategy-${strategy.key}`;

  const choose = async () => {
    try {
      const { strategy: saved } = await save.mutateAsync({ key: strategy.key, inputs: inputs as Inputs });
      setInputs(saved.inputs);
      notifySuccess(strategy.chosen ? 'Strategy saved.' : 'Strategy chosen: it prints in the report.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };
  const unchoose = async () => {
    try {
      await remove.mutateAsync(strategy.key);
      notifySuccess('Strategy removed from the report.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId} data-testid={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Title order={2} fz="lg" id={headingId}>
              {strategy.title}
            </Title>
            <Text fz="sm" c="dimmed">
              {strategy.summary}
            </Text>
          </Stack>
          {strategy.chosen && <Badge color="teal">In the report</Badge>}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          {strategy.fields.map((f) => (
            <FieldInput
              key={f.key}
              field={f}
              value={inputs[f.key]}
              factFind={strategy.fact_find[f.key]}
              onChange={(v) => setInputs((old) => ({ ...old, [f.key]: v }))}
            />
          ))}
        </SimpleGrid>
        {outcome && (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
              {outcome.results.map((r) => (
                <Stack key={r.key} gap={0}>
                  <Text fz="xs" c="dimmed">
                    {r.label}
                  </Text>
                  <Text fw={700}>{figureText(r.unit, r.value)}</Text>
                </Stack>
              ))}
            </SimpleGrid>
            <List size="xs" c="dimmed" spacing={2}>
              {outcome.assumptions.map((line) => (
                <List.Item key={line}>{line}</List.Item>
              ))}
            </List>
          </>
        )}
        <Group gap="xs">
          <Button onClick={choose} loading={save.isPending} disabled={!complete}>
            {strategy.chosen ? 'Save changes' : 'Choose for the report'}
          </Button>
          <Button variant="default" onClick={() => setInputs(strategy.fact_find)}>
            Use the fact-find’s figures
          </Button>
          {strategy.chosen && (
            <Button variant="subtle" color="red" onClick={unchoose} loading={remove.isPending}>
              Remove from the report
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * Strategies (Pro, decision 048): the library, each a calculator filled from the client's fact-find with no typing.
 * The chosen ones print as a section of the report. Standard and Free see the upgrade modal.
 */
export function StrategiesPage() {
  const clientId = useClientId();
  const list = useStrategies(clientId);
  const [upgradeClosed, setUpgradeClosed] = useState(false);
  const locked = list.error && errorMessage(list.error) === MESSAGES.proFeatureLocked;
  const table = TAX_TABLES.find((t) => t.financial_year === list.data?.financial_year);
  return (
    <Stack maw={1000} gap="md">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Strategies
        </Title>
        <Text c="dimmed" fz="sm">
          Each strategy is filled from the client’s fact-find; adjust any figure, then choose the ones to print in the
          report.
        </Text>
      </Stack>
      {list.error && <Alert color={locked ? 'yellow' : 'red'}>{errorMessage(list.error)}</Alert>}
      {locked && (
        <UpgradeModalOnDemand
          opened={!upgradeClosed}
          onClose={() => setUpgradeClosed(true)}
          message={MESSAGES.proFeatureLocked}
        />
      )}
      {!list.data && !list.error && <Skeleton height={240} radius="md" />}
      {list.data &&
        table &&
        list.data.strategies.map((s) => <StrategyCard key={s.key} clientId={clientId} strategy={s} table={table} />)}
    </Stack>
  );
}

export { StrategiesPage as Component };
