import { type BenchmarkRow, INCOME_KIND_LABELS, INCOME_KINDS, type Shading } from '@brokerdesk/contract/constants';
import {
  Alert,
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { MoneyInput } from '../../components/money-input';
import { useAdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useSaveServiceabilitySettings, useServiceabilitySettings } from './advice-api';

const householdLabel = (r: BenchmarkRow) =>
  `${r.adults === 1 ? 'Single' : 'Couple'}, ${r.dependants === 3 ? '3 or more dependants' : `${r.dependants} dependant${r.dependants === 1 ? '' : 's'}`}`;

function SettingsForm({
  adviserId,
  initial,
}: {
  adviserId: number;
  initial: { shading: Shading; label: string; rows: BenchmarkRow[]; isPlaceholder: boolean };
}) {
  const [shading, setShading] = useState<Shading>(initial.shading);
  const [label, setLabel] = useState(initial.label);
  const [rows, setRows] = useState<BenchmarkRow[]>(initial.rows);
  const save = useSaveServiceabilitySettings(adviserId);

  const submit = async () => {
    try {
      await save.mutateAsync({ shading, benchmark_label: label, benchmark_rows: rows });
      notifySuccess('Serviceability settings saved.');
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Income counted
        </Title>
        <Text fz="sm" c="dimmed">
          The share of each kind of income serviceability counts before tax. The defaults are common lender practice.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          {INCOME_KINDS.map((k) => (
            <NumberInput
              key={k}
              label={`${INCOME_KIND_LABELS[k]} (%)`}
              value={shading[k]}
              onChange={(v) => setShading((s) => ({ ...s, [k]: typeof v === 'number' ? v : 0 }))}
              min={0}
              max={100}
              allowDecimal={false}
            />
          ))}
        </SimpleGrid>
      </Stack>
      <Stack gap="xs">
        <Group gap="xs">
          <Title order={2} fz="lg">
            Household expense benchmark
          </Title>
          {initial.isPlaceholder && (
            <Badge color="yellow" variant="light">
              Placeholder
            </Badge>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          Declared living expenses below the household’s figure are raised to it. The shipped figures are a placeholder,
          not HEM: enter your firm’s (for example your aggregator’s current HEM table) and name them.
        </Text>
        <TextInput
          label="Name of the benchmark"
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maw={520}
        />
        <Table maw={520}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Household</Table.Th>
              <Table.Th>A month</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((r, i) => (
              <Table.Tr key={`${r.adults}-${r.dependants}`}>
                <Table.Td>{householdLabel(r)}</Table.Td>
                <Table.Td>
                  <MoneyInput
                    aria-label={`${householdLabel(r)}: a month`}
                    value={r.monthly_cents}
                    onChange={(cents) =>
                      setRows((old) => old.map((row, j) => (j === i ? { ...row, monthly_cents: cents ?? 0 } : row)))
                    }
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
      <Group>
        <Button onClick={submit} loading={save.isPending}>
          Save
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * A firm's serviceability settings (decision 048): the income shading and the household expense benchmark, which ships
 * as a labelled placeholder until the firm enters its own.
 */
export function ServiceabilitySettingsPage() {
  const ref = useAdviserRef();
  const settings = useServiceabilitySettings(ref.id);
  const s = settings.data;
  return (
    <Paper withBorder p="xl" radius="md" maw={920}>
      <Title order={1} fz={24} mb="lg">
        Serviceability settings
      </Title>
      {settings.error && <Alert color="red">{errorMessage(settings.error)}</Alert>}
      {!s && !settings.error && <Skeleton height={240} radius="md" />}
      {s && (
        <SettingsForm
          key={`${ref.kind}-${ref.id}`}
          adviserId={ref.id}
          initial={{
            shading: s.shading,
            label: s.benchmark.label,
            rows: s.benchmark.rows as BenchmarkRow[],
            isPlaceholder: s.benchmark.is_placeholder,
          }}
        />
      )}
    </Paper>
  );
}

export { ServiceabilitySettingsPage as Component };
