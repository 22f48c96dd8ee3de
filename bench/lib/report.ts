/**
 * How the benchmark scripts print: Markdown tables, sizes in KiB and MiB, and the goals each figure is
 * judged against. A missed goal prints MISSED beside its figure; the script prints everything first and
 * then exits 1 (see {@link GoalBook.finish}).
 */
import { markdownTable } from 'markdown-table';

/** Bytes in a mebibyte. */
export const MiB = 2 ** 20;

/**
 * A size in mebibytes, whole.
 *
 * @param bytes - a size in bytes
 * @returns e.g. `178 MiB`
 */
export const mib = (bytes: number): string => `${(bytes / MiB).toFixed(0)} MiB`;

/**
 * A size in kibibytes, one decimal, without the unit (for table cells under a `KB` heading).
 *
 * @param bytes - a size in bytes
 * @returns e.g. `6.9`
 */
export const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

/**
 * A figure with a fixed number of decimals, or `n/a` when there is none (a run without responses).
 *
 * @param value - the figure, in any unit
 * @param digits - decimals to print
 * @returns e.g. `1.48`, or `n/a` for NaN and infinities
 */
export const fixed = (value: number, digits: number): string =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/**
 * Prints a Markdown table, its columns padded to line up (markdown-table).
 *
 * @param headings - the column headings
 * @param rows - one array of cells per row; a cell that is undefined or null prints as `-`
 */
export function printTable(headings: readonly string[], rows: readonly (readonly unknown[])[]): void {
  const text = (cells: readonly unknown[]) => cells.map((cell) => String(cell ?? '-'));
  console.log(markdownTable([text(headings), ...rows.map(text)]));
}

/** The goals of one script's run: which were met, which were missed. */
export class GoalBook {
  readonly missed: string[] = [];

  /**
   * Judges one figure against its goal.
   *
   * @param name - the goal, as it is listed at the end when missed, e.g. `spike RSS (Node 24.21.0, …)`
   * @param met - whether the figure met it
   * @returns `met` or `MISSED`, to print beside the figure
   */
  check(name: string, met: boolean): 'met' | 'MISSED' {
    if (!met) this.missed.push(name);
    return met ? 'met' : 'MISSED';
  }

  /**
   * Prints the outcome and ends the process: exit code 0 when every goal was met, 1 otherwise.
   *
   * @param success - the line printed when every goal was met
   */
  finish(success: string): never {
    console.log(this.missed.length ? `\nMISSED: ${this.missed.join('; ')}` : `\n${success}`);
    process.exit(this.missed.length ? 1 : 0);
  }
}
