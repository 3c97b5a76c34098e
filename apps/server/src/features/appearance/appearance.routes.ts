import {
  type AdviserKind,
  appearanceApi,
  BrokerDeleteUploadSchema,
  BrokerImageUploadFieldsSchema,
  IMAGE_MAX_BYTES,
  MESSAGES,
  PlannerDeleteUploadSchema,
  PlannerImageUploadFieldsSchema,
} from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { withUpload } from '../../http/multipart-upload';
import { parseQueryOrBody } from '../../http/query-or-body';
import type { Api } from '../../http/types';
import { deleteAdviserImage, uploadAdviserImage } from './appearance.service';
import { portalIcon, portalManifest } from './portal-manifest';

/** Each mount's form fields and delete input, read into the one shape the service takes. */
const BROKER = {
  fields: BrokerImageUploadFieldsSchema.transform((f) => ({ adviserId: f.brokerId, type: f.fileType })),
  remove: BrokerDeleteUploadSchema.transform((f) => ({ adviserId: f.brokerId, type: f.type })),
};
const PLANNER = {
  fields: PlannerImageUploadFieldsSchema.transform((f) => ({ adviserId: f.plannerId, type: f.fileType })),
  remove: PlannerDeleteUploadSchema.transform((f) => ({ adviserId: f.plannerId, type: f.type })),
};
type Mount = typeof BROKER | typeof PLANNER;

/**
 * The broker and planner mounts of the same logic (docs/engineering-guide.md §3 rule 2), with the id field each side
 * names: each handler is written once and registered for both.
 */
const handlers = (ctx: ServiceContext, kind: AdviserKind, mount: Mount) => ({
  upload: async (req: FastifyRequest) => {
    const actor = actorOf(req);
    const file = await withUpload(req, mount.fields, IMAGE_MAX_BYTES, (f, source) =>
      uploadAdviserImage(ctx, actor, { kind, ...f }, source),
    );
    return { file };
  },
  // The fields come as a query or a JSON body: merged, they must make a whole request.
  remove: async (req: FastifyRequest) => {
    await deleteAdviserImage(ctx, actorOf(req), { kind, ...parseQueryOrBody(req, mount.remove) });
    return { message: MESSAGES.fileDeleted };
  },
});

/**
 * Site appearance images (docs/spec/settings-billing-admin.md §2, §7): upload and delete of the logo and the profile
 * image.
 */
export function appearanceRoutes(api: Api, ctx: ServiceContext): void {
  const broker = handlers(ctx, 'broker', BROKER);
  route(api, appearanceApi.brokerUpload, broker.upload);
  route(api, appearanceApi.brokerDeleteUpload, broker.remove);

  const planner = handlers(ctx, 'planner', PLANNER);
  route(api, appearanceApi.plannerUpload, planner.upload);
  route(api, appearanceApi.plannerDeleteUpload, planner.remove);

  // The portal's home-screen manifest and icons (decision 047): public, as a browser asks for them without the bearer token.
  route(api, appearanceApi.portalManifest, async (req, reply) => {
    const manifest = await portalManifest(ctx, req.params.adviserId);
    // A changed name or colour reaches a browser within minutes; the icons' addresses change with them.
    reply.header('Cache-Control', 'public, max-age=300');
    reply.header('X-Content-Type-Options', 'nosniff');
    return reply.type('application/manifest+json; charset=utf-8').send(JSON.stringify(manifest));
  });
  route(api, appearanceApi.portalIcon, async (req, reply) => {
    const icon = await portalIcon(ctx, req.params.adviserId, req.params.size);
    // The address the manifest gave names the logo and colour it was drawn from: that one never changes. Any other
    // (an older manifest's) gets today's icon, kept briefly.
    const current = req.query.v === icon.version;
    reply.header('Cache-Control', current ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    reply.header('ETag', `"${icon.version}-${req.params.size}"`);
    reply.header('X-Content-Type-Options', 'nosniff');
    if (req.headers['if-none-match'] === `"${icon.version}-${req.params.size}"`) return reply.status(304).send();
    return reply.type('image/png').header('Content-Length', icon.png.length).send(icon.png);
  });
}
