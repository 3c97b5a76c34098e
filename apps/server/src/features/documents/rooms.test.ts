import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documents feature's three rooms lean one way (docs/decisions/037): catalogue <- requests <- reminders. A room
 * reads another only through that room's index.ts, and never one that comes after it; the feature's own top-level
 * modules (the gates, the wiring) are shared.
 */
const ROOT = import.meta.dirname;
const ROOMS = ['catalogue', 'requests', 'reminders'] as const;
type Room = (typeof ROOMS)[number];
/** The rooms each room may read. */
const MAY_READ: Record<Room, Room[]> = { catalogue: [], requests: ['catalogue'], reminders: ['catalogue', 'requests'] };

function sourcesOf(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesOf(file);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : [];
  });
}

const roomOf = (file: string): Room | undefined => ROOMS.find((r) => file.startsWith(path.join(ROOT, r) + path.sep));

/** Each relative import of the rooms' production modules that breaks the rule, as `file -> specifier`. */
function crossings(): string[] {
  const found: string[] = [];
  for (const room of ROOMS) {
    for (const file of sourcesOf(path.join(ROOT, room))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}(?:\/[^'"]*)?)['"]/g)) {
        if (!spec) continue;
        const target = path.resolve(path.dirname(file), spec);
        const other = roomOf(`${target}${path.sep}`) ?? roomOf(target);
        if (!other || other === room) continue;
        const door = target === path.join(ROOT, other) || target === path.join(ROOT, other, 'index');
        if (!door || !MAY_READ[room].includes(other)) found.push(`${path.relative(ROOT, file)} -> ${spec}`);
      }
    }
  }
  return found;
}

describe('the documents rooms', () => {
  it('each room reads only earlier rooms, and only through their index', () => {
    expect(crossings()).toEqual([]);
  });

  it('finds the rooms it checks (so an empty answer means something)', () => {
    for (const room of ROOMS) expect(sourcesOf(path.join(ROOT, room)).length).toBeGreaterThan(3);
    const requestsReadCatalogue = sourcesOf(path.join(ROOT, 'requests')).some((f) =>
      /from '\.\.\/catalogue'/.test(fs.readFileSync(f, 'utf8')),
    );
    expect(requestsReadCatalogue).toBe(true);
  });
});
