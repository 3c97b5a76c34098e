import type { Db } from '../../../db/client';
import { freshnessOf, listReceivedFiles } from './received-files.repo';

export interface StaleCounts {
  /** Requests whose latest received file is past its validity rule. */
  stale: number;
  /** Requests whose latest received file goes stale within DOCUMENT_SOON_STALE_DAYS. */
  soonStale: number;
}

/**
 * For the broker's client list: per client, how many requests rest on a stale or soon-stale document, judged on each
 * request's latest received file by the contract's one rule (documentFreshness, decision 037). One query for a page.
 */
export async function staleCountsOf(
  db: Db,
  adviserId: number,
  clientIds: number[],
  today: string,
): Promise<Map<number, StaleCounts>> {
  const latest = await listReceivedFiles(db, { clientIds, adviserId, latestOfEachRequest: true });
  const counts = new Map<number, StaleCounts>();
  for (const file of latest) {
    const freshness = freshnessOf(file, today);
    if (freshness !== 'stale' && freshness !== 'soon-stale') continue;
    const c = counts.get(file.client_id) ?? { stale: 0, soonStale: 0 };
    if (freshness === 'stale') c.stale += 1;
    else c.soonStale += 1;
    counts.set(file.client_id, c);
  }
  return counts;
}
