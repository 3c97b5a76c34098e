import { Readable } from 'node:stream';
import { ApiError, MESSAGES } from '@brokerdesk/contract';
import { invalid } from '../errors';
import type { UploadSource } from '../http/multipart-upload';
import type { StorageAdapter } from '../storage/storage';
import { newStorageKey } from '../storage/storage';
import { DETECTION_SAMPLE_BYTES, type DetectedType, type UploadRule } from './content-rules';
import { safeDisplayName } from './file-names';

/** One file arriving in a request, not yet read (the HTTP side makes it from a multipart part). */
export interface StoredUpload extends DetectedType {
  storageKey: string;
  fileName: string;
  sizeBytes: number;
}

const tooLarge = (rule: UploadRule) => new ApiError('too_large', rule.tooLargeMessage, 'file');

/** The type the rule reads in a file's first bytes, or the 415 it answers. */
async function detectType(rule: UploadRule, sample: Buffer, fileName: string): Promise<DetectedType> {
  const detected = await rule.detect(sample, fileName);
  if (detected === 'unsupported') throw new ApiError('unsupported_media_type', rule.unsupportedMessage, 'file');
  if (detected === 'name_mismatch') throw new ApiError('unsupported_media_type', MESSAGES.fileNameMismatch, 'file');
  return detected;
}

/**
 * The upload pipeline every upload goes through: the first bytes are read and the type detected from
 * them, then the rest streams into storage under a generated key; a file past the limit answers 413 and leaves
 * no object behind. Only the sample (DETECTION_SAMPLE_BYTES) is ever held in memory. Callers check permission
 * first: nothing is read before this is called.
 */
export async function storeUpload(
  storage: StorageAdapter,
  source: UploadSource,
  rule: UploadRule,
): Promise<StoredUpload> {
  const fileName = safeDisplayName(source.fileName);
  const chunks = source.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const head: Buffer[] = [];
  let headBytes = 0;
  let ended = false;
  while (headBytes < DETECTION_SAMPLE_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    headBytes += next.value.length;
  }
  if (source.isTruncated()) throw tooLarge(rule);
  if (headBytes === 0) throw invalid(MESSAGES.fileEmpty, 'file');

  const detected = await detectType(rule, Buffer.concat(head, headBytes), fileName);

  let sizeBytes = 0;
  async function* body() {
    for (const chunk of head) {
      sizeBytes += chunk.length;
      yield chunk;
    }
    // The sample is handed on; drop the references so it can be collected while the rest streams.
    head.length = 0;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        sizeBytes += next.value.length;
        yield next.value;
      }
    }
    // Past the limit the parser stops the file short; storing the first part of it would be wrong.
    if (source.isTruncated()) throw tooLarge(rule);
  }

  const storageKey = newStorageKey(detected.extension);
  try {
    await storage.put(storageKey, Readable.from(body()), detected.contentType);
  } catch (err) {
    await storage.delete(storageKey).catch(() => undefined);
    if (source.isTruncated()) throw tooLarge(rule);
    throw err;
  }
  return { ...detected, storageKey, fileName, sizeBytes };
}

/**
 * A file whose bytes already lie where the storage can take them over: a finished resumable upload, parked in the
 * storage's own folder or bucket (storage/resumable-store.ts).
 */
export interface ParkedUpload {
  fileName: string;
  sizeBytes: number;
  /** The file's first `bytes` bytes (all of it when shorter). */
  readSample(bytes: number): Promise<Buffer>;
  /** Puts the bytes under `storageKey`, moved rather than copied through the app. */
  moveTo(storageKey: string, contentType: string): Promise<void>;
}

/**
 * The same pipeline for a parked file: the type detected from its first bytes by the same rule, then the bytes moved
 * under a generated key, so they are stored once. A refused file is left where it is, for its owner to discard.
 */
export async function adoptUpload(upload: ParkedUpload, rule: UploadRule): Promise<StoredUpload> {
  const fileName = safeDisplayName(upload.fileName);
  if (upload.sizeBytes > rule.maxBytes) throw tooLarge(rule);
  const sample = upload.sizeBytes > 0 ? await upload.readSample(DETECTION_SAMPLE_BYTES) : Buffer.alloc(0);
  if (sample.length === 0) throw invalid(MESSAGES.fileEmpty, 'file');
  const detected = await detectType(rule, sample, fileName);
  const storageKey = newStorageKey(detected.extension);
  await upload.moveTo(storageKey, detected.contentType);
  return { ...detected, storageKey, fileName, sizeBytes: upload.sizeBytes };
}
