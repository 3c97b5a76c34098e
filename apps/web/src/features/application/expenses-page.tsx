import { EXPENSE_CATEGORIES, type SectionRecord } from '@brokerdesk/contract';
import { Group, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { formatMoney } from '../../components/money-input';
import { useClientId } from './api';
import { useSection, useSectionSaver } from './fact-find-api';
import { isShown } from './fact-find-fields';
import { FactFindFrame, TotalsBar } from './fact-find-frame';
import { type FieldSaver, RegistryField } from './fields';

function MonthlyTotal({ record }: { record: SectionRecord }) {
  const total = formatMoney(record.totals?.monthly_total ?? 0);
  return <TotalsBar totals={[{ label: 'Monthly total', value: total, testId: 'expense-monthly-total' }]} />;
}

/** One category: its amount, how often it is paid, and what that comes to a month. */
function CategoryRow({
  category,
  label,
  record,
  saver,
}: {
  category: string;
  label: string;
  record: SectionRecord;
  saver: FieldSaver;
}) {
  const monthly = record.totals?.monthly_by_category[category] ?? 0;
  // The category heads the row; the inputs read 'Amount' and 'How often' on screen and keep the category in
  // their accessible names.
  return (
    <Paper withBorder radius="md" p="sm" data-testid={`expense-${category}`}>
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap" align="baseline">
        <Text fw={600} aria-hidden>
          {label}
        </Text>
        {monthly > 0 && (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(monthly)} a month
          </Text>
        )}
      </Group>
      <SimpleGrid cols={2} spacing="sm">
        <RegistryField
          saver={saver}
          name={`${category}_amount`}
          data={record.data}
          label={
            <>
              <VisuallyHidden>{label}</VisuallyHidden>
              <span aria-hidden>Amount</span>
            </>
          }
        />
        <RegistryField
          saver={saver}
          name={`${category}_frequency`}
          data={record.data}
          label={
            <>
              <VisuallyHidden>{label}: </VisuallyHidden>How often
            </>
          }
        />
      </SimpleGrid>
    </Paper>
  );
}

function ExpenseList({ record, saver }: { record: SectionRecord; saver: FieldSaver }) {
  return (
    <Stack gap="sm">
      <MonthlyTotal record={record} />
      {EXPENSE_CATEGORIES.map(([category, label]) => (
        <CategoryRow key={category} category={category} label={label} record={record} saver={saver} />
      ))}
      {isShown(saver, 'other_details', record.data) && (
        <RegistryField saver={saver} name="other_details" data={record.data} />
      )}
      <MonthlyTotal record={record} />
    </Stack>
  );
}

export function ExpensesPage() {
  const clientId = useClientId();
  const { data, error, isLoading } = useSection(clientId, 'expense');
  const saver = useSectionSaver(clientId, 'expense');
  return (
    <FactFindFrame
      title="Living Expenses"
      intro="What the household spends in each category, and how often. Type 0 for a category you do not pay."
      completeness={data?.completeness}
      error={error}
      isLoading={isLoading}
    >
      {data && <ExpenseList record={data} saver={saver} />}
    </FactFindFrame>
  );
}

export { ExpensesPage as Component };
