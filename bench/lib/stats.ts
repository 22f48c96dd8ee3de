/**
 * The statistics the benchmark scripts print, from simple-statistics. What this module adds: values that
 * are not finite numbers (a run that measured nothing) are left out, and a list left empty gives NaN,
 * where simple-statistics would throw.
 */
import * as simple from 'simple-statistics';

/**
 * Applies a statistic to the finite values only.
 *
 * @returns the statistic, or NaN when no value is finite
 */
function ofFinite(values: readonly number[], statistic: (finite: number[]) => number): number {
  const finite = values.filter((value) => Number.isFinite(value));
  return finite.length ? statistic(finite) : Number.NaN;
}

/**
 * The middle value.
 *
 * @param values - figures in any unit and order
 * @returns the middle one, or the mean of the two middle ones for an even count, in the same unit;
 *   NaN when no value is finite
 */
export const median = (values: readonly number[]): number => ofFinite(values, simple.median);

/**
 * The value below which a share of the figures fall, interpolated between the two nearest ranks
 * (simple-statistics' `quantile`, the linear method: p50 of 1, 2, 3, 4 is 2.5).
 *
 * @param values - figures in any unit and order
 * @param share - between 0 and 1, e.g. 0.95 for p95; outside that range it is clamped
 * @returns a figure in the same unit; NaN when no value is finite
 */
export const percentile = (values: readonly number[], share: number): number =>
  ofFinite(values, (finite) => simple.quantile(finite, Math.min(1, Math.max(0, share))));

/**
 * The arithmetic mean.
 *
 * @param values - figures in any unit
 * @returns their mean in the same unit; NaN when no value is finite
 */
export const mean = (values: readonly number[]): number => ofFinite(values, simple.mean);
