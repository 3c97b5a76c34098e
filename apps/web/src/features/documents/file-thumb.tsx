import type { DocumentFile } from '@brokerdesk/contract/constants';
import { Box, Image } from '@mantine/core';
import { IconFile, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { iconProps } from '../../components/icons';
import { api } from '../../lib/api-client';

const SIZE = 48;
/** An original image is shown as its own thumbnail only up to this size; bigger ones wait for their preview. */
const INLINE_ORIGINAL_MAX = 2 * 1024 * 1024;

/** Which picture can stand for the file: its preview (HEIC photos, PDFs' first pages), a small image itself, or none. */
export function thumbVariant(file: Pick<DocumentFile, 'has_preview' | 'content_type' | 'size'>) {
  if (file.has_preview) return 'preview' as const;
  const isImage = file.content_type === 'image/jpeg' || file.content_type === 'image/png';
  return isImage && file.size <= INLINE_ORIGINAL_MAX ? ('original' as const) : null;
}

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
 * The small picture beside a file (a thumbnail, or a first-page preview). The file API takes the bearer token, so
 * the picture is fetched and shown from memory; files without a picture show an icon of their kind.
 */
export function FileThumb({ file }: { file: DocumentFile }) {
  const variant = thumbVariant(file);
  const thumb = useQuery({
    queryKey: ['document-thumb', file.id, variant],
    queryFn: async () =>
      (
        await api.download('file/download', {
          query: { files_new_id: file.id, disposition: 'inline', variant: variant ?? 'original' },
        })
      ).blob,
    enabled: variant !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  const url = useObjectUrl(thumb.data);
  if (url) {
    return <Image src={url} alt="" w={SIZE} h={SIZE} radius="sm" fit="cover" data-testid="file-thumb" />;
  }
  const Icon = file.content_type === 'application/pdf' ? IconFileTypePdf : variant ? IconPhoto : IconFile;
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
