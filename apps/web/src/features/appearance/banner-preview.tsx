import type { AdviserDetail } from '@brokerdesk/contract/constants';
import { Avatar, Box, Group, Image, Stack, Text } from '@mantine/core';
import { LAYOUT } from '../../lib/layout';

/**
 * docs/spec/settings-billing-admin.md §2 Site Appearance: the banner as clients will see it, in the colours being
 * chosen, with the logo at the left and the profile image at the right.
 */
export function BannerPreview({
  adviser,
  background,
  color,
}: {
  adviser: AdviserDetail;
  background: string;
  /** The text colour clients will see (readableTextColour). */
  color: string;
}) {
  const name = `${adviser.first_name} ${adviser.last_name}`.trim();
  return (
    <Box
      h={LAYOUT.header}
      px="lg"
      style={{
        background,
        color,
        borderRadius: 'var(--mantine-radius-md)',
        border: '1px solid var(--mantine-color-gray-3)',
      }}
      component="section"
      data-testid="banner-preview"
      aria-label="Banner preview"
    >
      <Group h="100%" justify="space-between" wrap="nowrap">
        {adviser.logo ? (
          <Image src={adviser.logo.url} alt="Logo" h={60} w="auto" maw={260} fit="contain" />
        ) : (
          <Text fw={700} fz={20} c={color}>
            {adviser.company || 'Your logo'}
          </Text>
        )}
        <Group gap="sm" wrap="nowrap">
          <Stack gap={0} align="flex-end" visibleFrom="xs">
            <Text fw={600} c={color}>
              {name}
            </Text>
            <Text fz="sm" c={color}>
              {adviser.email}
            </Text>
          </Stack>
          <Avatar
            src={adviser.profile_image?.url ?? null}
            alt={adviser.profile_image ? 'Profile image' : ''}
            radius="xl"
            size={60}
            color="gray"
            variant="white"
          >
            {`${adviser.first_name[0] ?? ''}${adviser.last_name[0] ?? ''}`.toUpperCase()}
          </Avatar>
        </Group>
      </Group>
    </Box>
  );
}
