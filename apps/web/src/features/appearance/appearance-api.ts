import { appearanceEndpoints, type ImageFileType, type StoredFile } from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdviserRef, adviserKeys } from '../../lib/adviser';
import { api } from '../../lib/api-client';
import { userKeys } from '../../lib/me';

const e = appearanceEndpoints;
const idParam = (ref: AdviserRef) => (ref.kind === 'broker' ? 'brokerId' : 'plannerId');

/** The page shows the adviser's images; the header (and the clients' portal) shows them from the user's branding. */
function useRefreshImages(ref: AdviserRef) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: adviserKeys.detail(ref) }),
      client.invalidateQueries({ queryKey: userKeys.me }),
    ]);
}

/**
 * broker/upload and planner/upload (docs/spec/settings-billing-admin.md §7): the id and the image type go before the
 * file, as the server reads the fields first and checks who is asking before it stores anything.
 */
export function useUploadImage(ref: AdviserRef) {
  const refresh = useRefreshImages(ref);
  return useMutation({
    mutationFn: async ({ type, file }: { type: ImageFileType; file: File }): Promise<StoredFile> => {
      const form = new FormData();
      form.append(idParam(ref), String(ref.id));
      form.append('fileType', type);
      form.append('file', file);
      return (await api(ref.kind === 'broker' ? e.brokerUpload : e.plannerUpload, { body: form })).file;
    },
    onSuccess: refresh,
  });
}

/** broker/delete-upload and planner/delete-upload. */
export function useDeleteImage(ref: AdviserRef) {
  const refresh = useRefreshImages(ref);
  return useMutation({
    mutationFn: (type: ImageFileType) =>
      ref.kind === 'broker'
        ? api(e.brokerDeleteUpload, { query: { brokerId: ref.id, type } })
        : api(e.plannerDeleteUpload, { query: { plannerId: ref.id, type } }),
    onSuccess: refresh,
  });
}
