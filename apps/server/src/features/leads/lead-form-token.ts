import { createHmac, timingSafeEqual } from 'node:crypto';
import { LEAD_FORM_TOKEN_MS, LEAD_MIN_FILL_MS } from '@brokerdesk/contract';
import type { Config } from '../../config';
import { secretsKeyOf } from '../../secrets';

/*
 * The lead form's token (decision 022): GET lead-capture hands out `issuedAt.signature`, an HMAC of the broker and the
 * time with the app's secrets key, and POST refuses a token that is forged, for another broker, expired, or younger
 * than the minimum fill time. The time cannot be faked by the browser, and the server keeps no state for it.
 */

function sign(config: Config, brokerId: number, issuedAt: number): string {
  return createHmac('sha256', secretsKeyOf(config)).update(`lead-form:${brokerId}:${issuedAt}`).digest('base64url');
}

export function issueFormToken(config: Config, brokerId: number, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(config, brokerId, issuedAt)}`;
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast';

export function checkFormToken(config: Config, brokerId: number, token: string, now: Date): FormTokenCheck {
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'invalid';
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(config, brokerId, issuedAt));
  const given = Buffer.from(match[2] as string);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
  const age = now.getTime() - issuedAt;
  if (age > LEAD_FORM_TOKEN_MS || age < -60_000) return 'invalid';
  return age < LEAD_MIN_FILL_MS ? 'too_fast' : 'ok';
}
