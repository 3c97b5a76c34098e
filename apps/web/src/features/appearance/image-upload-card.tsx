import { IMAGE_MAX_BYTES, type ImageFileType, MESSAGES, type StoredImage } from '@brokerdesk/contract/constants';
import { Alert, Box, Button, Center, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import type { AdviserRef } from '../../lib/adviser';
import { errorMessage } from '../../lib/api-client';
import { notifySuccess } from '../../lib/notify';
import { useDeleteImage, useUploadImage } from './appearance-api';

/** What the picker offers; the server checks the bytes themselves (PNG, JPEG or WebP, at most 5 MB). */
const ACCEPT = 'image/png,image/jpeg,image/webp';
const LABELS: Record<ImageFileType, string> = { logo: 'Logo', profile_image: 'Profile image' };

/**
 * docs/spec/settings-billing-admin.md §2 Site Appearance: upload, replace or delete the logo or the profile image. A
 * refused upload shows the server's reason (wrong type, too large) under the card.
 */
export function ImageUploadCard({
  adviserRef,
  type,
  image,
}: {
  adviserRef: AdviserRef;
  type: ImageFileType;
  image: StoredImage | null;
}) {
  const upload = useUploadImage(adviserRef);
  const remove = useDeleteImage(adviserRef);
  const [error, setError] = useState<string | null>(null);
  // Clears the picker after each pick, so choosing the same file again (after an error) is seen as a change.
  const resetPicker = useRef<() => void>(null);
  const label = LABELS[type];

  const onPick = async (file: File | null) => {
    resetPicker.current?.();
    if (!file) return;
    // Said at once instead of after sending the file; the server enforces the same limit.
    if (file.size > IMAGE_MAX_BYTES) {
      setError(MESSAGES.imageTooLarge);
      return;
    }
    setError(null);
    try {
      await upload.mutateAsync({ type, file });
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const onDelete = async () => {
    setError(null);
    try {
      await remove.mutateAsync(type);
      notifySuccess(MESSAGES.fileDeleted);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`image-card-${type}`}>
      <Stack gap="sm">
        <Text fw={600} fz="sm">
          {label}
        </Text>
        <Center h={96} bg="gray.0" style={{ borderRadius: 'var(--mantine-radius-sm)' }}>
          {image ? (
            <Image
              src={image.url}
              alt={`Current ${label.toLowerCase()}`}
              mah={88}
              maw="90%"
              w="auto"
              fit="contain"
              radius={type === 'profile_image' ? 'xl' : undefined}
            />
          ) : (
            <Text fz="sm" c="dimmed">
              No {label.toLowerCase()} yet
            </Text>
          )}
        </Center>
        <Text fz="xs" c="dimmed">
          PNG, JPEG or WebP, up to 5 MB.
        </Text>
        <Group gap="xs">
          <FileButton onChange={(f) => void onPick(f)} accept={ACCEPT} resetRef={resetPicker}>
            {(props) => (
              <Button {...props} size="xs" variant="light" loading={upload.isPending}>
                {image ? `Replace ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
              </Button>
            )}
          </FileButton>
          {image && (
            <Button size="xs" variant="subtle" color="red" loading={remove.isPending} onClick={() => void onDelete()}>
              Delete {label.toLowerCase()}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" role="alert" p="xs" withCloseButton onClose={() => setError(null)}>
            <Box fz="sm">{error}</Box>
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
