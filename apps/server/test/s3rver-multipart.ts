import fs from 'node:fs/promises';
import path from 'node:path';
import S3rver from 's3rver';
import S3Error from 's3rver/lib/models/error.js';

/**
 * s3rver with the two multipart calls it lacks and @tus/s3-store makes: ListParts (where a resumable upload stands)
 * and AbortMultipartUpload (cancelling one). Every S3-compatible service the README names has them; s3rver, the
 * only S3 server on npm that runs here, does not. They read the parts where s3rver's UploadPart wrote them
 * (`<bucket>/._S3rver_uploads/<uploadId>/<partNumber>` and its `.md5`), so uploading and completing stay s3rver's
 * own. Test-only: no signature check on these two.
 */
export function createS3rverWithMultipart(options: ConstructorParameters<typeof S3rver>[0] & { directory: string }) {
  const server = new S3rver(options);
  const uploadsDir = (bucket: string, uploadId: string) =>
    path.join(options.directory, bucket, '._S3rver_uploads', path.basename(uploadId));

  const multipart = async (ctx: KoaContext, next: () => Promise<void>) => {
    const url = new URL(ctx.url, 'http://s3');
    const uploadId = url.searchParams.get('uploadId');
    const [, bucket, ...keyParts] = url.pathname.split('/');
    const isObject = bucket && keyParts.length > 0;
    if (!uploadId || !isObject || !(ctx.method === 'GET' || ctx.method === 'DELETE')) return next();
    const dir = uploadsDir(bucket, uploadId);
    const names = await fs.readdir(dir).catch(() => null);
    if (!names) throw new S3Error('NoSuchUpload', 'The specified upload does not exist.', { UploadId: uploadId });
    if (ctx.method === 'DELETE') {
      await fs.rm(dir, { recursive: true, force: true });
      ctx.status = 204;
      return;
    }
    const numbers = names.filter((n) => /^\d+$/.test(n)).map(Number);
    const parts = await Promise.all(
      numbers
        .sort((a, b) => a - b)
        .map(async (n) => {
          const file = path.join(dir, String(n));
          const [stat, md5] = await Promise.all([fs.stat(file), fs.readFile(`${file}.md5`, 'utf8')]);
          return { PartNumber: n, ETag: `"${md5}"`, Size: stat.size, LastModified: stat.mtime.toISOString() };
        }),
    );
    ctx.body = {
      ListPartsResult: {
        Bucket: bucket,
        Key: decodeURIComponent(keyParts.join('/')),
        UploadId: uploadId,
        IsTruncated: false,
        ...(parts.length ? { Part: parts } : {}),
      },
    };
  };
  // After s3rver's logger (which renders S3Error) and its XML encoder, before its router.
  (server as unknown as { middleware: unknown[] }).middleware.splice(2, 0, multipart);
  return server;
}

interface KoaContext {
  url: string;
  method: string;
  status: number;
  body: unknown;
}
