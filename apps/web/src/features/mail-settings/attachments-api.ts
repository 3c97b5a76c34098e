import { mailSettingsEndpoints, type StoredFile } from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdviserRef } from '../../lib/adviser';
import { api } from '../../lib/api-client';

/**
 * An adviser's default email attachments (docs/spec/settings-billing-admin.md §2 Mail Settings, §7 broker/attachments
 * and planner's).
 */
export const attachmentKeys = {
  list: (ref: AdviserRef) => ['attachments', ref.kind, ref.id] as const,
};

const e = mailSettingsEndpoints;
const idParam = (ref: AdviserRef) => (ref.kind === 'broker' ? 'brokerId' : 'plannerId');

export function useAttachments(ref: AdviserRef) {
  return useQuery({
    queryKey: attachmentKeys.list(ref),
    queryFn: async (): Promise<StoredFile[]> => {
      const res =
        ref.kind === 'broker'
          ? await api(e.brokerAttachments, { query: { brokerId: ref.id } })
          : await api(e.plannerAttachments, { query: { plannerId: ref.id } });
      return res.attachments;
    },
  });
}

/**
 * upload-attachment: the id goes before the file, as the server reads the fields first and checks who is
 * asking before it stores anything.
 */
export function useUploadAttachment(ref: AdviserRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (file: File): Promise<StoredFile> => {
      const form = new FormData();
      form.append(idParam(ref), String(ref.id));
      form.append('file', file);
      const res = await api(ref.kind === 'broker' ? e.brokerUploadAttachment : e.plannerUploadAttachment, {
        body: form,
      });
      return res.file;
    },
    onSuccess: (file) =>
      client.setQueryData<StoredFile[]>(attachmentKeys.list(ref), (files) => [...(files ?? []), file]),
  });
}

export function useDeleteAttachment(ref: AdviserRef) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (fileId: number) =>
      ref.kind === 'broker'
        ? api(e.brokerDeleteAttachment, { query: { fileId, brokerId: ref.id } })
        : api(e.plannerDeleteAttachment, { query: { fileId, plannerId: ref.id } }),
    onSuccess: (_answer, fileId) =>
      client.setQueryData<StoredFile[]>(attachmentKeys.list(ref), (files) => files?.filter((f) => f.id !== fileId)),
  });
}
