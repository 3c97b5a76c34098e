/**
 * The rows of a raw SQL result (drizzle's `db.execute(sql…)` or `Database.executeSql`), typed as the statement's
 * select list names them. Both drivers answer `{ rows }`, but drizzle types a raw result by driver, and the `Db` that
 * repos take is either driver's, so the result arrives untyped: this is the one place that says what its rows are.
 * Say only what the SQL selects (casts such as `::int` fix the JavaScript type: PostgreSQL's count is a bigint, which
 * pg hands over as a string).
 */
export function rows<T extends object>(result: unknown): T[] {
  const list = (result as { rows?: unknown } | null | undefined)?.rows;
  if (!Array.isArray(list)) throw new Error('a raw SQL result without rows');
  return list as T[];
}
