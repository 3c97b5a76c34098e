import {
  type AdviserKind,
  ATTACHMENT_MAX_BYTES,
  BrokerAttachmentUploadFieldsSchema,
  BrokerDeleteAttachmentSchema,
  MESSAGES,
  mailSettingsApi,
  PlannerAttachmentUploadFieldsSchema,
  PlannerDeleteAttachmentSchema,
} from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { withUpload } from '../../http/multipart-upload';
import { parseQueryOrBody } from '../../http/query-or-body';
import type { Api } from '../../http/types';
import { deleteAttachment, listAttachments, uploadAttachment } from './attachments.service';

/** Each mount's form fields and delete input, read into the one shape the service takes. */
const BROKER = {
  fields: BrokerAttachmentUploadFieldsSchema.transform((f) => ({ adviserId: f.brokerId })),
  remove: BrokerDeleteAttachmentSchema.transform((q) => ({ fileId: q.fileId, adviserId: q.brokerId })),
};
const PLANNER = {
  fields: PlannerAttachmentUploadFieldsSchema.transform((f) => ({ adviserId: f.plannerId })),
  remove: PlannerDeleteAttachmentSchema.transform((q) => ({ fileId: q.fileId, adviserId: q.plannerId })),
};
type Mount = typeof BROKER | typeof PLANNER;

/**
 * The broker and planner mounts of the same logic (docs/engineering-guide.md §3 rule 2), with the id field each side
 * names: each handler is written once and registered for both.
 */
const handlers = (ctx: ServiceContext, kind: AdviserKind, mount: Mount) => ({
  list: async (req: FastifyRequest, adviserId: number) => ({
    attachments: await listAttachments(ctx, actorOf(req), { kind, adviserId }),
  }),
  upload: async (req: FastifyRequest) => {
    const actor = actorOf(req);
    const file = await withUpload(req, mount.fields, ATTACHMENT_MAX_BYTES, (f, source) =>
      uploadAttachment(ctx, actor, { kind, ...f }, source),
    );
    return { file };
  },
  // The fields come as a query or a JSON body: merged, they must make a whole request.
  remove: async (req: FastifyRequest) => {
    await deleteAttachment(ctx, actorOf(req), kind, parseQueryOrBody(req, mount.remove));
    return { message: MESSAGES.fileDeleted };
  },
});

/** Default email attachments (docs/spec/settings-billing-admin.md §2 Mail Settings, §7): list, upload, delete. */
export function attachmentsRoutes(api: Api, ctx: ServiceContext): void {
  const e = mailSettingsApi;
  const broker = handlers(ctx, 'broker', BROKER);
  route(api, e.brokerAttachments, (req) => broker.list(req, req.query.brokerId));
  route(api, e.brokerUploadAttachment, broker.upload);
  route(api, e.brokerDeleteAttachment, broker.remove);

  const planner = handlers(ctx, 'planner', PLANNER);
  route(api, e.plannerAttachments, (req) => planner.list(req, req.query.plannerId));
  route(api, e.plannerUploadAttachment, planner.upload);
  route(api, e.plannerDeleteAttachment, planner.remove);
}
