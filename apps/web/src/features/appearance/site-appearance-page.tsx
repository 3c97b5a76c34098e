import { type AdviserDetail, ApiError, defaultHeaderBackground, MESSAGES } from '@brokerdesk/contract';
import { Alert, Divider, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { AutosaveIndicator } from '../../components/autosave/autosave-indicator';
import { useAutosave } from '../../components/autosave/use-autosave';
import {
  type AdviserRef,
  settingsHeading,
  useAdviserDetail,
  useAdviserRef,
  useAdviserSave,
} from '../advisers/settings-api';
import { useMe } from '../users/api';
import { BannerColourFields, checkColour, sixDigitHex } from './banner-colour-fields';
import { BannerPreview } from './banner-preview';
import { ImageUploadCard } from './image-upload-card';
import { VideoField } from './video-field';

/**
 * broker-site-appearance and planner-site-appearance (settings §2): logo and profile image, banner colours and
 * the intro video, previewed as clients will see them. Choices save at once, the video link on blur.
 */
export function SiteAppearancePage() {
  const me = useMe();
  const ref = useAdviserRef();
  const detail = useAdviserDetail(ref);

  return (
    <Paper withBorder p="xl" radius="md" maw={880}>
      <Group justify="space-between" align="flex-start" mb="lg">
        <Title order={1} fz={24}>
          {settingsHeading('Site Appearance', detail.data, me)}
        </Title>
        {detail.data && <AutosaveIndicator />}
      </Group>
      {detail.isPending ? (
        <Loader />
      ) : detail.isError ? (
        <Alert color="red">{detail.error instanceof ApiError ? detail.error.message : MESSAGES.serverError}</Alert>
      ) : (
        // Keyed by adviser, so an administrator moving between accounts never sees one's choices in another's.
        <AppearanceForm key={`${ref.kind}-${ref.id}`} adviser={detail.data} adviserRef={ref} />
      )}
    </Paper>
  );
}

function AppearanceForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const text = useAutosave<number>({
    serverValue: adviser.header_text,
    save: (v, prev) => save('header_text', v, prev),
  });
  // settings §9: an unset colour shows as #182F64 for a planner and as the product navy for a broker; `previous`
  // stays what the server holds (null), so the first choice is not refused as a stale edit.
  const shownDefault = defaultHeaderBackground(adviser.kind);
  const background = useAutosave<string>({
    serverValue: adviser.header_background ?? shownDefault,
    save: (v, prev) =>
      save(
        'header_background',
        sixDigitHex(v),
        adviser.header_background === null && prev === shownDefault ? null : prev,
      ),
    validate: checkColour,
    equals: (a, b) => a.toLowerCase() === b.toLowerCase(),
  });
  const video = useAutosave<string>({ serverValue: adviser.video, save: (v, prev) => save('video', v, prev) });

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Banner preview
        </Text>
        <BannerPreview adviser={adviser} background={background.value} headerText={text.value} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageUploadCard adviserRef={adviserRef} type="logo" image={adviser.logo} />
        <ImageUploadCard adviserRef={adviserRef} type="profile_image" image={adviser.profile_image} />
      </SimpleGrid>
      <BannerColourFields text={text} background={background} />
      <Divider />
      <VideoField video={video} />
    </Stack>
  );
}

export { SiteAppearancePage as Component };
