import { ApiError } from '@brokerdesk/contract/constants';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { applicantPath } from '../../lib/paths';
import { queryClient } from '../../lib/query-client';
import { ensureSession, requireAccess } from '../../lib/session-loader';
import { clientDetailQuery } from './client-detail';

/**
 * The client list and the landing page know a client but not its applicants; this route reads the client
 * (its applicants in order) and goes on to the first one's profile (application-applicant-profile).
 */
export async function openClientLoader({ request, params }: LoaderFunctionArgs) {
  const me = await ensureSession(request);
  requireAccess(me, (u) => u.role !== 'client' || String(u.client_id) === params.clientId);
  const clientId = Number(params.clientId);
  if (!Number.isInteger(clientId) || clientId <= 0) throw new Response('Not found', { status: 404 });
  const detail = await queryClient.fetchQuery(clientDetailQuery(clientId)).catch((err: unknown) => {
    // Another adviser's or a deleted client looks like a page that does not exist.
    if (err instanceof ApiError && (err.code === 'not_found' || err.code === 'forbidden')) {
      throw new Response('Not found', { status: 404 });
    }
    throw err;
  });
  const first = detail.applicants[0];
  if (!first) throw new Response('Not found', { status: 404 });
  return redirect(applicantPath(clientId, first.id));
}
