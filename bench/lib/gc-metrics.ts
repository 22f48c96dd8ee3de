/**
 * A server process's garbage collections, as its own metrics count them: prom-client's default
 * `nodejs_gc_duration_seconds` histogram, which the storefront serves on its metrics port (and the
 * stored-page servers when asked to). Each collection's pause is the duration V8 reported to Node's
 * performance observer, by kind: `minor` (scavenges of the young generation), `major` (mark-compacts),
 * `incremental` (steps of incremental marking) and `weakcb` (weak callbacks).
 */
import type { PromHistogramData } from 'prom2javascript';
import { readMetrics } from '../../scripts/harness/metrics';

/** Collections of one kind: how many, and their pauses added up, in ms. */
interface GcCount {
  kind: string;
  count: number;
  pauseMs: number;
}

/** The kinds prom-client labels, in the order they are printed. */
const KINDS = ['minor', 'major', 'incremental', 'weakcb'];

/** The histogram prom-client's `collectDefaultMetrics` fills with each collection's pause, in seconds. */
const GC_HISTOGRAM = 'nodejs_gc_duration_seconds';

/**
 * Reads a server's collections from its metrics (`scripts/harness/metrics.ts`).
 *
 * @param metricsOrigin - the origin of its metrics port, e.g. `http://127.0.0.1:9464`
 * @returns each kind of collection seen so far, young generation first; empty when the
 *   metrics hold no GC histogram
 * @throws Error when the metrics cannot be fetched (the server ended, or serves none)
 */
export async function readGc(metricsOrigin: string): Promise<GcCount[]> {
  const metrics = await readMetrics(metricsOrigin, [GC_HISTOGRAM]);
  const histogram = (metrics[GC_HISTOGRAM]?.data ?? []) as PromHistogramData[];
  return histogram
    .map(({ labels, count, sum }) => ({ kind: labels.kind ?? '', count, pauseMs: (sum ?? 0) * 1000 }))
    .sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
}

/**
 * A GC summary in one line.
 *
 * @param counts - from {@link readGc}
 * @returns e.g. `812 minor (402.1 ms paused), 3 major (12.3 ms paused)`, or `no collections`
 */
export function describeGc(counts: readonly GcCount[]): string {
  const seen = counts.filter((count) => count.count > 0);
  if (seen.length === 0) return 'no collections';
  return seen
    .map(({ kind, count, pauseMs }) => `${count} ${kind} (${pauseMs.toFixed(1)} ms paused)`)
    .join(', ');
}
