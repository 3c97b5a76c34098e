/**
 * Keys of the locks held across instances (Database.withAdvisoryLock): one space per kind of work, so an adviser's
 * billing lock and the start-up lock can never be the same number. PostgreSQL's advisory lock keys are 64-bit; a
 * space times 2^32 plus a row id stays within JavaScript's safe integers.
 */
const SPACES = {
  startup: 1,
  billing: 2,
} as const;

export type LockSpace = keyof typeof SPACES;

export function lockKey(space: LockSpace, id = 0): number {
  return SPACES[space] * 2 ** 32 + id;
}
