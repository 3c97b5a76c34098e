import { EXPENSE_CATEGORIES, type SectionRecord } from '@brokerdesk/contract';
import { Stack, VisuallyHidden } from '@mantine/core';
import { type FieldSaver, isShown, RegistryField } from '../../components/fields';
import { formatMoney } from '../../components/money-input';
import { useClientId } from '../../lib/route-params';
import { useSection, useSectionSaver } from './fact-find-api';
import classes from './expenses-page.module.css';
import { FactFindFrame, TotalsBar } from './fact-find-frame';

function MonthlyTotal({ record }: { record: SectionRecord }) {
  const total = formatMoney(record.totals?.monthly_total ?? 0);
  return <TotalsBar totals={[{ label: 'Monthly total', value: total, testId: 'expense-monthly-total' }]} />;
}

/** One category: its amount, how often it is paid, and what that comes to a month; a row of the table. */
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
  // The category heads the row; the inputs read 'Amount' and 'How often' on a phone (the column headers say it on a
  // wide screen) and keep the category in their accessible names.
  return (
    <tr className={classes.row} data-testid={`expense-${category}`}>
      <th scope="row" className={classes.category}>
        {label}
      </th>
      <td className={classes.amount}>
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
      </td>
      <td className={classes.frequency}>
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
      </td>
      <td className={classes.monthly}>{monthly > 0 ? `${formatMoney(monthly)} a month` : null}</td>
    </tr>
  );
}

function ExpenseList({ record, saver }: { record: SectionRecord; saver: FieldSaver }) {
  return (
    <Stack gap="sm">
      <MonthlyTotal record={record} />
      <table aria-label="Living expenses by category" className={classes.table}>
        <thead className={classes.head}>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Amount</th>
            <th scope="col">How often</th>
            <th scope="col">A month</th>
          </tr>
        </thead>
        <tbody className={classes.body}>
          {EXPENSE_CATEGORIES.map(([category, label]) => (
            <CategoryRow key={category} category={category} label={label} record={record} saver={saver} />
          ))}
        </tbody>
      </table>
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
