import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError } from '../backup/archive-format';
import { describeBytes } from '../backup/describe-bytes';
import { restoreBackup } from '../backup/restore-backup';

const USAGE = 'Usage: npm run restore -- FILE   (into DATA_DIR, which must be empty or missing)';

/** `npm run restore -- FILE`: a backup into an empty data folder, ready for `npm start`. */
async function main() {
  const args = process.argv.slice(2);
  if (args.length !== 1 || args[0]?.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  try {
    const manifest = await restoreBackup(config, args[0] as string);
    const { files } = manifest;
    const parts = [`the database (migration ${manifest.migration.last ?? 'none'})`];
    if (files.driver === 'disk') parts.push(`${files.count} stored files (${describeBytes(files.bytes)})`);
    if (manifest.secrets_key) parts.push('the secrets key');
    console.log(`Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${parts.join(', ')}.`);
    if (files.driver === 's3') console.log(`Its stored files are in the S3 bucket ${files.bucket}, as they were.`);
    if (!manifest.secrets_key) console.log('Set SECRETS_KEY to the key the backed-up server used.');
    console.log(`Start BrokerDesk with DATA_DIR=${config.dataDir}.`);
    return 0;
  } catch (err) {
    if (err instanceof BackupError || err instanceof DataDirLockedError) {
      console.error(err.message);
      return 1;
    }
    throw err;
  }
}

process.exitCode = await main();
