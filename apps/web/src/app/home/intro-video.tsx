import type { User } from '@brokerdesk/contract/constants';
import { Anchor, AspectRatio, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { AdviserRef } from '../../lib/adviser';
import { embedUrl, youtubeVideoId } from '../../lib/video-link';

/**
 * The landing page's intro video (docs/spec/core-and-application.md §2): the adviser's own YouTube video, in the
 * no-cookie player the CSP allows, as their clients see it. Without a usable link, a pointer to where it is set.
 */
export function IntroVideo({ me, adviser }: { me: User; adviser: AdviserRef }) {
  const id = youtubeVideoId(me.branding?.video ?? '');
  const appearance = `/${adviser.kind}/${adviser.id}/site-appearance`;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz={18}>
          Your intro video
        </Title>
        {id ? (
          <>
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={embedUrl(id)}
                title="Your intro video"
                allow="encrypted-media; picture-in-picture"
                allowFullScreen
                style={{ border: 0, borderRadius: 8 }}
              />
            </AspectRatio>
            <Text fz="sm" c="dimmed">
              Your clients see this video when they open their application.{' '}
              <Anchor component={Link} to={appearance} fz="sm">
                Change it
              </Anchor>
            </Text>
          </>
        ) : (
          <Text fz="sm" c="dimmed">
            Greet your clients with a short YouTube video of yourself: they see it when they open their application.{' '}
            <Anchor component={Link} to={appearance} fz="sm">
              Add your video in Site appearance
            </Anchor>
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
