/**
 * The statistics the benchmark scripts print: median, percentile and mean of a list of figures. Values
 * that are not finite numbers (a run that measured nothing) are left out; an empty list gives NaN.
 */

/** The finite values, in ascending order. */
function sortedFinite(values: readonly number[]): number[] {
  return values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
}

/**
 * The middle value.
 *
 * @param values - figures in any unit and order
 * @returns the middle one, or the mean of the two middle ones for an even count, in the same unit;
 *   NaN when no value is finite
 */
export function median(values: readonly number[]): number {
  const sorted = sortedFinite(values);
  const middle = sorted.length / 2;
  if (sorted.length % 2 === 1) return sorted[Math.floor(middle)] as number;
  return sorted.length ? ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2 : Number.NaN;
}

/**
 * The value below which a share of the figures fall, by nearest rank (p99 of 100 values is the 99th).
 *
 * @param values - figures in any unit and order
 * @param share - between 0 and 1, e.g. 0.95 for p95; outside that range it is clamped
 * @returns one of the values, in the same unit; NaN when no value is finite
 */
export function percentile(values: readonly number[], share: number): number {
  const sorted = sortedFinite(values);
  const rank = Math.ceil(Math.min(1, Math.max(0, share)) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))] ?? Number.NaN;
}

/**
 * The arithmetic mean.
 *
 * @param values - figures in any unit
 * @returns their mean in the same unit; NaN when no value is finite
 */
export function mean(values: readonly number[]): number {
  const finite = sortedFinite(values);
  return finite.length ? finite.reduce((sum, value) => sum + value, 0) / finite.length : Number.NaN;
}
