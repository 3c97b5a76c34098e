import { portalApi } from '@brokerdesk/contract';
import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../../context';
import { contentDisposition } from '../../files';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import { authPerIpLimit } from '../../http/rate-limit-store';
import type { Api } from '../../http/types';
import { acceptInvite, checkInvite } from './accept-invite.service';
import { acceptConsent, getConsents, openConsentDocument } from './consent.service';
import { inviteApplicant, inviteClient, revokeClientAccess, setClientPages } from './invite.service';

/** Client portal: the adviser's invitation and revocation, and the client's acceptance of the link. */
export function portalRoutes(api: Api, ctx: ServiceContext): void {
  const { rateLimit } = ctx.config;

  route(api, portalApi.invite, (req) => inviteClient(ctx, actorOf(req), req.body), {
    config: {
      // Counted per adviser and client after the body is read, so nobody's inbox is flooded by resends and one
      // adviser's invitations never use up another's (docs/engineering-guide.md §6: invite endpoints rate-limited).
      rateLimit: {
        max: rateLimit.invitesPerClientPerHour,
        timeWindow: 3_600_000,
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) =>
          `invite:${req.actor?.userId ?? req.ip}:${(req.body as { clientId?: number } | undefined)?.clientId ?? ''}`,
      },
    },
  });

  route(api, portalApi.setPages, (req) => setClientPages(ctx, actorOf(req), req.body));
  route(api, portalApi.inviteApplicant, (req) => inviteApplicant(ctx, actorOf(req), req.body), {
    config: {
      rateLimit: {
        max: rateLimit.invitesPerClientPerHour,
        timeWindow: 3_600_000,
        hook: 'preHandler',
        keyGenerator: (req: FastifyRequest) =>
          `invite-applicant:${req.actor?.userId ?? req.ip}:${(req.body as { applicantId?: number } | undefined)?.applicantId ?? ''}`,
      },
    },
  });

  route(api, portalApi.revokeAccess, (req) => revokeClientAccess(ctx, actorOf(req), req.body.clientId));

  // Public, and counted in the one per-IP budget of sign-in and password reset, which it resembles.
  route(api, portalApi.acceptInvite, (req) => acceptInvite(ctx, req.body, metaOf(req)), {
    config: { rateLimit: authPerIpLimit(ctx.config) },
  });

  // Public and token-guessable like acceptance, so in the same per-IP budget.
  route(api, portalApi.checkInvite, (req) => checkInvite(ctx, req.body), {
    config: { rateLimit: authPerIpLimit(ctx.config) },
  });
  route(api, portalApi.consents, (req) => getConsents(ctx, actorOf(req), req.query.clientId));
  route(api, portalApi.consentDocument, async (req, reply) => {
    const doc = await openConsentDocument(ctx, actorOf(req), req.query.clientId, req.query.fileId);
    return reply
      .type(doc.contentType)
      .header('content-disposition', contentDisposition(doc.fileName, 'inline'))
      .header('content-length', doc.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(doc.stream);
  });
  route(api, portalApi.acceptConsent, (req) => acceptConsent(ctx, actorOf(req), req.body, metaOf(req)));
}
