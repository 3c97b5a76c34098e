import { reportsApi, reviewsApi } from '@brokerdesk/contract';
import type { ServiceContext } from '../../context';
import { contentDisposition } from '../../files';
import { actorOf, metaOf } from '../../http/auth-hook';
import { route } from '../../http/endpoints';
import type { Api } from '../../http/types';
import { openClientExport } from './client-export.service';
import { reportLinkPage } from './report-link-page';
import {
  getAssessmentNotes,
  issueReportToken,
  openReport,
  ReportLinkError,
  reportPdf,
  saveAssessmentNotes,
} from './reports.service';
import { readReviewChanges } from './review-changes.service';

const ERROR_CODES = { 401: 'unauthenticated', 403: 'forbidden' } as const;

/** View Report (decision 021; docs/spec/core-and-application.md §7 report/preview) and the assessment notes. */
export function reportsRoutes(api: Api, ctx: ServiceContext): void {
  route(api, reportsApi.token, (req) => issueReportToken(ctx, actorOf(req), req.body.clientId, req.body.reviewId));
  // An annual review's changes, written as its report prints them (the clients feature starts and lists reviews).
  route(api, reviewsApi.changes, (req) => readReviewChanges(ctx, actorOf(req), req.query.reviewId));

  // Opened in a new tab, which carries no bearer token: the link's own token is the credential.
  route(api, reportsApi.preview, async (req, reply) => {
    try {
      const opened = await openReport(ctx, req.params.clientId, req.query.token, req.ip);
      const pdf = await reportPdf(ctx, opened.snapshot, opened.review);
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `inline; filename="${opened.review ? 'annual-review' : 'application-report'}-${req.params.clientId}.pdf"`,
        )
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
  });

  route(api, reportsApi.assessmentNotes, (req) => getAssessmentNotes(ctx, actorOf(req), req.query.clientId));
  route(api, reportsApi.saveAssessmentNotes, (req) =>
    saveAssessmentNotes(ctx, actorOf(req), req.body.clientId, req.body.notes),
  );

  route(api, reportsApi.export, async (req, reply) => {
    const zip = await openClientExport(ctx, actorOf(req), req.query.clientId, metaOf(req));
    return reply
      .type('application/zip')
      .header('content-disposition', contentDisposition(zip.fileName, 'attachment'))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(zip.stream);
  });
}
