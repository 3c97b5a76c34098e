import type { StoredFile } from '@brokerdesk/contract';
import { privateFileUrl, publicFileUrl } from '../http/file-urls';
import type { FileRow } from './files.repo';

/** A file row as the API shows it; logos and profile images are public branding, everything else private. */
export function toStoredFile(row: FileRow): StoredFile {
  const isPublic = row.purpose === 'logo' || row.purpose === 'profile_image';
  return {
    id: row.id,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    url: isPublic ? publicFileUrl(row.storage_key) : privateFileUrl(row.id),
    created_at: row.created_at.toISOString(),
  };
}

/**
 * Removes objects whose rows are already soft-deleted. A failure leaves an orphaned object, never a broken
 * reference, so it is not the user's error; the key stays in the deleted row for a later sweep.
 */
export async function removeObjects(storage: { delete(key: string): Promise<void> }, keys: string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}
