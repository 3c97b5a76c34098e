import { backupToFile } from '../backup/backup-file';
import { describeBytes } from '../backup/describe-bytes';
import { loadConfig } from '../config';
import { runFileCommand } from './file-command';

const USAGE = 'Usage: npm run backup -- FILE   (a new file, e.g. backups/brokerdesk-2026-11-24.tar)';

/** `npm run backup -- FILE`: the embedded database and stored files in one archive, server running or not. */
await runFileCommand(USAGE, async (target) => {
  const { file, manifest, takenBy } = await backupToFile(loadConfig(), target);
  const { migration, database, files } = manifest;
  console.log(`Backed up to ${file} (taken by ${takenBy === 'server' ? 'the running server' : 'this command'}):`);
  console.log(`  the database, at migration ${migration.last ?? 'none'} (${describeBytes(database.bytes)} compressed)`);
  if (files.driver === 'disk') console.log(`  ${files.count} stored files (${describeBytes(files.bytes)})`);
  else console.log(`  not the stored files: they are in the S3 bucket ${files.bucket} (README, Backups)`);
  console.log(
    manifest.secrets_key
      ? '  the secrets key (DATA_DIR/secrets.key)'
      : '  not the secrets key: it is SECRETS_KEY, so keep that with this backup',
  );
  console.log('It holds every client’s data: keep it as safe as the server.');
});
