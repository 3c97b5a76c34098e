import {
  type ApplicantSummary,
  type FieldData,
  type FieldOption,
  isAnswered,
  isRequired,
  type SectionRecord,
} from '@brokerdesk/contract/constants';
import { SimpleGrid, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/dates';
import { inputKindOf } from './field-kind';
import { RegistryField } from './registry-field';
import { type FieldSaver, fieldSpec } from './use-field-save';

/**
 * A key whose need depends on other answers (details when the answer is yes, the fixed period of a fixed rate)
 * shows once it is needed, or while it still holds an answer.
 */
export function isShown(saver: FieldSaver, key: string, data: FieldData): boolean {
  return isRequired(fieldSpec(saver.registry, key), data, saver.kind ?? '') || isAnswered(data[key]);
}

/** Wide controls take the whole row of the grid. */
const WIDE = new Set(['long-text', 'owners', 'applicants']);

/**
 * Registry keys as a grid of fields: two columns from tablets up, one on phones. `conditional` keys show only
 * when isShown says so.
 */
export function FieldGrid({
  saver,
  data,
  names,
  conditional = [],
  applicants,
  options,
}: {
  saver: FieldSaver;
  data: FieldData;
  names: readonly string[];
  conditional?: readonly string[];
  applicants?: readonly ApplicantSummary[];
  /** Choices of keys that point at other rows, by key. */
  options?: Record<string, readonly FieldOption[]>;
}) {
  const visible = names.filter((key) => !conditional.includes(key) || isShown(saver, key, data));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
      {visible.map((key) => {
        const wide = WIDE.has(inputKindOf(fieldSpec(saver.registry, key)));
        return (
          <div key={key} style={wide ? { gridColumn: '1 / -1' } : undefined}>
            <RegistryField saver={saver} name={key} data={data} applicants={applicants} options={options?.[key]} />
          </div>
        );
      })}
    </SimpleGrid>
  );
}

/** Who answered a question and when (answers kept with who answered and when). */
export function AnsweredBy({ record, keyName }: { record: SectionRecord; keyName: string }) {
  const answer = record.answers[keyName];
  if (!answer || !isAnswered(record.data[keyName])) return null;
  const who = record.answerers[String(answer.user_id)] ?? 'Someone';
  return (
    <Text fz="xs" c="dimmed" data-testid={`answered-${keyName}`}>
      Answered by {who} on {formatDateTime(answer.at)}
    </Text>
  );
}
