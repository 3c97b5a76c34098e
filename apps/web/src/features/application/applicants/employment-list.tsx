import {
  type ApplicationItem,
  EMPLOYMENT_BASIS_OPTIONS,
  employmentHistoryMonths,
  HISTORY_MONTHS,
  OTHER_INCOME_SOURCE_OPTIONS,
} from '@brokerdesk/contract';
import { Group, Stack, Text } from '@mantine/core';
import { FieldCard, FieldGrid } from '../../../components/fields';
import { AddButton, HistoryPrompt, todayYmd } from './history';
import { type ApplicantList, useItemCreate, useItemDelete, useItemSaver } from './profile-api';
import { ProfileListCard } from './profile-list-card';

interface ListProps {
  clientId: number;
  applicantId: number;
  items: readonly ApplicationItem[];
}

const optionLabel = (options: readonly { value: string; label: string }[], value: unknown) =>
  options.find((o) => o.value === value)?.label;

function EmploymentCard({
  clientId,
  applicantId,
  item,
}: {
  clientId: number;
  applicantId: number;
  item: ApplicationItem;
}) {
  const saver = useItemSaver(clientId, applicantId, 'employments', item.id);
  const remove = useItemDelete(clientId, applicantId, 'employments');
  const employer = typeof item.data.employer === 'string' && item.data.employer.trim() ? item.data.employer : '';
  const basis = optionLabel(EMPLOYMENT_BASIS_OPTIONS, item.data.basis);
  const title = [employer || 'Employment', basis].filter(Boolean).join(' · ');
  // A current job has no end date; until the question is answered both dates are asked.
  const names = [
    'employer',
    'occupation',
    'basis',
    'employer_phone',
    'is_current',
    'start_date',
    ...(item.data.is_current === true ? [] : ['end_date']),
    'gross_income',
    'income_frequency',
  ];
  return (
    <ProfileListCard title={title} what="this employment" onDelete={() => remove(item.id)} testId="employment-card">
      <FieldGrid saver={saver} data={item.data} names={names} />
    </ProfileListCard>
  );
}

/** Employment history until three years are covered; someone not working needs none. */
export function EmploymentList({ clientId, applicantId, items, isWorking }: ListProps & { isWorking: boolean }) {
  const create = useItemCreate(clientId, applicantId, 'employments');
  const months = employmentHistoryMonths(items, todayYmd());
  const add = <AddButton label="Add employment" onAdd={() => create()} />;
  return (
    <Stack gap="md">
      {items.map((item) => (
        <EmploymentCard key={item.id} clientId={clientId} applicantId={applicantId} item={item} />
      ))}
      {isWorking ? (
        <HistoryPrompt what="employment" months={months} testId="employment-history-prompt" action={add} />
      ) : null}
      {(!isWorking || months >= HISTORY_MONTHS) && <Group>{add}</Group>}
    </Stack>
  );
}

function IncomeCard({ clientId, applicantId, item }: { clientId: number; applicantId: number; item: ApplicationItem }) {
  const saver = useItemSaver(clientId, applicantId, 'other_incomes', item.id);
  const remove = useItemDelete(clientId, applicantId, 'other_incomes');
  const title = optionLabel(OTHER_INCOME_SOURCE_OPTIONS, item.data.source) ?? 'Other income';
  return (
    <ProfileListCard title={title} what="this income" onDelete={() => remove(item.id)} testId="income-card">
      <FieldGrid
        saver={saver}
        data={item.data}
        names={['source', 'description', 'amount', 'frequency', 'is_taxable']}
      />
    </ProfileListCard>
  );
}

/** Income other than employment (other income). */
export function OtherIncomeList({ clientId, applicantId, items }: ListProps) {
  const create = useItemCreate(clientId, applicantId, 'other_incomes' satisfies ApplicantList);
  return (
    <FieldCard title="Other income">
      <Stack gap="md">
        {items.length === 0 && (
          <Text fz="sm" c="dimmed">
            Overtime, bonuses, government benefits, dividends or any other regular income.
          </Text>
        )}
        {items.map((item) => (
          <IncomeCard key={item.id} clientId={clientId} applicantId={applicantId} item={item} />
        ))}
        <Group>
          <AddButton label="Add other income" onAdd={() => create()} />
        </Group>
      </Stack>
    </FieldCard>
  );
}
