import type { OutputChunk } from 'rolldown';
import { build, type Plugin, type PluginOption, type UserConfig } from 'vite';

/** The plugins that read a build with Rolldown's default chunks, and so are left out of it. */
const READERS = new Set(['brokerdesk-chunk-plan', 'brokerdesk-mantine-styles', 'brokerdesk-precompress']);
const RUNNING = Symbol.for('brokerdesk.default-build.running');
const flag = globalThis as Record<symbol, unknown>;
let cached: Promise<OutputChunk[]> | null = null;

/** Whether the build running now is that first build: the plugins that read it do not apply to it. */
export const isDefaultBuild = () => Boolean(flag[RUNNING]);

/**
 * The app built once more, not written, with Rolldown's default chunks and the full Mantine styles: what is in it and
 * which chunk loads which tells the chunk plan and the Mantine styles plugin what the real build needs. Built once per
 * process, whichever plugin asks first.
 */
export function defaultBuild(config: UserConfig, mode: string): Promise<OutputChunk[]> {
  cached ??= (async () => {
    flag[RUNNING] = true;
    try {
      const result = await build({
        ...config,
        configFile: false,
        mode,
        logLevel: 'silent',
        plugins: (await flatten(config.plugins ?? [])).filter((p) => !READERS.has(p.name)),
        build: { ...config.build, write: false, emptyOutDir: false, manifest: false, reportCompressedSize: false },
      });
      return (Array.isArray(result) ? result : [result])
        .flatMap((r) => ('output' in r ? r.output : []))
        .filter((o): o is OutputChunk => o.type === 'chunk');
    } finally {
      delete flag[RUNNING];
    }
  })();
  return cached;
}

async function flatten(options: PluginOption[]): Promise<Plugin[]> {
  const out: Plugin[] = [];
  for (const option of await Promise.all(options)) {
    if (Array.isArray(option)) out.push(...(await flatten(option)));
    else if (option) out.push(option as Plugin);
  }
  return out;
}
