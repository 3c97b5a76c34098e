import { BackupError } from '../backup/archive-format';
import { DataDirLockedError } from '../db/data-dir-lock';

/**
 * Runs a command that takes one FILE argument (backup, restore): a usage line and exit 2 for anything else, the
 * message alone and exit 1 for the refusals it explains to the operator (a locked folder, a bad archive), and
 * any other failure thrown whole with its stack.
 */
export async function runFileCommand(usage: string, run: (file: string) => Promise<void>): Promise<void> {
  const args = process.argv.slice(2);
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith('-')) {
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  try {
    await run(file);
  } catch (err) {
    if (!(err instanceof BackupError || err instanceof DataDirLockedError)) throw err;
    console.error(err.message);
    process.exitCode = 1;
  }
}
