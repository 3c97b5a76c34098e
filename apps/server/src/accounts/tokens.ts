import { createHash, randomBytes } from 'node:crypto';

/** A random bearer or link token; only its hash is ever stored (docs/engineering-guide.md §6). */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
