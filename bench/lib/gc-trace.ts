/**
 * A summary of V8's `--trace-gc` output: how many young-generation collections (scavenges) and
 * full collections (mark-compacts) a server process ran, and how long they paused its thread.
 */

/** Collections of one kind: how many, and their pauses added up, in ms. */
interface GcCount {
  count: number;
  pauseMs: number;
}

/** What a process's `--trace-gc` lines add up to. */
export interface GcSummary {
  scavenges: GcCount;
  markCompacts: GcCount;
}

/**
 * One `--trace-gc` line, e.g. `[12:0x5e]  1520 ms: Scavenge 10.6 (13.3) -> 9.9 (13.8) MB, pooled: 0 MB,
 * 1.23 / 0.00 ms (average mu …`: the kind, and the pause on the main thread (the number before ` / `).
 * Minor mark-sweeps count as scavenges (both collect the young generation).
 */
const GC_LINE =
  /\d ms: (Scavenge|Minor Mark-(?:Sweep|Compact)|Mark-(?:Sweep|Compact))\b[^,]*, (?:pooled: [\d.]+ MB, )?([\d.]+) \//;

/** Tallies the `--trace-gc` lines of one process. */
export class GcTally {
  readonly summary: GcSummary = {
    scavenges: { count: 0, pauseMs: 0 },
    markCompacts: { count: 0, pauseMs: 0 },
  };

  /**
   * Counts a line of the process's standard output; lines that are not `--trace-gc` lines are ignored.
   *
   * @param line - one line, without its line break
   */
  add(line: string): void {
    const match = GC_LINE.exec(line);
    if (!match) return;
    const young = match[1] === 'Scavenge' || match[1]?.startsWith('Minor');
    const kind = young ? this.summary.scavenges : this.summary.markCompacts;
    kind.count += 1;
    kind.pauseMs += Number(match[2]);
  }
}

/**
 * A GC summary in one line.
 *
 * @param summary - from {@link GcTally}
 * @returns e.g. `812 scavenges (402.1 ms paused), 3 mark-compacts (12.3 ms paused)`
 */
export function describeGc({ scavenges, markCompacts }: GcSummary): string {
  return (
    `${scavenges.count} scavenges (${scavenges.pauseMs.toFixed(1)} ms paused), ` +
    `${markCompacts.count} mark-compacts (${markCompacts.pauseMs.toFixed(1)} ms paused)`
  );
}
