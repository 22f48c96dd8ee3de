/**
 * When a storefront server started as a child process is ready: the line it prints on its standard
 * output once it serves (`READY_MESSAGE`, `server/config.ts`). Read line by line, so a pipe that delivers
 * the line in two chunks still counts. Used by `npm run dev`, `npm run edge` and the lab's servers.
 */

import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { READY_MESSAGE } from '../server/config';

/**
 * Waits for a server's readiness line on its output.
 *
 * @param output - the server's standard output (a child process's `stdout` pipe), read to its end from
 *   here on (it flows); other listeners on it (an echo to the terminal, a log reader) keep working
 * @param readyText - the text the line contains (default `READY_MESSAGE`)
 * @returns a promise that settles at the first line containing `readyText`, and rejects with an Error
 *   when the output ends first (the server exited); it never times out by itself
 */
export function serverReady(output: Readable, readyText: string = READY_MESSAGE): Promise<void> {
  const lines = createInterface({ input: output, crlfDelay: Number.POSITIVE_INFINITY });
  return new Promise<void>((resolve, reject) => {
    let ready = false;
    lines.on('line', (line) => {
      if (ready || !line.includes(readyText)) return;
      ready = true;
      // Not `lines.close()`: that would pause the pipe, and a server whose output is not read stalls.
      resolve();
    });
    lines.once('close', () => {
      if (!ready) reject(new Error(`the server's output ended before "${readyText}"`));
    });
  });
}
