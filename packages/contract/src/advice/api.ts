import { z } from 'zod';
import { serviceabilityEndpoints, strategyEndpoints } from '../advice-endpoints';
import { bindSchemas } from '../endpoint-schemas';
import { IdSchema, text, wholeNumber } from '../inputs';
import { MESSAGES } from '../messages';
import { INCOME_KINDS } from './settings';
import { STRATEGY_KEYS } from './strategies';

/** A percent a year from text or a number: 0 to 30, up to two decimals (6.19). */
const RateSchema = z.union([
  z.number().min(0).max(30),
  text()
    .regex(/^(0|[1-9][0-9]?)(\.[0-9]{1,2})?$/)
    .transform(Number)
    .pipe(z.number().min(0).max(30)),
]);

export const ServiceabilityQuerySchema = z.object({
  clientId: IdSchema,
  /** The product rate, percent a year; the default product rate when left out. */
  rate: RateSchema.optional(),
  /** The term in years; the fact-find's when left out. */
  termYears: wholeNumber(1, 40, MESSAGES.invalidValue).optional(),
  /** The loan amount in cents; the fact-find's when left out. */
  loanAmount: wholeNumber(0, 100_000_000_00, MESSAGES.invalidValue).optional(),
});
export type ServiceabilityQuery = z.infer<typeof ServiceabilityQuerySchema>;

const Cents = z.number().int();

export const ServiceabilitySchema = z.object({
  client_id: z.number(),
  client_name: z.string(),
  /** The client's adviser, whose settings (shading, benchmark) apply: the settings page's address. */
  adviser: z.object({ kind: z.enum(['broker', 'planner']), id: z.number() }),
  /** The day assessed, YYYY-MM-DD: it chose the financial year. */
  date: z.string(),
  financial_year: z.string(),
  net_monthly_income_cents: Cents,
  expenses_monthly_cents: Cents.nullable(),
  benchmark_monthly_cents: Cents,
  living_expenses_used_monthly_cents: Cents.nullable(),
  commitments_monthly_cents: Cents,
  repayment_monthly_cents: Cents,
  assessment_rate: z.number(),
  rate: z.number(),
  buffer: z.number(),
  term_years: z.number(),
  loan_amount_cents: Cents,
  surplus_monthly_cents: Cents.nullable(),
  max_loan_cents: Cents.nullable(),
  people: z.array(
    z.object({
      name: z.string(),
      gross_annual_cents: Cents,
      shaded_taxable_annual_cents: Cents,
      untaxed_annual_cents: Cents,
      tax_annual_cents: Cents,
      medicare_annual_cents: Cents,
      net_monthly_cents: Cents,
    }),
  ),
  commitments: z.array(z.object({ label: z.string(), monthly_cents: Cents, basis: z.string() })),
  benchmark_label: z.string(),
  benchmark_is_placeholder: z.boolean(),
  missing: z.array(z.string()),
  assumptions: z.array(z.string()),
});
export type Serviceability = z.infer<typeof ServiceabilitySchema>;

export const ServiceabilitySettingsQuerySchema = z.object({ adviserId: IdSchema });

const ShadingSchema = z.object(
  Object.fromEntries(INCOME_KINDS.map((k) => [k, z.number().int().min(0).max(100)])) as Record<
    (typeof INCOME_KINDS)[number],
    z.ZodNumber
  >,
);
const BenchmarkRowSchema = z.object({
  adults: z.union([z.literal(1), z.literal(2)]),
  dependants: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  monthly_cents: z.number().int().min(0).max(100_000_00),
});

export const ServiceabilitySettingsSchema = z.object({
  shading: ShadingSchema,
  benchmark: z.object({
    label: z.string(),
    is_placeholder: z.boolean(),
    rows: z.array(BenchmarkRowSchema),
  }),
  /** When the firm last saved them; null while the defaults apply. */
  updated_at: z.string().nullable(),
});
export type ServiceabilitySettingsReply = z.infer<typeof ServiceabilitySettingsSchema>;

export const ServiceabilitySettingsSaveSchema = z.object({
  adviserId: IdSchema,
  shading: ShadingSchema,
  benchmark_label: text().trim().min(1).max(200),
  benchmark_rows: z.array(BenchmarkRowSchema).length(8, { error: MESSAGES.benchmarkRowsInvalid }),
});
export type ServiceabilitySettingsSave = z.infer<typeof ServiceabilitySettingsSaveSchema>;

const StrategyKeySchema = z.enum(STRATEGY_KEYS, { error: MESSAGES.strategyUnknown });
const FigureSchema = z.object({
  key: z.string(),
  label: z.string(),
  unit: z.enum(['cents', 'percent', 'years', 'months', 'count']),
  value: z.number(),
});

export const StrategySchema = z.object({
  key: StrategyKeySchema,
  title: z.string(),
  summary: z.string(),
  fields: z.array(
    z.object({
      key: z.string(),
      label: z.string(),
      unit: z.enum(['cents', 'percent', 'years', 'months', 'count']),
      min: z.number(),
      max: z.number(),
      source: z.enum(['suggested', 'tax-table']).optional(),
    }),
  ),
  /** The inputs in use: the saved ones when chosen, else as the fact-find fills them. */
  inputs: z.record(z.string(), z.number()),
  /** The fact-find's figure for each input, shown beside it. */
  fact_find: z.record(z.string(), z.number()),
  chosen: z.boolean(),
  saved_at: z.string().nullable(),
  results: z.array(FigureSchema),
  assumptions: z.array(z.string()),
});
export type Strategy = z.infer<typeof StrategySchema>;

export const StrategyListQuerySchema = z.object({ clientId: IdSchema });
export const StrategyListSchema = z.object({ financial_year: z.string(), strategies: z.array(StrategySchema) });
export type StrategyList = z.infer<typeof StrategyListSchema>;

export const StrategySaveSchema = z.object({
  clientId: IdSchema,
  key: StrategyKeySchema,
  inputs: z.record(text().max(40), z.number()),
});
export type StrategySave = z.infer<typeof StrategySaveSchema>;
export const StrategySaveReplySchema = z.object({ strategy: StrategySchema });

export const StrategyRemoveSchema = z.object({ clientId: IdSchema, key: StrategyKeySchema });

export const serviceabilityApi = bindSchemas(serviceabilityEndpoints, {
  get: { query: ServiceabilityQuerySchema, reply: ServiceabilitySchema },
  settings: { query: ServiceabilitySettingsQuerySchema, reply: ServiceabilitySettingsSchema },
  saveSettings: { body: ServiceabilitySettingsSaveSchema, reply: ServiceabilitySettingsSchema },
});

export const strategyApi = bindSchemas(strategyEndpoints, {
  list: { query: StrategyListQuerySchema, reply: StrategyListSchema },
  save: { body: StrategySaveSchema, reply: StrategySaveReplySchema },
  remove: { body: StrategyRemoveSchema, reply: StrategyListSchema },
});
