/**
 * A test run stopped half-way leaves nothing running (issue: a stray WebKit process skewed every figure
 * taken beside it for an hour). Starts the cross-engine journeys and an edge test side by side, waits
 * until every kind of process they start is up (the storefront, Xvfb, WebKitWebDriver, MiniBrowser,
 * Firefox, Chromium, varnishd), then interrupts the run as a terminal's Ctrl-C (SIGINT) or a CI's
 * time-out (SIGTERM) would, and finds none of them left. The run's processes are told apart from every
 * other on the machine by a marker in their environment, which each child inherits.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { root } from '../../scripts/build';

/** The environment variable whose value marks the processes of one interrupted run. */
const MARKER = 'STOREFRONT_INTERRUPTED_RUN';

/** The kinds of process the run starts, by the start of their command name (`/proc/<pid>/comm`). */
const KINDS = ['node', 'Xvfb', 'WebKitWebDriver', 'MiniBrowser', 'firefox', 'chromium', 'varnishd'] as const;

/** The interrupted run: every engine's journeys and a Varnish held up, side by side. */
const RUN_CONFIG = 'test/build/interrupted-run/vitest.config.ts';

/** How long the run may take to start every kind of process, on a busy 2-core machine (ms). */
const STARTUP_TIMEOUT_MS = 150_000;

/** A process of the machine: its id and command name. */
interface RunProcess {
  pid: number;
  command: string;
}

/**
 * The processes whose environment holds the marker with this value.
 *
 * @param value - the marker of one run
 * @returns the live processes of that run (zombies excluded), in no order
 */
function processesMarked(value: string): RunProcess[] {
  const found: RunProcess[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const environment = readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0');
      if (!environment.includes(`${MARKER}=${value}`)) continue;
      const state = readFileSync(`/proc/${entry}/stat`, 'latin1').split(') ')[1]?.[0];
      if (state === 'Z') continue;
      found.push({ pid: Number(entry), command: readFileSync(`/proc/${entry}/comm`, 'latin1').trim() });
    } catch {
      // The process ended while it was read.
    }
  }
  return found;
}

/**
 * The kinds missing among a run's processes.
 *
 * @param running - the run's processes
 * @returns the kinds with no process yet
 */
function missingKinds(running: RunProcess[]): string[] {
  const commands = running.map((process) => process.command.toLowerCase());
  return KINDS.filter((kind) => !commands.some((command) => command.startsWith(kind.toLowerCase())));
}

/**
 * Starts the run with a fresh marker.
 *
 * @returns the vitest process and its marker
 */
function startRun(): { run: ChildProcess; marker: string } {
  const marker = randomUUID();
  const args = ['run', '--config', RUN_CONFIG];
  const run = spawn(process.execPath, ['node_modules/vitest/vitest.mjs', ...args], {
    cwd: root,
    env: { ...process.env, [MARKER]: marker, CI: 'true' },
    stdio: 'ignore',
  });
  return { run, marker };
}

describe('a test run interrupted half-way', () => {
  it.each(['SIGINT', 'SIGTERM'] as const)(
    'leaves no process behind after %s',
    async (signal) => {
      const { run, marker } = startRun();
      const ended = new Promise<void>((resolve) => run.once('exit', () => resolve()));
      try {
        await vi.waitFor(() => expect(missingKinds(processesMarked(marker))).toEqual([]), {
          timeout: STARTUP_TIMEOUT_MS,
          interval: 200,
        });
        run.kill(signal);
        await ended;
        await vi.waitFor(() => expect(processesMarked(marker)).toEqual([]), {
          timeout: 20_000,
          interval: 200,
        });
      } finally {
        for (const left of processesMarked(marker)) process.kill(left.pid, 'SIGKILL');
      }
    },
    STARTUP_TIMEOUT_MS + 60_000,
  );
});
