/**
 * A server process's garbage collections, as its own metrics count them: prom-client's default
 * `nodejs_gc_duration_seconds` histogram, which the storefront serves on its metrics port (and the
 * stored-page servers when asked to). Each collection's pause is the duration V8 reported to Node's
 * performance observer, by kind: `minor` (scavenges of the young generation), `major` (mark-compacts),
 * `incremental` (steps of incremental marking) and `weakcb` (weak callbacks).
 */

/** Collections of one kind: how many, and their pauses added up, in ms. */
interface GcCount {
  kind: string;
  count: number;
  pauseMs: number;
}

/** The kinds prom-client labels, in the order they are printed. */
const KINDS = ['minor', 'major', 'incremental', 'weakcb'];

/** One line of the histogram's count or sum, e.g. `nodejs_gc_duration_seconds_sum{kind="minor"} 0.0123`. */
const GC_LINE = /^nodejs_gc_duration_seconds_(count|sum)\{kind="(\w+)"\} ([\d.e+-]+)$/;

/**
 * Reads a server's collections from its metrics.
 *
 * @param metricsOrigin - the origin of its metrics port, e.g. `http://127.0.0.1:9464`
 * @returns each kind of collection seen so far, young generation first; empty when the
 *   metrics hold no GC histogram
 * @throws Error when the metrics cannot be fetched (the server ended, or serves none)
 */
export async function readGc(metricsOrigin: string): Promise<GcCount[]> {
  const response = await fetch(`${metricsOrigin}/metrics`, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`${metricsOrigin}/metrics answered ${response.status}`);
  const byKind = new Map<string, GcCount>();
  for (const line of (await response.text()).split('\n')) {
    const match = GC_LINE.exec(line);
    if (!match) continue;
    const [, field, kind = '', value] = match;
    const count = byKind.get(kind) ?? { kind, count: 0, pauseMs: 0 };
    if (field === 'count') count.count = Number(value);
    else count.pauseMs = Number(value) * 1000;
    byKind.set(kind, count);
  }
  return [...byKind.values()].sort((a, b) => KINDS.indexOf(a.kind) - KINDS.indexOf(b.kind));
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
