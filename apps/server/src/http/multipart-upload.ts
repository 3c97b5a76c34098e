import type { Readable } from 'node:stream';
import { MESSAGES } from '@brokerdesk/contract';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { invalid } from '../errors';

/** A file as it arrives in a request, before any check: what the upload handlers of every feature receive. */
export interface UploadSource {
  /** The name as the uploader's machine sent it: untrusted, for display only. */
  fileName: string;
  /** The file's bytes as they arrive; ends early (and `isTruncated` says so) past the size limit. */
  stream: Readable;
  isTruncated(): boolean;
}

/**
 * Reads a multipart upload as a stream (docs/engineering-guide.md §1: never buffer whole files): the form fields that
 * come before the file are parsed with `schema`, then `handle` receives them and the file, unread, so it can check who
 * is asking before storing anything. Whatever `handle` does not read is discarded, not buffered.
 */
export async function withUpload<S extends z.ZodType, T>(
  req: FastifyRequest,
  schema: S,
  maxBytes: number,
  handle: (fields: z.output<S>, source: UploadSource) => Promise<T>,
): Promise<T> {
  if (!req.isMultipart()) throw invalid(MESSAGES.uploadFileMissing, 'file');
  const parts = req.parts({ limits: { fileSize: maxBytes } });
  const raw: Record<string, unknown> = {};
  let file: MultipartFile | undefined;
  try {
    for (let next = await nextPart(parts); next; next = await nextPart(parts)) {
      if (next.type === 'file') {
        file = next;
        break;
      }
      // Invalid UTF-8 reaches here decoded as U+FFFD (busboy's decoder does not refuse it): refused rather than
      // stored with replacement characters. A typed U+FFFD is refused too; no field of the product needs one.
      if (typeof next.value === 'string' && next.value.includes('\uFFFD')) {
        throw invalid(MESSAGES.uploadFieldNotUtf8, next.fieldname);
      }
      // The first value of a repeated field counts, as in a query string.
      if (!(next.fieldname in raw)) raw[next.fieldname] = next.value;
    }
    if (!file) throw invalid(MESSAGES.uploadFileMissing, 'file');
    const parsed = schema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const field = issue?.path.join('.') || undefined;
      // A field that is missing here most likely came after the file: say how to send it.
      const missing = field !== undefined && !(field in raw);
      throw invalid(missing ? MESSAGES.uploadFieldsFirst : (issue?.message ?? MESSAGES.uploadUnreadable), field);
    }
    const stream = file.file;
    return await handle(parsed.data, {
      fileName: file.filename,
      stream,
      isTruncated: () => stream.truncated,
    });
  } finally {
    // The answer need not wait for the rest of the body: stop parsing it and let it drain to nowhere. Unpiping
    // first, as removing the parser later would pause the request again and leave the connection hanging.
    req.raw.unpipe();
    if (file && !file.file.readableEnded) file.file.destroy();
    req.raw.resume();
  }
}

async function nextPart(parts: AsyncIterableIterator<Multipart>): Promise<Multipart | undefined> {
  try {
    const { value, done } = await parts.next();
    return done ? undefined : value;
  } catch (err) {
    // Parser limits carry their own status (413); a malformed body is the client's fault, not a 500.
    if (typeof (err as { statusCode?: unknown }).statusCode === 'number') throw err;
    throw invalid(MESSAGES.uploadUnreadable);
  }
}
