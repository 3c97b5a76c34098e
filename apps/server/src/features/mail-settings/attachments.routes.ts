import {
  type AdviserKind,
  ATTACHMENT_MAX_BYTES,
  AttachmentListSchema,
  BrokerAttachmentUploadFieldsSchema,
  BrokerDeleteAttachmentSchema,
  BrokerIdQuerySchema,
  FileResponseSchema,
  MESSAGES,
  MessageResponseSchema,
  PlannerAttachmentUploadFieldsSchema,
  PlannerDeleteAttachmentSchema,
  PlannerIdQuerySchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { withUpload } from '../../http/multipart-upload';
import { parseQueryOrBody } from '../../http/query-or-body';
import type { Api } from '../../http/types';
import { deleteAttachment, listAttachments, uploadAttachment } from './attachments.service';

/**
 * The broker and planner mounts of the same logic (docs/engineering-guide.md §3 rule 2), with the id field each side
 * names.
 */
const MOUNTS = [
  {
    kind: 'broker' as AdviserKind,
    list: BrokerIdQuerySchema,
    fields: BrokerAttachmentUploadFieldsSchema.transform((f) => ({ adviserId: f.brokerId })),
    remove: BrokerDeleteAttachmentSchema.transform((q) => ({ fileId: q.fileId, adviserId: q.brokerId })),
  },
  {
    kind: 'planner' as AdviserKind,
    list: PlannerIdQuerySchema,
    fields: PlannerAttachmentUploadFieldsSchema.transform((f) => ({ adviserId: f.plannerId })),
    remove: PlannerDeleteAttachmentSchema.transform((q) => ({ fileId: q.fileId, adviserId: q.plannerId })),
  },
];

/** Default email attachments (docs/spec/settings-billing-admin.md §2 Mail Settings, §7): list, upload, delete. */
export function attachmentsRoutes(api: Api, ctx: ServiceContext): void {
  for (const { kind, list, fields, remove } of MOUNTS) {
    api.get(
      `/${kind}/attachments`,
      { schema: { tags: ['mail-settings'], querystring: list, response: { 200: AttachmentListSchema } } },
      async (req) => {
        const adviserId = 'brokerId' in req.query ? req.query.brokerId : req.query.plannerId;
        return { attachments: await listAttachments(ctx, actorOf(req), { kind, adviserId }) };
      },
    );

    api.post(
      `/${kind}/upload-attachment`,
      {
        schema: {
          tags: ['mail-settings'],
          consumes: ['multipart/form-data'],
          description: `Multipart: ${kind}Id first, then file (PDF or an office document, at most 10 MB).`,
          response: { 200: FileResponseSchema },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const file = await withUpload(req, fields, ATTACHMENT_MAX_BYTES, (f, source) =>
          uploadAttachment(ctx, actor, { kind, ...f }, source),
        );
        return { file };
      },
    );

    api.delete(
      `/${kind}/delete-attachment`,
      { schema: { tags: ['mail-settings'], response: { 200: MessageResponseSchema } } },
      async (req) => {
        await deleteAttachment(ctx, actorOf(req), kind, parseQueryOrBody(req, remove));
        return { message: MESSAGES.fileDeleted };
      },
    );
  }
}
