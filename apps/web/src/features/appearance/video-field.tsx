import { MESSAGES } from '@brokerdesk/contract/constants';
import { Box, Center, Stack, Text, TextInput } from '@mantine/core';
import { AutosaveFieldStatus } from '../../components/autosave/autosave-field-status';
import type { Autosave } from '../../components/autosave/use-autosave';
import { embedUrl, previewVideoId } from '../../lib/video-link';

/** docs/spec/settings-billing-admin.md §9: the video preview is 520x300. */
const PREVIEW = { width: 520, height: 300 } as const;

/**
 * docs/spec/settings-billing-admin.md §2 Site Appearance: the intro video link, saved on blur, with its preview. An
 * empty link previews the sample video; a link that is not a YouTube video link shows the placeholder instead of a
 * player.
 */
export function VideoField({ video }: { video: Autosave<string> }) {
  const id = previewVideoId(video.value);
  return (
    <Stack gap="xs">
      <TextInput
        label="Video link"
        description={
          video.status === 'saving' ? (
            <AutosaveFieldStatus field={video} />
          ) : (
            'The YouTube video your clients see first, e.g. https://www.youtube.com/watch?v=… or https://youtu.be/…'
          )
        }
        placeholder="https://www.youtube.com/watch?v="
        value={video.value}
        onChange={(e) => video.setValue(e.currentTarget.value)}
        onBlur={() => void video.commit()}
        error={
          video.status === 'failed' || video.status === 'conflict' ? <AutosaveFieldStatus field={video} /> : undefined
        }
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        maw={PREVIEW.width}
      />
      <Box
        w={PREVIEW.width}
        maw="100%"
        h={PREVIEW.height}
        bg="gray.1"
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
        data-testid="video-preview"
      >
        {id ? (
          <iframe
            key={id}
            src={embedUrl(id)}
            width={PREVIEW.width}
            height={PREVIEW.height}
            style={{ border: 0, maxWidth: '100%', display: 'block' }}
            title={video.value.trim() ? 'Video preview' : 'Sample video preview'}
            allow="encrypted-media; picture-in-picture"
            allowFullScreen
            // The player needs its own scripts and origin; nothing else (no top navigation, no forms).
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <Center h="100%" px="xl">
            <Text c="dimmed" ta="center">
              {MESSAGES.invalidYoutubeLink}
            </Text>
          </Center>
        )}
      </Box>
    </Stack>
  );
}
