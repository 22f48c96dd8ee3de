/**
 * When a storefront server started as a child process is ready: the line it prints on its standard
 * output once it serves (`READY_MESSAGE`, `server/config.ts`). Read line by line, so a pipe that delivers
 * the line in two chunks still counts. Used by `npm run dev`, `npm run edge` and the harness's servers.
 */

import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { READY_MESSAGE } from '../server/config';

/** What to wait for, how long, and who else reads the lines. */
export interface ReadyWait {
  /** The text the readiness line contains (default `READY_MESSAGE`). */
  readyText?: string;
  /** How long to wait for it, in ms (default: no bound). */
  timeoutMs?: number;
  /** Called with every line of the output, before and after the readiness line (a log reader). */
  onLine?: (line: string) => void;
}

/**
 * Waits for a server's readiness line on its output.
 *
 * @param output - the server's standard output (a child process's `stdout` pipe), read to its end from
 *   here on (it flows); other listeners on it (an echo to the terminal) keep working
 * @param wait - the readiness text, a time bound in ms and a reader of every line; all optional
 * @returns a promise that settles at the first line containing the readiness text, and rejects with an
 *   Error when the output ends first (the server exited) or the time bound passes first
 */
export function serverReady(output: Readable, wait: ReadyWait = {}): Promise<void> {
  const { readyText = READY_MESSAGE, timeoutMs, onLine } = wait;
  const lines = createInterface({ input: output, crlfDelay: Number.POSITIVE_INFINITY });
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const settle = (error?: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve();
    };
    if (timeoutMs !== undefined) {
      const late = new Error(`no "${readyText}" from the server in ${timeoutMs / 1000} s`);
      timer = setTimeout(() => settle(late), timeoutMs);
    }
    lines.on('line', (line) => {
      onLine?.(line);
      // Not `lines.close()` once ready: that would pause the pipe, and a server whose output is not read stalls.
      if (line.includes(readyText)) settle();
    });
    lines.once('close', () => settle(new Error(`the server's output ended before "${readyText}"`)));
  });
}
