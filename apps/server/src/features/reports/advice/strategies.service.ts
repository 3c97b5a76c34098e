import {
  MESSAGES,
  STRATEGIES,
  type Strategy,
  type StrategyDefinition,
  type StrategyInputs,
  type StrategyList,
  type StrategySave,
  strategyOf,
  invalidStrategyInput,
  type TaxTable,
  factFindFigures,
  taxTableFor,
} from '@brokerdesk/contract';
import { requireAccess } from '../../../access';
import { businessToday } from '../../../business-day';
import type { Actor, ServiceContext } from '../../../context';
import { invalid, notFound } from '../../../errors';
import { type ApplicationSnapshot, loadApplicationSnapshot } from '../application-snapshot.repo';
import { deleteStrategy, listStrategies, type StrategyRow, upsertStrategy } from './advice.repo';
import { factFindOf } from './fact-find';

/** One strategy as the page and the report show it: inputs (saved or from the fact-find), results, assumptions. */
function strategyView(
  def: StrategyDefinition,
  factFind: StrategyInputs,
  saved: StrategyRow | undefined,
  table: TaxTable,
): Strategy {
  // A saved strategy keeps its inputs; one the library has since grown a field for takes that field from the fact-find.
  const inputs = saved ? { ...factFind, ...pick(saved.inputs, def) } : factFind;
  const outcome = def.calculate(inputs, table);
  return {
    key: def.key,
    title: def.title,
    summary: def.summary,
    fields: def.fields.map((f) => ({ ...f })),
    inputs,
    fact_find: factFind,
    chosen: saved !== undefined,
    saved_at: saved?.saved_at.toISOString() ?? null,
    results: outcome.results,
    assumptions: outcome.assumptions,
  };
}

const pick = (inputs: Record<string, number>, def: StrategyDefinition) =>
  Object.fromEntries(
    def.fields.filter((f) => typeof inputs[f.key] === 'number').map((f) => [f.key, inputs[f.key] as number]),
  );

/** The library for a snapshot: every strategy filled from the fact-find, with the adviser's saved choices over it. */
export async function strategiesOf(ctx: ServiceContext, s: ApplicationSnapshot): Promise<StrategyList> {
  const { table } = taxTableFor(businessToday(ctx));
  const figures = factFindFigures(factFindOf(s));
  const saved = new Map((await listStrategies(ctx.db, s.client.id)).map((r) => [r.key, r]));
  return {
    financial_year: table.financial_year,
    strategies: STRATEGIES.map((def) => strategyView(def, def.fromFactFind(figures, table), saved.get(def.key), table)),
  };
}

async function load(ctx: ServiceContext, actor: Actor, clientId: number): Promise<ApplicationSnapshot> {
  await requireAccess(ctx, actor, { kind: 'client', id: clientId }, 'strategies');
  const snapshot = await loadApplicationSnapshot(ctx.db, clientId);
  if (!snapshot) throw notFound();
  return snapshot;
}

/** GET strategy/list (Pro): the library filled from the client's fact-find. */
export async function listClientStrategies(ctx: ServiceContext, actor: Actor, clientId: number): Promise<StrategyList> {
  return strategiesOf(ctx, await load(ctx, actor, clientId));
}

/** POST strategy/save (Pro): chooses a strategy with the adviser's inputs, each checked against its field's range. */
export async function saveClientStrategy(ctx: ServiceContext, actor: Actor, body: StrategySave) {
  const def = strategyOf(body.key);
  if (!def) throw invalid(MESSAGES.strategyUnknown, 'key');
  const snapshot = await load(ctx, actor, body.clientId);
  const bad = invalidStrategyInput(def, body.inputs);
  if (bad) throw invalid(MESSAGES.strategyInputInvalid, `inputs.${bad}`);
  await upsertStrategy(ctx.db, {
    client_id: body.clientId,
    key: body.key,
    inputs: body.inputs,
    saved_by: actor.userId,
    saved_at: ctx.now(),
  });
  const list = await strategiesOf(ctx, snapshot);
  return { strategy: list.strategies.find((s) => s.key === body.key) as Strategy };
}

/** POST strategy/remove (Pro): the strategy goes back to the library, unchosen. */
export async function removeClientStrategy(ctx: ServiceContext, actor: Actor, clientId: number, key: string) {
  const snapshot = await load(ctx, actor, clientId);
  await deleteStrategy(ctx.db, clientId, key);
  return strategiesOf(ctx, snapshot);
}
