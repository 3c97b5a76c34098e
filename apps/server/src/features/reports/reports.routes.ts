import {
  ApiErrorBodySchema,
  AssessmentNotesQuerySchema,
  AssessmentNotesSaveSchema,
  AssessmentNotesSchema,
  ReportPreviewParamsSchema,
  ReportPreviewQuerySchema,
  ReportTokenRequestSchema,
  ReportTokenSchema,
} from '@brokerdesk/contract';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { actorOf } from '../../http/auth-hook';
import type { Api } from '../../http/types';
import { reportLinkPage } from './report-link-page';
import {
  getAssessmentNotes,
  issueReportToken,
  openReport,
  ReportLinkError,
  reportPdf,
  saveAssessmentNotes,
} from './reports.service';

const ERROR_CODES = { 401: 'unauthenticated', 403: 'forbidden' } as const;

/** View Report (decision 021; docs/spec/core-and-application.md §7 report/preview) and the assessment notes. */
export function reportsRoutes(api: Api, ctx: ServiceContext): void {
  const tags = ['reports'];

  api.post(
    '/report/token',
    { schema: { tags, body: ReportTokenRequestSchema, response: { 200: ReportTokenSchema } } },
    (req) => issueReportToken(ctx, actorOf(req), req.body.clientId),
  );

  // Opened in a new tab, which carries no bearer token: the link's own token is the credential.
  api.get(
    '/report/preview/:clientId',
    {
      config: { public: true },
      schema: {
        tags,
        params: ReportPreviewParamsSchema,
        querystring: ReportPreviewQuerySchema,
        response: { 200: z.any().describe('application/pdf'), 401: ApiErrorBodySchema, 403: ApiErrorBodySchema },
      },
    },
    async (req, reply) => {
      try {
        const snapshot = await openReport(ctx, req.params.clientId, req.query.token, req.ip);
        const pdf = await reportPdf(ctx, snapshot);
        return reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="application-report-${req.params.clientId}.pdf"`)
          .header('cache-control', 'no-store')
          .header('referrer-policy', 'no-referrer')
          .send(pdf);
      } catch (err) {
        if (!(err instanceof ReportLinkError)) throw err;
        reply.status(err.status).header('cache-control', 'no-store');
        // A browser tab gets a page; an API caller the error shape.
        if (req.headers.accept?.includes('text/html')) {
          return reply.type('text/html; charset=utf-8').send(reportLinkPage(err.title, err.detail));
        }
        return reply.send({ error: { code: ERROR_CODES[err.status], message: err.detail } });
      }
    },
  );

  api.get(
    '/report/assessment-notes',
    { schema: { tags, querystring: AssessmentNotesQuerySchema, response: { 200: AssessmentNotesSchema } } },
    (req) => getAssessmentNotes(ctx, actorOf(req), req.query.clientId),
  );

  api.post(
    '/report/assessment-notes',
    { schema: { tags, body: AssessmentNotesSaveSchema, response: { 200: AssessmentNotesSchema } } },
    (req) => saveAssessmentNotes(ctx, actorOf(req), req.body.clientId, req.body.notes),
  );
}
