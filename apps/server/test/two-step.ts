import type { FastifyInstance } from 'fastify';
import { generateSync } from 'otplib';
import { call } from './factories';

/** The code an authenticator app shows for this secret at this time (RFC 6238, 30 s steps). */
export function totpAt(secret: string, at: Date): string {
  return generateSync({ secret, epoch: Math.floor(at.getTime() / 1000) });
}

/** Turns two-step sign-in on for a signed-in user: its secret and the ten recovery codes. */
export async function enrolTotp(
  app: FastifyInstance,
  token: string,
  at: Date,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(app, token, { method: 'POST', url: '/api/auth/totp/setup' });
  if (setup.statusCode !== 200) throw new Error(`totp setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json() as { secret: string };
  const enable = await call(app, token, {
    method: 'POST',
    url: '/api/auth/totp/enable',
    payload: { code: totpAt(secret, at) },
  });
  if (enable.statusCode !== 200) throw new Error(`totp enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: (enable.json() as { recovery_codes: string[] }).recovery_codes };
}
