import type { Db } from '../db/client';
import { recordActivity } from './activity.repo';

/**
 * The privacy events (a client's data exported, a client destroyed, consent accepted) go to the audit through this
 * one function, so where they are kept can change in one place.
 */
export type PrivacyEvent =
  | {
      action: 'client_exported';
      actorUserId: number;
      adviserId: number;
      clientId: number;
      ip: string | null;
      detail: { documents: number };
    }
  | {
      action: 'client_destroyed';
      actorUserId: number | null;
      adviserId: number;
      /** A tombstone keeps no personal data: the client's former id, why, and counts, never names or answers. */
      detail: { former_client_id: number; reason: 'retention' | 'request'; rows: number; files: number };
      ip: string | null;
    }
  | {
      action: 'consent_accepted';
      actorUserId: number;
      adviserId: number;
      clientId: number;
      ip: string | null;
      detail: { document: string; sha256: string; typed_name: string };
    };

export async function recordPrivacyEvent(db: Db, event: PrivacyEvent): Promise<void> {
  await recordActivity(db, {
    action: event.action,
    actorUserId: event.actorUserId,
    adviserId: event.adviserId,
    // A destroyed client's tombstone is not attached to a client row: there is none left.
    clientId: 'clientId' in event ? event.clientId : null,
    detail: event.detail,
    ip: event.ip,
  });
}
