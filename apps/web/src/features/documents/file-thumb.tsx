import { type DocumentFile, documentRequestsEndpoints } from '@brokerdesk/contract/constants';
import { Box, Image } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { iconProps } from '../../components/icons';
import { api } from '../../lib/api-client';

const SIZE = 48;
/** The types the server makes a thumbnail of (docs-extras' previews: images and a PDF's first page). */
const THUMBNAIL_TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/heic', 'image/heif']);

/** Whether a thumbnail may exist for the file; Word and Excel files have none. */
export const mayHaveThumbnail = (file: Pick<DocumentFile, 'content_type'>) => THUMBNAIL_TYPES.has(file.content_type);

function useObjectUrl(blob: Blob | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return;
    const made = URL.createObjectURL(blob);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [blob]);
  return url;
}

/**
 * The small picture beside a file (GET file/thumbnail: an image scaled down, a PDF's first page). The API takes the
 * bearer token, so the picture is fetched and shown from memory; files without one (yet) show an icon of their kind.
 */
export function FileThumb({ file }: { file: Pick<DocumentFile, 'id' | 'content_type' | 'has_thumbnail'> }) {
  const hasPicture = mayHaveThumbnail(file);
  const thumb = useQuery({
    queryKey: ['document-thumb', file.id],
    queryFn: async () =>
      (await api.download(documentRequestsEndpoints.thumbnail, { query: { files_new_id: file.id } })).blob,
    // A thumbnail is made by a job after the upload: it is asked for only once the list says it exists, so a page
    // never asks for one that is not there (a 404 in the console); the icon stands in until then.
    enabled: file.has_thumbnail,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useObjectUrl(thumb.data);
  if (url) {
    return <Image src={url} alt="" w={SIZE} h={SIZE} radius="sm" fit="cover" data-testid="file-thumb" />;
  }
  const Icon = file.content_type === 'application/pdf' ? IconFileTypePdf : hasPicture ? IconPhoto : IconFile;
  return (
    <Box
      w={SIZE}
      h={SIZE}
      bg="gray.1"
      style={{ borderRadius: 4, display: 'grid', placeItems: 'center', flexShrink: 0 }}
      aria-hidden="true"
    >
      <Icon {...iconProps('md')} />
    </Box>
  );
}
