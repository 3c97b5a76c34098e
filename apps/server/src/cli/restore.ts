import { describeBytes } from '../backup/describe-bytes';
import { restoreBackup } from '../backup/restore-backup';
import { loadConfig } from '../config';
import { runFileCommand } from './file-command';

const USAGE = 'Usage: npm run restore -- FILE   (into DATA_DIR, which must be empty or missing)';

/** `npm run restore -- FILE`: a backup into an empty data folder, ready for `npm start`. */
await runFileCommand(USAGE, async (file) => {
  const config = loadConfig();
  const manifest = await restoreBackup(config, file);
  const { files } = manifest;
  const parts = [`the database (migration ${manifest.migration.last ?? 'none'})`];
  if (files.driver === 'disk') parts.push(`${files.count} stored files (${describeBytes(files.bytes)})`);
  if (manifest.secrets_key) parts.push('the secrets key');
  console.log(`Restored the backup of ${manifest.created_at} into ${config.dataDir}: ${parts.join(', ')}.`);
  if (files.driver === 's3') console.log(`Its stored files are in the S3 bucket ${files.bucket}, as they were.`);
  if (!manifest.secrets_key) console.log('Set SECRETS_KEY to the key the backed-up server used.');
  console.log(`Start BrokerDesk with DATA_DIR=${config.dataDir}.`);
});
