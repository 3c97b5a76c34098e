/** The part of archiver 8's ESM API the documents zip uses (the package ships no types; @types/archiver is for 6). */
declare module 'archiver' {
  import { Transform } from 'node:stream';

  export interface ZipArchiveOptions {
    /** Entries stored without compression. */
    store?: boolean;
    zlib?: { level?: number };
  }

  export interface EntryData {
    name: string;
    date?: Date;
    mode?: number;
    /** This entry stored without compression (a PDF or a photo is compressed already). */
    store?: boolean;
  }

  export class ZipArchive extends Transform {
    constructor(options?: ZipArchiveOptions);
    append(source: NodeJS.ReadableStream | Buffer | string, data: EntryData): this;
    finalize(): Promise<void>;
    abort(): this;
    pointer(): number;
  }
}
