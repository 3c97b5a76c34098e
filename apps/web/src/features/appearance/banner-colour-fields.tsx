import {
  MESSAGES,
  RESET_HEADER_BACKGROUND,
  type ReadableTextColour,
  type TextColour,
} from '@brokerdesk/contract/constants';
import { Anchor, ColorInput, Group, Radio, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import type { Autosave } from '../../components/autosave/use-autosave';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** '#0B6' → '#00bb66': the server keeps colours as six hex digits. */
export function sixDigitHex(value: string): string {
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(value.trim());
  return short ? `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`.toLowerCase() : value.trim();
}

/** The check the server makes too (broker/save header_background), said before sending. */
export const checkColour = (value: string) => (HEX_COLOUR.test(sixDigitHex(value)) ? null : MESSAGES.invalidColour);
const TEXT_COLOURS = [
  { value: 0, label: 'White' },
  { value: 1, label: 'Black' },
] as const;

/** A few colours that read well behind white or black banner text. */
const SWATCHES = ['#1A356F', '#182F64', '#0B6E4F', '#7A1F3D', '#2E2E2E', '#F2C14E', '#E8EEF7', '#ffffff'];

const COLOUR_NAMES: Record<TextColour, string> = { black: 'Black', white: 'White' };

/** Why the banner shows another text colour than the one chosen (the header keeps its text at 4.5:1 or more). */
export function overriddenTextNotice(shown: ReadableTextColour): string | null {
  if (!shown.overridden) return null;
  const chosen = shown.colour === 'black' ? 'white' : 'black';
  return `${COLOUR_NAMES[chosen]} text would be hard to read on this colour, so your clients will see ${shown.colour} text.`;
}

/**
 * docs/spec/settings-billing-admin.md §2 Site Appearance: banner text colour (White 0 / Black 1) and the background
 * colour picker with a Reset link back to #ffffff. Both save as soon as a choice is made; the preview follows while
 * picking. When the chosen text colour would be hard to read on the background, a note beside the fields says which
 * colour clients will see instead (`shownText`, as the header picks it).
 */
export function BannerColourFields({
  text,
  background,
  shownText,
}: {
  text: Autosave<number>;
  background: Autosave<string>;
  shownText: ReadableTextColour;
}) {
  const notice = overriddenTextNotice(shownText);
  return (
    <Stack gap="lg">
      <div>
        <Radio.Group
          label="Banner text colour"
          value={String(text.value)}
          onChange={(v) => void text.commit(Number(v))}
        >
          <Group gap="lg" mt="xs">
            {TEXT_COLOURS.map((c) => (
              <Radio key={c.value} value={String(c.value)} label={c.label} />
            ))}
          </Group>
        </Radio.Group>
        <AutosaveFieldStatus field={text} show={(v) => TEXT_COLOURS.find((c) => c.value === v)?.label ?? String(v)} />
      </div>
      <div>
        <Group gap="sm" align="flex-end" wrap="nowrap">
          <ColorInput
            label="Banner background colour"
            format="hex"
            swatches={SWATCHES}
            w={240}
            value={background.value}
            onChange={background.setValue}
            // Saved on leaving the field, like every text field here: the picker and typing pass through many
            // colours on the way (typing '#0B6' is already a colour), and only the one chosen is wanted.
            onBlur={() => void background.commit()}
            error={background.status === 'failed'}
          />
          <Anchor
            component="button"
            type="button"
            fz="sm"
            mb={8}
            onClick={() => void background.commit(RESET_HEADER_BACKGROUND)}
          >
            Reset
          </Anchor>
        </Group>
        <AutosaveFieldStatus field={background} />
      </div>
      {/* Always in the page, so a screen reader hears the note when a colour choice brings it. */}
      <div role="status" data-testid="banner-contrast-notice">
        {notice && (
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconInfoCircle size={20} stroke={1.75} aria-hidden style={{ flex: 'none', marginTop: 1 }} />
            <Text fz="sm">{notice}</Text>
          </Group>
        )}
      </div>
    </Stack>
  );
}
