import type { ClientAccess } from '../../../access';
import type { ServiceContext } from '../../../context';
import { notFound } from '../../../errors';
import { listApplicants } from '../../application';

/** The client's live applicants, by id, once the client's gate has passed. */
export async function clientApplicants(ctx: ServiceContext, access: ClientAccess) {
  return listApplicants(ctx.db, { clientId: access.client.id, adviserId: access.client.adviser_id });
}

/** An applicant of this client; an applicant of another client answers 404. */
export async function requireApplicant(ctx: ServiceContext, access: ClientAccess, applicantId: number) {
  const applicant = (await clientApplicants(ctx, access)).find((a) => a.id === applicantId);
  if (!applicant) throw notFound();
  return applicant;
}
