import { ApiError, documentsPath, orderedApplicants } from '@brokerdesk/contract/constants';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { ensureSession, requireAccess } from '../../lib/session-loader';
import { clientDetailQuery } from '../clients';

/**
 * client/:clientId/application/document, without an applicant (a bookmark, or a link from an email): the first
 * applicant's Documents page.
 */
export async function firstApplicantDocumentsLoader({ request, params }: LoaderFunctionArgs) {
  const me = await ensureSession(request);
  requireAccess(me, (u) => u.role !== 'client' || String(u.client_id) === params.clientId);
  const clientId = Number(params.clientId);
  if (!Number.isInteger(clientId) || clientId <= 0) throw new Response('Not found', { status: 404 });
  const detail = await queryClient.fetchQuery(clientDetailQuery(clientId)).catch((err: unknown) => {
    if (err instanceof ApiError && (err.code === 'not_found' || err.code === 'forbidden')) {
      throw new Response('Not found', { status: 404 });
    }
    throw err;
  });
  const first = orderedApplicants(detail.applicants)[0];
  if (!first) throw new Response('Not found', { status: 404 });
  return redirect(documentsPath(clientId, first.id));
}
