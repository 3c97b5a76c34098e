import { ASSESSMENT_NOTES_MAX, REPORT_LODGEMENT_MESSAGES } from '@brokerdesk/contract/constants';
import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { notifyError, notifySuccess } from '../../lib/notify';
import { useAssessmentNotes, useSaveAssessmentNotes } from './api';

/**
 * The broker's notes for the report's Preliminary assessment (decision 021), on the Submit page: printed in the report,
 * never shown to the client.
 */
export function AssessmentNotes({ clientId }: { clientId: number }) {
  const notes = useAssessmentNotes(clientId);
  const save = useSaveAssessmentNotes(clientId);
  const [value, setValue] = useState('');
  useEffect(() => {
    if (notes.data) setValue(notes.data.notes);
  }, [notes.data]);

  const run = async () => {
    try {
      await save.mutateAsync(value);
      notifySuccess(REPORT_LODGEMENT_MESSAGES.notesSaved);
    } catch (err) {
      notifyError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Assessment notes
        </Title>
        <Text fz="sm" c="dimmed">
          Printed in the report’s Serviceability section, a working aid for you, not a credit decision. Your client does
          not see them.
        </Text>
        {notes.error && <Alert color="red">{errorMessage(notes.error)}</Alert>}
        <Textarea
          label="Notes for the preliminary assessment"
          autosize
          minRows={4}
          maxLength={ASSESSMENT_NOTES_MAX}
          value={value}
          disabled={!notes.data}
          onChange={(e) => setValue(e.currentTarget.value)}
        />
        <Group>
          <Button onClick={run} loading={save.isPending} disabled={!notes.data}>
            Save notes
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
