/*
 * What a firm (the adviser) sets for its serviceability: how much of each kind of income counts (shading) and the
 * household expense benchmark declared expenses are compared with. The defaults below are documented in
 * docs/decisions/048-serviceability-tables-as-data.md; the benchmark shipped is a placeholder, labelled as one
 * wherever it is printed, until the firm enters its own (for example its aggregator's HEM figures).
 */

/** The kinds of income serviceability shades. */
export const INCOME_KINDS = ['salary', 'overtime', 'bonus', 'commission', 'rental', 'self_employed', 'other'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

export const INCOME_KIND_LABELS: Record<IncomeKind, string> = {
  salary: 'Base salary',
  overtime: 'Overtime',
  bonus: 'Bonus',
  commission: 'Commission',
  rental: 'Rental income',
  self_employed: 'Self-employed income',
  other: 'Other income',
};

/** Percent of each kind of income that counts. */
export type Shading = Record<IncomeKind, number>;

/**
 * Common lender practice, and where a firm starts: base salary in full; overtime, bonus, commission and rent at 80 %
 * (they vary, and rent carries vacancy and costs); self-employed income at 100 % of the figure entered, which the
 * fact-find asks as the latest year's (the broker lowers it when the two years' average is less); other income in full.
 */
export const DEFAULT_SHADING: Shading = {
  salary: 100,
  overtime: 80,
  bonus: 80,
  commission: 80,
  rental: 80,
  self_employed: 100,
  other: 100,
};

/** One line of a household expense benchmark: adults (1 or 2) and dependants (3 means 3 or more). */
export interface BenchmarkRow {
  adults: 1 | 2;
  dependants: 0 | 1 | 2 | 3;
  monthly_cents: number;
}

export interface Benchmark {
  label: string;
  /** The shipped placeholder, printed as such; false once the firm has entered its own figures. */
  is_placeholder: boolean;
  rows: readonly BenchmarkRow[];
}

export const PLACEHOLDER_BENCHMARK_LABEL = 'Placeholder benchmark, not HEM: replace it with your firm’s figures';

/**
 * The placeholder the product ships: round figures of the order of published household benchmarks, so that the
 * floor works from the first day, but not any lender's or aggregator's table. A firm replaces it (Serviceability
 * settings); until then every page and report that uses it says it is a placeholder.
 */
export const PLACEHOLDER_BENCHMARK: Benchmark = {
  label: PLACEHOLDER_BENCHMARK_LABEL,
  is_placeholder: true,
  rows: [
    { adults: 1, dependants: 0, monthly_cents: 1_650_00 },
    { adults: 1, dependants: 1, monthly_cents: 2_250_00 },
    { adults: 1, dependants: 2, monthly_cents: 2_800_00 },
    { adults: 1, dependants: 3, monthly_cents: 3_350_00 },
    { adults: 2, dependants: 0, monthly_cents: 2_450_00 },
    { adults: 2, dependants: 1, monthly_cents: 3_050_00 },
    { adults: 2, dependants: 2, monthly_cents: 3_600_00 },
    { adults: 2, dependants: 3, monthly_cents: 4_150_00 },
  ],
};

export interface ServiceabilitySettings {
  shading: Shading;
  benchmark: Benchmark;
}

export const DEFAULT_SERVICEABILITY_SETTINGS: ServiceabilitySettings = {
  shading: DEFAULT_SHADING,
  benchmark: PLACEHOLDER_BENCHMARK,
};

/** The benchmark line of a household: adults counted up to 2, dependants up to 3 ("3 or more"). */
export function benchmarkFor(benchmark: Benchmark, adults: number, dependants: number): number {
  const a = Math.min(2, Math.max(1, adults));
  const d = Math.min(3, Math.max(0, dependants));
  return benchmark.rows.find((r) => r.adults === a && r.dependants === d)?.monthly_cents ?? 0;
}

/** The assessment-rate buffer over the product rate (APRA's serviceability buffer), in percentage points. */
export const SERVICEABILITY_BUFFER_PERCENT = 3;
/** A credit card's limit counts as a commitment of this percent of the limit a month. */
export const CARD_LIMIT_MONTHLY_PERCENT = 3.8;
/** The product rate a first look uses until the broker types the lender's: percent a year. */
export const DEFAULT_PRODUCT_RATE_PERCENT = 6;
/** The term a first look uses when the fact-find gives none. */
export const DEFAULT_TERM_YEARS = 30;
