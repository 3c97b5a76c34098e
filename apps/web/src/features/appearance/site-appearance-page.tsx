import {
  type AdviserDetail,
  defaultHeaderBackground,
  headerTextColour,
  readableTextColour,
} from '@brokerdesk/contract/constants';
import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useAutosave } from '../../components/autosave/use-autosave';
import { AutosaveSettingsFrame } from '../../components/settings-frame';
import { type AdviserRef, settingsHeading, useAdviserSave } from '../../lib/adviser';
import { BannerColourFields, checkColour, sixDigitHex } from './banner-colour-fields';
import { BannerPreview } from './banner-preview';
import { ImageUploadCard } from './image-upload-card';
import { VideoField } from './video-field';

/**
 * broker-site-appearance and planner-site-appearance (docs/spec/settings-billing-admin.md §2): logo and profile image,
 * banner colours and the intro video, previewed as clients will see them (with black or white text in place of a text colour
 * that would be hard to read on the background, as the header shows it, and a note saying so). Choices save at once, the video link on blur.
 */
export function SiteAppearancePage() {
  return (
    <AutosaveSettingsFrame heading={(adviser, me) => settingsHeading('Site Appearance', adviser, me)} maw={880}>
      {(adviser, ref) => <AppearanceForm adviser={adviser} adviserRef={ref} />}
    </AutosaveSettingsFrame>
  );
}

function AppearanceForm({ adviser, adviserRef }: { adviser: AdviserDetail; adviserRef: AdviserRef }) {
  const save = useAdviserSave(adviserRef);
  const text = useAutosave<number>({
    serverValue: adviser.header_text,
    save: (v, prev) => save('header_text', v, prev),
  });
  // docs/spec/settings-billing-admin.md §9: an unset colour shows as #182F64 for a planner and as the product navy for
  // a broker; `previous` stays what the server holds (null), so the first choice is not refused as a stale edit.
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
  // The text colour clients will see: the one chosen, or black or white when it would not read at 4.5:1 (the header
  // makes the same choice).
  const shownText = readableTextColour(sixDigitHex(background.value), headerTextColour(text.value));

  return (
    <Stack gap="xl">
      <Stack gap="xs">
        <Text fw={600} fz="sm">
          Banner preview
        </Text>
        <BannerPreview adviser={adviser} background={background.value} color={shownText.hex} />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <ImageUploadCard adviserRef={adviserRef} type="logo" image={adviser.logo} />
        <ImageUploadCard adviserRef={adviserRef} type="profile_image" image={adviser.profile_image} />
      </SimpleGrid>
      <BannerColourFields text={text} background={background} shownText={shownText} />
      <Divider />
      <VideoField video={video} />
    </Stack>
  );
}

export { SiteAppearancePage as Component };
