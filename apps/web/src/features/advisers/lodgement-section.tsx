import type { AdviserDetail } from '@brokerdesk/contract/constants';
import { Anchor, Group, Loader, PasswordInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { setFieldSaveState } from '../../components/autosave/autosave-store';
import { AutosaveTextInput } from '../../components/autosave/autosave-text-input';
import { errorMessage } from '../../lib/api-client';
import type { SaveAdviser } from './account-fields';

type SecretKey = 'lodge_pass' | 'lodge_api_key' | 'lodge_api_token';

/**
 * A lodgement secret: the server never sends it back, so the field starts empty with 'Saved' as its
 * placeholder when one is stored; what is typed is saved on blur and then cleared from the page. A failed save
 * keeps the typed value for a retry.
 */
function SecretField({
  label,
  isSet,
  save,
}: {
  label: string;
  isSet: boolean;
  save: (value: string) => Promise<unknown>;
}) {
  const fieldId = useId();
  const [value, setValue] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => () => setFieldSaveState(fieldId, null), [fieldId]);

  const submit = async (next: string) => {
    setSaving(true);
    setFieldSaveState(fieldId, 'saving');
    try {
      await save(next);
      setValue('');
      setError(null);
      setFieldSaveState(fieldId, null);
    } catch (err) {
      setError(errorMessage(err));
      setFieldSaveState(fieldId, 'failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap={2}>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        placeholder={isSet ? 'Saved' : ''}
        value={value}
        onChange={(e) => {
          setValue(e.currentTarget.value);
          setError(null);
        }}
        onBlur={() => {
          if (value.trim() !== '') void submit(value);
        }}
        error={
          error && (
            <>
              {error}{' '}
              <Anchor component="button" type="button" fz="xs" onClick={() => void submit(value)}>
                Retry
              </Anchor>
            </>
          )
        }
      />
      <Group gap={6} mih={18}>
        {saving && <Loader size={10} />}
        {saving ? (
          <Text fz="xs" c="dimmed">
            Auto-saving
          </Text>
        ) : (
          isSet && (
            <Anchor component="button" type="button" fz="xs" c="dimmed" onClick={() => void submit('')}>
              Remove saved {label.toLowerCase()}
            </Anchor>
          )
        )}
      </Group>
    </Stack>
  );
}

const SECRETS: { key: SecretKey; label: string; isSet: (a: AdviserDetail) => boolean }[] = [
  { key: 'lodge_pass', label: 'Password', isSet: (a) => a.lodge_pass_set },
  { key: 'lodge_api_key', label: 'API key', isSet: (a) => a.lodge_api_key_set },
  { key: 'lodge_api_token', label: 'API token', isSet: (a) => a.lodge_api_token_set },
];

/**
 * docs/spec/core-and-application.md §2 Broker account page: the lodgement system's sign-in, shown only while the
 * options are available (aggregator 5 or 30, and an administrator, a trial or the Pro plan:
 * detail.lodgement_available).
 */
export function LodgementSection({ adviser, save }: { adviser: AdviserDetail; save: SaveAdviser }) {
  return (
    <Stack gap="sm" data-testid="lodgement-section">
      <div>
        <Title order={2} fz="lg">
          Lodgement
        </Title>
        <Text fz="sm" c="dimmed">
          Your sign-in to your aggregator's lodgement system. Saved values are stored encrypted and never shown.
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
        <AutosaveTextInput
          label="Username"
          autoComplete="off"
          serverValue={adviser.lodge_user}
          save={(v, p) => save('lodge_user', v, p)}
        />
        {SECRETS.map((s) => (
          <SecretField key={s.key} label={s.label} isSet={s.isSet(adviser)} save={(v) => save(s.key, v)} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
