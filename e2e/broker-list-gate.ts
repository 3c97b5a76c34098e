import fs from 'node:fs';
import path from 'node:path';

/**
 * The admin broker list is the one page every new broker shows up on, wherever they were made: a spec that pages
 * through the whole list and reads it again after a reload must not have a sign-up on the other worker shift its
 * rows meanwhile. Sign-ups of brokers go through `joiningBrokerList`, that reading through `readingBrokerList`; the
 * two meet in a folder beside the run's data folder, which `global-teardown.ts` removes.
 *
 * Each side first marks itself and then looks for the other, so at least one of them sees the other: a joiner that
 * sees the reader withdraws and waits, a reader that sees a joiner waits for it to finish.
 */

const gate = () => {
  const data = process.env.E2E_DATA_DIR;
  if (!data) throw new Error('E2E_DATA_DIR is unset: playwright.config.ts sets it for the whole run.');
  return `${data}-broker-list`;
};
const READING = 'reading';
const pause = () => new Promise((resolve) => setTimeout(resolve, 100));
/**
 * A mark older than any test may run was left by a test stopped at its time limit before it could clear it (the
 * default limit is a minute, the admin spec's tests keep it): it no longer holds anyone back.
 */
const STALE_MS = 120_000;
const live = (file: string) => {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < STALE_MS;
  } catch {
    return false;
  }
};

/** Runs a sign-up that adds a broker, once no spec is reading the broker list. */
export async function joiningBrokerList<T>(signUp: () => Promise<T>): Promise<T> {
  const dir = gate();
  fs.mkdirSync(dir, { recursive: true });
  const mark = path.join(dir, `joining-${process.pid}-${Math.random().toString(36).slice(2)}`);
  for (;;) {
    fs.writeFileSync(mark, '');
    if (!live(path.join(dir, READING))) break;
    fs.rmSync(mark, { force: true });
    await pause();
  }
  try {
    return await signUp();
  } finally {
    fs.rmSync(mark, { force: true });
  }
}

/** Reads the broker list with no broker signing up meanwhile. */
export async function readingBrokerList<T>(read: () => Promise<T>): Promise<T> {
  const dir = gate();
  fs.mkdirSync(dir, { recursive: true });
  const reading = path.join(dir, READING);
  // Only the admin spec reads, one test at a time.
  fs.writeFileSync(reading, String(process.pid));
  try {
    const joining = () => fs.readdirSync(dir).filter((name) => name.startsWith('joining-'));
    while (joining().some((name) => live(path.join(dir, name)))) await pause();
    return await read();
  } finally {
    fs.rmSync(reading, { force: true });
  }
}
