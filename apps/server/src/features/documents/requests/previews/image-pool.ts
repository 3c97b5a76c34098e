// sharp is loaded by this thread too, so its libvips stays loaded while worker threads come and go (sharp's advice
// for worker threads: a library unloaded by a thread's exit under glibc can crash the process).
import 'sharp';
import { Piscina } from 'piscina';
import type { PreviewImages, PreviewTask } from './image-codec';

export type { PreviewImages };

/**
 * The worker thread that makes previews (image-codec.ts), through piscina: one thread, started on the first image of
 * a while and ended after ten quiet seconds, so the memory a wasm decoder grows to (it never shrinks) goes back with
 * it. The API's thread only hands it the file's bytes and stores the JPEGs it answers.
 * docs/decisions/030-image-previews-off-the-event-loop.md.
 */

// From the sources (tests, tsx) the worker is the .ts beside this file, which Node 24 runs by stripping its types; in
// the built server it is apps/server/dist/image-codec.js beside apps/server/dist/main.js (scripts/server-build.mjs).
const WORKER_FILE = new URL(import.meta.url.endsWith('.ts') ? './image-codec.ts' : './image-codec.js', import.meta.url)
  .href;

/** Past this a preview is given up and its thread ended; pg-boss would take the job for lost at 120 s. */
const TIMEOUT_MS = 90_000;
/** A decoder's wasm memory (some 220 MB after a 12 MP HEIC photo, 650 MB after 48 MP) goes back when its thread ends. */
const IDLE_MS = 10_000;

let pool: Piscina | null = null;

function imagePool(): Piscina {
  pool ??= new Piscina({
    filename: WORKER_FILE,
    minThreads: 0,
    // Previews are background work: one thread leaves the other cores to the API.
    maxThreads: 1,
    idleTimeout: IDLE_MS,
    // A lower priority for the thread (Linux nice +5): on a busy machine the API's thread gets the larger share of the
    // cores, and the thread still about a third of what a normal one gets (at +10 a 12 MP photo was still unfinished
    // after 30 s at a load average of 16).
    niceIncrement: 5,
    // The thread's JavaScript heap; past it the thread ends (ERR_WORKER_OUT_OF_MEMORY), not the API. Pixels live in
    // wasm memory, array buffers and libvips, which these do not count: the pixel limit read from the header bounds them.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  return pool;
}

/** No answer within TIMEOUT_MS: a busy machine as likely as a file that keeps a decoder busy, so worth another try. */
export class PreviewTimeout extends Error {}

/**
 * A stored file's thumbnail and, with `preview`, its viewable JPEG (a HEIC photo's), made in the worker thread.
 * Rejects when the file cannot be decoded or the thread ran out of memory, with PreviewTimeout when it took too long;
 * the original is never touched.
 */
export async function makePreviewImages(
  bytes: Buffer,
  contentType: string,
  want: { preview: boolean; thumbnail: boolean },
): Promise<PreviewImages> {
  const task: PreviewTask = { contentType, bytes, ...want };
  try {
    return (await imagePool().run(task, { signal: AbortSignal.timeout(TIMEOUT_MS) })) as PreviewImages;
  } catch (err) {
    if (err instanceof Error && err.name === 'AbortError') throw new PreviewTimeout(`no answer in ${TIMEOUT_MS} ms`);
    throw err;
  }
}
