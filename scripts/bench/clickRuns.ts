/** The measure: a median of 10 clicks per page. */
const DEFAULT_CLICK_RUNS = 10;

/**
 * How many times each click measure runs per page: `BENCH_CLICK_RUNS`, or 10. A closer call
 * against the React floor needs more rounds than the ten (this host's noise is about
 * ±10 % between runs of 15); the first Continue's slowest run is then the slowest of more.
 *
 * @example clickRunsFrom('30') // 30
 */
export function clickRunsFrom(value: string | undefined): number {
  if (value === undefined || value === '') return DEFAULT_CLICK_RUNS;
  const runs = Number(value);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`BENCH_CLICK_RUNS must be a whole number of runs, 1 or more; it is "${value}"`);
  return runs;
}
