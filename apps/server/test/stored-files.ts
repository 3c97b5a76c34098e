import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../src/config';

/** What the disk storage of a test app holds: the stored objects and anything left half-written. */
export function storedObjects(config: Config): { objects: string[]; incoming: string[] } {
  if (config.storage.driver !== 'disk') throw new Error('the test app stores on disk');
  const dir = config.storage.dir;
  const list = (d: string) =>
    fs.existsSync(d)
      ? fs
          .readdirSync(d)
          .filter((n) => n !== '.incoming')
          .sort()
      : [];
  return { objects: list(dir), incoming: list(path.join(dir, '.incoming')) };
}

export function storedBytes(config: Config, key: string): Buffer {
  if (config.storage.driver !== 'disk') throw new Error('the test app stores on disk');
  return fs.readFileSync(path.join(config.storage.dir, key));
}
