import { LIST_QUESTION_KEYS } from '@brokerdesk/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { RegistryField } from '../../components/fields';
import { type ListPage, useListQuestionSaver } from './fact-find-api';

const WORDS = {
  asset: { add: 'Add an asset', items: 'assets' },
  liability: { add: 'Add a liability', items: 'liabilities' },
} as const;

/**
 * An empty Assets or Liabilities page asks its question, so an empty page does not read as complete: No
 * completes the page, Yes asks for the items. Once something is listed the list answers it, so it is not asked.
 */
export function ListQuestion({
  clientId,
  page,
  data,
}: {
  clientId: number;
  page: ListPage;
  data: Record<string, unknown>;
}) {
  const saver = useListQuestionSaver(clientId, page);
  const answer = data[LIST_QUESTION_KEYS[page]];
  const words = WORDS[page];
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-testid={`${page}-question`}>
      <Stack gap="sm">
        <RegistryField saver={saver} name={LIST_QUESTION_KEYS[page]} data={data} />
        {answer === true && (
          <Text data-testid={`${page}-question-next`}>
            Add each of your {words.items} with ‘{words.add}’ above.
          </Text>
        )}
        {answer === false && (
          <Text c="dimmed" data-testid={`${page}-question-next`}>
            No {words.items} to list: this page is complete.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
