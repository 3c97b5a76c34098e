import {
  DEFAULT_SERVICEABILITY_SETTINGS,
  MESSAGES,
  PLACEHOLDER_BENCHMARK_LABEL,
  type ServiceabilitySettings,
  type ServiceabilitySettingsReply,
  type ServiceabilitySettingsSave,
} from '@brokerdesk/contract';
import { requireAccess } from '../../../access';
import type { Actor, ServiceContext } from '../../../context';
import type { Db } from '../../../db/client';
import { invalid } from '../../../errors';
import { readSettings, writeSettings } from './advice.repo';

/** A firm's settings, or the documented defaults and the placeholder benchmark while it has saved none. */
export async function settingsOf(
  db: Db,
  adviserId: number,
): Promise<ServiceabilitySettings & { updated_at: Date | null }> {
  const row = await readSettings(db, adviserId);
  if (!row) return { ...DEFAULT_SERVICEABILITY_SETTINGS, updated_at: null };
  return { shading: row.shading, benchmark: row.benchmark, updated_at: row.updated_at };
}

const reply = (s: ServiceabilitySettings & { updated_at: Date | null }): ServiceabilitySettingsReply => ({
  shading: s.shading,
  benchmark: { label: s.benchmark.label, is_placeholder: s.benchmark.is_placeholder, rows: [...s.benchmark.rows] },
  updated_at: s.updated_at?.toISOString() ?? null,
});

export async function getServiceabilitySettings(ctx: ServiceContext, actor: Actor, adviserId: number) {
  await requireAccess(ctx, actor, { kind: 'adviser', id: adviserId }, 'read');
  return reply(await settingsOf(ctx.db, adviserId));
}

/**
 * Saves a firm's shading and benchmark. The benchmark has one line per household (1 or 2 adults, 0 to 3 or more
 * dependants); once saved under a label of the firm's own it is no longer printed as the placeholder.
 */
export async function saveServiceabilitySettings(ctx: ServiceContext, actor: Actor, body: ServiceabilitySettingsSave) {
  await requireAccess(ctx, actor, { kind: 'adviser', id: body.adviserId }, 'change');
  const seen = new Set(body.benchmark_rows.map((r) => `${r.adults}/${r.dependants}`));
  if (seen.size !== 8) throw invalid(MESSAGES.benchmarkRowsInvalid, 'benchmark_rows');
  const rows = [...body.benchmark_rows].sort((a, b) => a.adults - b.adults || a.dependants - b.dependants);
  await writeSettings(
    ctx.db,
    body.adviserId,
    {
      shading: body.shading,
      benchmark: {
        label: body.benchmark_label,
        is_placeholder: body.benchmark_label === PLACEHOLDER_BENCHMARK_LABEL,
        rows,
      },
    },
    ctx.now(),
  );
  return reply(await settingsOf(ctx.db, body.adviserId));
}
