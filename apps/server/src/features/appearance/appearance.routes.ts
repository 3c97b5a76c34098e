import {
  type AdviserKind,
  BrokerDeleteUploadSchema,
  BrokerImageUploadFieldsSchema,
  FileResponseSchema,
  IMAGE_MAX_BYTES,
  MESSAGES,
  MessageResponseSchema,
  PlannerDeleteUploadSchema,
  PlannerImageUploadFieldsSchema,
} from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { withUpload } from '../../http/multipart-upload';
import { parseQueryOrBody } from '../../http/query-or-body';
import type { Api } from '../../http/types';
import { deleteAdviserImage, uploadAdviserImage } from './appearance.service';

/**
 * The broker and planner mounts of the same logic (docs/engineering-guide.md §3 rule 2), with the id field each side
 * names.
 */
const MOUNTS = [
  {
    kind: 'broker' as AdviserKind,
    fields: BrokerImageUploadFieldsSchema.transform((f) => ({ adviserId: f.brokerId, type: f.fileType })),
    remove: BrokerDeleteUploadSchema.transform((f) => ({ adviserId: f.brokerId, type: f.type })),
  },
  {
    kind: 'planner' as AdviserKind,
    fields: PlannerImageUploadFieldsSchema.transform((f) => ({ adviserId: f.plannerId, type: f.fileType })),
    remove: PlannerDeleteUploadSchema.transform((f) => ({ adviserId: f.plannerId, type: f.type })),
  },
];

/**
 * Site appearance images (docs/spec/settings-billing-admin.md §2, §7): upload and delete of the logo and the profile
 * image.
 */
export function appearanceRoutes(api: Api, ctx: ServiceContext): void {
  for (const { kind, fields, remove } of MOUNTS) {
    api.post(
      `/${kind}/upload`,
      {
        schema: {
          tags: ['appearance'],
          consumes: ['multipart/form-data'],
          description: `Multipart: ${kind}Id and fileType (logo or profile_image) first, then file (PNG, JPEG or WebP, at most 5 MB).`,
          response: { 200: FileResponseSchema },
        },
      },
      async (req) => {
        const actor = actorOf(req);
        const file = await withUpload(req, fields, IMAGE_MAX_BYTES, (f, source) =>
          uploadAdviserImage(ctx, actor, { kind, ...f }, source),
        );
        return { file };
      },
    );

    api.delete(
      `/${kind}/delete-upload`,
      { schema: { tags: ['appearance'], response: { 200: MessageResponseSchema } } },
      async (req) => {
        await deleteAdviserImage(ctx, actorOf(req), { kind, ...parseQueryOrBody(req, remove) });
        return { message: MESSAGES.fileDeleted };
      },
    );
  }
}
