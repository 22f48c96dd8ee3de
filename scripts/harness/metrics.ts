/**
 * A running server's own metrics, as the tests and the lab read them: the Prometheus text its metrics port
 * serves (`METRICS_PATH`), parsed by prom2javascript, the text format's library, never by a pattern.
 *
 * Only the families asked for are handed to the parser: prom2javascript 0.2 rejects a `NaN` value, which
 * prom-client writes (as `Nan`) for the event loop's lag until its first sample, so a whole read would
 * fail on a family nobody asked about.
 */
import { getMetricsFromIterator, type PromMetrics } from 'prom2javascript';
import { METRICS_PATH } from '../../server/http/policies';

/** How long a metrics read may take before it fails, in ms: the port answers from memory. */
const READ_TIMEOUT_MS = 5_000;

/** The comment that opens each family in the text format, followed by the family's name. */
const FAMILY_OPENING = '# HELP ';

/**
 * The lines of the given families, each from its `# HELP` line to the next family's.
 *
 * @param text - Prometheus text format 0.0.4, as prom-client writes it (every family opened by `# HELP`)
 * @param families - the families' names
 * @returns their lines, in the text's order; none when no family matches
 */
function linesOf(text: string, families: ReadonlySet<string>): string[] {
  const kept: string[] = [];
  let keeping = false;
  for (const line of text.split('\n')) {
    if (line.startsWith(FAMILY_OPENING))
      keeping = families.has(line.slice(FAMILY_OPENING.length).split(' ')[0] ?? '');
    if (keeping) kept.push(line);
  }
  return kept;
}

/**
 * Parses the given families of Prometheus text, keyed by family name (a histogram under its own name, its
 * `_count`, `_sum` and `_bucket` samples folded into each label set's `count`, `sum` and `buckets`).
 *
 * @param text - Prometheus text format 0.0.4, as prom-client writes it
 * @param families - the families' names, e.g. `['page_render_duration_seconds']`
 * @returns those of them the text holds
 * @throws Error when one of them is malformed
 */
export function parseMetrics(text: string, families: readonly string[]): Promise<PromMetrics> {
  return getMetricsFromIterator(linesOf(text, new Set(families))[Symbol.iterator]());
}

/**
 * Fetches a server's metrics and parses the given families.
 *
 * @param metricsOrigin - the origin of its metrics port, e.g. `http://127.0.0.1:9464`
 * @param families - the families' names
 * @returns those of them the server serves, as {@link parseMetrics} gives them
 * @throws Error when the port answers anything but 200, or not within 5 s
 */
export async function readMetrics(metricsOrigin: string, families: readonly string[]): Promise<PromMetrics> {
  const response = await fetch(`${metricsOrigin}${METRICS_PATH}`, {
    signal: AbortSignal.timeout(READ_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${metricsOrigin}${METRICS_PATH} answered ${response.status}`);
  return parseMetrics(await response.text(), families);
}

/**
 * The label sets of a family's samples.
 *
 * @param metrics - from {@link parseMetrics} or {@link readMetrics}
 * @param family - the family's name, e.g. `http_request_duration_seconds`
 * @returns one label set per sample (per series for a histogram); empty when the family is absent
 */
export function labelSets(metrics: PromMetrics, family: string): Record<string, string>[] {
  return (metrics[family]?.data ?? []).map((sample) => sample.labels);
}

/**
 * Adds up a family's samples whose labels include the given ones: a counter's or gauge's values, a
 * histogram's or summary's observation counts.
 *
 * @param metrics - from {@link parseMetrics} or {@link readMetrics}
 * @param family - the family's name, e.g. `http_requests_shed_total` or `page_render_duration_seconds`
 * @param labels - labels every counted sample must carry, e.g. `{ route: '/shop' }`
 * @returns the sum; 0 when the family is absent or no sample matches
 */
export function sampleSum(metrics: PromMetrics, family: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const sample of metrics[family]?.data ?? []) {
    if (!Object.entries(labels).every(([key, value]) => sample.labels[key] === value)) continue;
    sum += 'value' in sample ? sample.value : (sample.count ?? 0);
  }
  return sum;
}

/**
 * Reads a server's metrics and adds up one family's matching samples, as {@link sampleSum} does.
 *
 * @param metricsOrigin - the origin of its metrics port
 * @param family - the family's name
 * @param labels - labels every counted sample must carry
 * @returns the sum
 * @throws Error when the metrics cannot be read
 */
export async function metric(
  metricsOrigin: string,
  family: string,
  labels: Record<string, string> = {},
): Promise<number> {
  return sampleSum(await readMetrics(metricsOrigin, [family]), family, labels);
}

/**
 * How many times the server has rendered a route's pages (`page_render_duration_seconds`' count).
 *
 * @param metricsOrigin - the origin of its metrics port
 * @param route - the route pattern, e.g. `/shop`
 * @returns the count
 * @throws Error when the metrics cannot be read
 */
export function renders(metricsOrigin: string, route: string): Promise<number> {
  return metric(metricsOrigin, 'page_render_duration_seconds', { route });
}
