import { REPORT_LODGEMENT_MESSAGES as M } from '@brokerdesk/contract';
import { findLiveUserById } from '../../accounts/users.repo';
import { sql } from 'drizzle-orm';
import { recordClientEvent } from '../../client-events';
import type { ServiceContext } from '../../context';
import { clients } from '../../db/schema';
import { decryptSecret } from '../../secrets';
import { updateClient } from '../clients';
import { listReceivedFiles } from '../documents';
import { loadApplicationSnapshot } from '../reports';
import { type LodgementAdapter, LodgementRefusal, LodgementRetryable } from './adapters/adapter';
import { findLodgementById, markDocumentSent, updateLodgement } from './lodgement.repo';
import { configuredAdapter } from './lodgement.service';
import { buildLodgementPayload } from './lodgement-payload';

/** pg-boss tries a job once and retries it five times (jobs/queue.ts); after the last the upload stops. */
export const MAX_ATTEMPTS = 6;

/**
 * One upload (decision 021), safe to run again from the start at any point: after a crash, a retry or a restart it
 * updates the deal it already made (remote_id) or repeats the create with the same Idempotency-Key, and skips
 * the documents already attached. Refusals (credentials, permissions, a field) stop it with the reason in plain
 * words and are not retried; the network, timeouts and 5xx throw, so pg-boss retries with backoff.
 */
export async function runLodgement(ctx: ServiceContext, lodgementId: number, adapter?: LodgementAdapter | null) {
  const row = await findLodgementById(ctx.db, lodgementId);
  if (!row || row.state === 'done' || row.state === 'failed') return;
  const attempts = row.attempts + 1;
  await updateLodgement(ctx.db, row.id, { state: 'running', step: 'preparing', attempts });
  const stop = async (code: string, message: string) => {
    await updateLodgement(ctx.db, row.id, { state: 'failed', error_code: code, error_message: message });
  };
  const lodger = adapter === undefined ? configuredAdapter(ctx) : adapter;
  const snapshot = await loadApplicationSnapshot(ctx.db, row.client_id);
  if (!lodger || !snapshot) return stop('unavailable', M.lodgementNotAvailable);
  const a = snapshot.adviser;
  if (!a.lodge_user || !a.lodge_pass_enc || !a.lodge_api_key_enc || !a.lodge_api_token_enc) {
    return stop('credentials', M.lodgementNotConfigured);
  }
  // The documents feature's received files (decision 037): what the zip holds is what the lodgement attaches.
  const docs = await listReceivedFiles(ctx.db, { clientIds: [row.client_id] });
  const sent = new Set(row.sent_file_ids);
  await updateLodgement(ctx.db, row.id, {
    documents_total: docs.length,
    documents_sent: docs.filter((d) => sent.has(d.id)).length,
  });
  try {
    // Decrypted here, at the moment of use, and never written anywhere.
    const session = await lodger.open({
      username: a.lodge_user,
      password: decryptSecret(ctx.config, a.lodge_pass_enc),
      apiKey: decryptSecret(ctx.config, a.lodge_api_key_enc),
      apiToken: decryptSecret(ctx.config, a.lodge_api_token_enc),
    });
    await updateLodgement(ctx.db, row.id, { step: 'sending-data' });
    const payload = buildLodgementPayload(snapshot);
    const deal = row.remote_id
      ? await session.updateDeal(row.remote_id, payload)
      : await session.createDeal(payload, row.idempotency_key);
    await updateLodgement(ctx.db, row.id, {
      remote_id: deal.id,
      remote_reference: deal.reference,
      remote_url: deal.url,
    });
    const typeNames = new Map(snapshot.requests.map((r) => [r.id, r.type_name]));
    for (const doc of docs) {
      if (sent.has(doc.id)) continue;
      await updateLodgement(ctx.db, row.id, { step: 'sending-documents' });
      const stored = await ctx.storage.get(doc.storage_key);
      if (!stored) continue;
      await session.attachDocument(
        deal.id,
        {
          fileName: doc.file_name,
          contentType: doc.content_type,
          size: stored.size,
          documentType: typeNames.get(doc.request_id) ?? 'Document',
          contactRef: `applicant-${doc.applicant_id}`,
          body: stored.stream,
        },
        `${row.idempotency_key}-file-${doc.id}`,
      );
      await markDocumentSent(ctx.db, row.id, doc.id);
    }
    await finish(ctx, row.id, row.client_id, row.requested_by_user_id, deal.reference);
  } catch (err) {
    if (err instanceof LodgementRefusal) return stop(err.code, err.message);
    if (err instanceof LodgementRetryable && attempts < MAX_ATTEMPTS) {
      await updateLodgement(ctx.db, row.id, { error_code: 'retrying', error_message: M.lodgementUnreachable });
      throw err;
    }
    if (err instanceof LodgementRetryable) return stop('gave_up', M.lodgementGaveUp);
    throw err;
  }
}

/** The deal is in: the client is lodged, and its timeline says who lodged it, when, and the reference. */
async function finish(ctx: ServiceContext, id: number, clientId: number, userId: number | null, reference: string) {
  const now = ctx.now();
  const user = userId === null ? undefined : await findLiveUserById(ctx.db, userId);
  // The upload was asked for by this user; the job only carries it out.
  await ctx.db.transaction(async (tx) => {
    await updateLodgement(tx, id, {
      state: 'done',
      step: 'done',
      lodged_at: now,
      error_code: null,
      error_message: null,
    });
    const client = await updateClient(tx, clientId, {
      status: 'lodged',
      lodged_at: now,
      // Lodgement opens the deal on the board, unless it is already further along.
      stage: sql`coalesce(${clients.stage}, 'lodged')`,
      updated_at: now,
    });
    if (!client) return;
    await recordClientEvent(tx, client, { userId: userId ?? 0, role: user?.role ?? 'broker', isAdmin: false }, now, {
      action: 'application_lodged',
      detail: { via: 'upload', reference },
      dataChanged: false,
    });
  });
}

/** The pg-boss worker: one upload per job. */
export const lodgementWorker = (ctx: ServiceContext) => (data: { lodgementId: number }) =>
  runLodgement(ctx, data.lodgementId);
