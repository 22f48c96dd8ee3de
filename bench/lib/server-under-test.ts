/**
 * The one way the benchmark lab starts a server: as the pod runs it (docs/decisions/0008-load-shedding.md,
 * deploy/kubernetes/deployment.yaml). By default that is the image's Node.js, in a cgroup of its own with
 * the Deployment's memory limit and CPU quota, with its `NODE_OPTIONS`, pinned to one core while the
 * load generator runs on the other (a CPU quota alone would still let the two take turns on a core).
 * `--node current` and `--no-limits` run it on this machine's Node.js and without the pod's limits.
 * Every figure a script prints names the setup that produced it ({@link ServerSetup.label}).
 */
import { existsSync, readdirSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import { type Command, Option, type OptionValues } from '@commander-js/extra-typings';
import { pathFromCaller } from '../../scripts/command-line';
import {
  freePort,
  pinThisProcess,
  type RunningServer,
  startProductionServer,
} from '../../scripts/harness/server-process';
import { type CgroupLimits, type CgroupStats, checkCgroups, createCgroup } from './cgroup';
import { describeGc, readGc } from './gc-metrics';
import { type NodeRuntime, podNode, thisMachineNode } from './node-runtime';
import { readPodSettings } from './pod';
import { mib } from './report';

/** The repository this lab belongs to. */
export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '../..');
/** The core the server runs on (a 2-core machine). */
export const SERVER_CPU = 0;
/** The core of the load generator and the probes. */
const LOAD_CPU = 1;

/**
 * Adds the options of every script that starts the server: which Node.js runs it, with or without the pod's
 * limits, and what is recorded of it.
 *
 * @param command - a script's command (from `defineCommand`), before it is parsed
 * @returns the same command with `--node`, `--no-limits`, `--cgroup-root`, `--profile` and `--trace-gc`
 */
export function withServerOptions<
  Args extends unknown[],
  Opts extends OptionValues,
  Globals extends OptionValues,
>(command: Command<Args, Opts, Globals>) {
  return command
    .addOption(
      new Option(
        '--node <runtime>',
        "the server's Node.js: the pod's (.nvmrc, from the npm registry; the default) or this machine's",
      ).choices(['pod', 'current'] as const),
    )
    .option('--no-limits', "run without the pod's memory limit, CPU quota and NODE_OPTIONS")
    .option('--cgroup-root <folder>', 'where the cgroup file system is mounted', '/sys/fs/cgroup')
    .option(
      '--profile <folder>',
      'write a .cpuprofile of every server process into this folder',
      pathFromCaller,
    )
    .option(
      '--trace-gc',
      "print every server process's collections and pauses, from its metrics (nodejs_gc_duration_seconds)",
    );
}

/** The values of the options {@link withServerOptions} adds. */
export interface ServerFlags {
  node?: 'pod' | 'current';
  /** False with `--no-limits`. */
  limits: boolean;
  cgroupRoot: string;
  profile?: string;
  traceGc?: true;
}

/** How the servers of a run are started. */
export interface ServerSetup {
  runtime: NodeRuntime;
  /** The pod's memory limit and CPU quota, applied in a cgroup per server; null when run without. */
  limits: CgroupLimits | null;
  /** The Deployment's `NODE_OPTIONS`, or null. */
  nodeOptions: string | null;
  cgroupRoot: string;
  /** Where `.cpuprofile` files go (`--profile`), or null. */
  profileDir: string | null;
  /** Whether each server's GC is read from its metrics and summed up (`--trace-gc`). */
  traceGc: boolean;
  /** Names the runtime and limits, e.g. `Node 24.21.0, pod limits 512 MiB / 1 CPU (cgroup v1), …`. */
  label: string;
  /** The image's Node.js with the pod's limits and NODE_OPTIONS: the pod as we ship it. */
  isPod: boolean;
  /** This machine's Node.js without limits or NODE_OPTIONS: a bare machine. */
  isBare: boolean;
}

/**
 * The setups a script's flags ask for. Without `--node` or `--no-limits`, the pod, and when
 * `withBareMachine` is set, this machine's Node.js without limits after it. A pod runtime that cannot
 * be fetched, or cgroups that cannot be written, are said in one line each, and the run goes on with
 * this machine's Node.js or without the limits (the label says so).
 *
 * @param flags - the values of the options {@link withServerOptions} adds
 * @param withBareMachine - also measure this machine's Node.js without limits when no flag narrows it
 * @returns one or two setups
 * @throws Error from {@link readPodSettings} when the Deployment cannot be read
 */
export async function resolveSetups(flags: ServerFlags, withBareMachine = false): Promise<ServerSetup[]> {
  const narrowed = flags.node !== undefined || !flags.limits;
  const wanted = [{ node: flags.node ?? 'pod', limited: flags.limits }];
  if (withBareMachine && !narrowed) wanted.push({ node: 'current', limited: false });
  const pod = readPodSettings(REPOSITORY_ROOT);
  const podLimits = { memoryBytes: pod.memoryBytes, cpus: pod.cpus };
  const cgroups = wanted.some((want) => want.limited)
    ? await checkCgroups(flags.cgroupRoot, podLimits)
    : null;
  if (cgroups && 'problem' in cgroups) {
    console.log(`cgroups: ${cgroups.problem}; running without the pod's memory limit and CPU quota`);
  }
  const cgroupVersion = cgroups && 'version' in cgroups ? cgroups.version : null;
  const machine = thisMachineNode();
  return wanted.map(({ node, limited }) => {
    const fetched = node === 'pod' ? podNode() : machine;
    if (!fetched)
      console.log(`The pod's Node.js could not be fetched; running on this machine's ${machine.label}`);
    const runtime = fetched ?? machine;
    const limits = limited && cgroupVersion ? podLimits : null;
    const nodeOptions = limited ? pod.nodeOptions : null;
    const limitsText = limits
      ? `pod limits ${mib(limits.memoryBytes)} / ${limits.cpus} CPU (cgroup v${cgroupVersion})`
      : limited
        ? 'no cgroup limits (cannot apply them)'
        : 'no limits';
    return {
      runtime,
      limits,
      nodeOptions,
      cgroupRoot: flags.cgroupRoot,
      profileDir: flags.profile ?? null,
      traceGc: flags.traceGc === true,
      label: [runtime.label, limitsText, nodeOptions].filter(Boolean).join(', '),
      isPod: node === 'pod' && runtime !== machine && limits !== null && nodeOptions !== null,
      isBare: runtime === machine && !limited,
    };
  });
}

/**
 * The setup of scripts that only need a server to look at (Lighthouse, screenshots): this machine's
 * Node.js, no limits, no profile.
 *
 * @returns the setup
 */
export function bareMachineSetup(): ServerSetup {
  const runtime = thisMachineNode();
  const none = { limits: null, nodeOptions: null, profileDir: null, traceGc: false };
  return {
    runtime,
    ...none,
    cgroupRoot: '',
    label: `${runtime.label}, no limits`,
    isPod: false,
    isBare: true,
  };
}

/** What to start. */
export interface ServerStart {
  setup: ServerSetup;
  /** Names the server in profiles and summaries, e.g. `this checkout` or `stored pages, Express`. */
  name: string;
  /** The checkout whose build runs (default: this repository). */
  root?: string;
  /** Instead of the storefront, `bench/stored-page-server.ts` in this mode, serving this pages file. */
  storedPages?: { mode: 'express' | 'bare'; file: string };
  /** Extra environment, e.g. `MAX_IN_FLIGHT` or `SITE_URL`. */
  env?: NodeJS.ProcessEnv;
  /** Whether to pin it to {@link SERVER_CPU} (default true). */
  pinned?: boolean;
}

/** A server started by {@link startServerUnderTest}. */
export interface ServerUnderTest extends Omit<RunningServer, 'stop'> {
  name: string;
  setup: ServerSetup;
  /** @returns how the process ended (e.g. `killed by SIGKILL`), or null while it runs */
  exitStatus(): string | null;
  /** @returns what the kernel counted in its cgroup, or null without one */
  cgroupStats(): CgroupStats | null;
  /**
   * Stops it (unless it already ended) and removes its cgroup.
   *
   * @returns lines to print: its GC summary (`--trace-gc`), its profile files (`--profile`), and any
   *   process the kernel killed for memory
   */
  stop(): Promise<string[]>;
}

let serversStarted = 0;

/** A file-name-safe form of a server's name and setup. */
const slug = (text: string) => text.replace(/[^\w.]+/g, '-').replace(/^-|-$/g, '');

/**
 * Starts a server as its setup says and waits until it serves.
 *
 * @param start - setup, name, checkout, kind of server, environment, pinning
 * @returns the running server
 * @throws Error when it does not report readiness within 15 s, or a cgroup cannot be made
 */
export async function startServerUnderTest(start: ServerStart): Promise<ServerUnderTest> {
  const { setup } = start;
  serversStarted += 1;
  const cgroupName = `storefront-bench-${process.pid}-${serversStarted}`;
  const cgroup = setup.limits ? createCgroup(setup.cgroupRoot, cgroupName, setup.limits) : null;
  const profileDir = setup.profileDir && path.join(setup.profileDir, slug(`${start.name} ${setup.label}`));
  const nodeArgs = [
    ...(start.storedPages ? ['--import', 'tsx'] : []),
    ...(profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []),
  ];
  const server = await startProductionServer({
    node: setup.runtime.path,
    cwd: start.storedPages ? REPOSITORY_ROOT : (start.root ?? REPOSITORY_ROOT),
    cpu: start.pinned === false ? undefined : SERVER_CPU,
    wrapper: cgroup?.joinPrefix,
    nodeArgs,
    script: start.storedPages ? 'bench/stored-page-server.ts' : undefined,
    readyText: start.storedPages ? 'Stored pages ready' : undefined,
    env: {
      NODE_OPTIONS: setup.nodeOptions ?? '',
      ...(start.storedPages
        ? {
            STORED_PAGES_MODE: start.storedPages.mode,
            STORED_PAGES_FILE: start.storedPages.file,
            // The stored-page servers serve metrics only when their GC is read, to stay bare otherwise.
            STORED_PAGES_METRICS: setup.traceGc ? '1' : '',
          }
        : {}),
      ...start.env,
    },
  }).catch(async (error) => {
    await cgroup?.remove();
    throw error;
  });
  const { child } = server;
  const exitStatus = () => {
    if (child.signalCode) return `killed by ${child.signalCode}`;
    return child.exitCode === null ? null : `exited with code ${child.exitCode}`;
  };
  return {
    ...server,
    name: start.name,
    setup,
    exitStatus,
    cgroupStats: () => cgroup?.stats() ?? null,
    async stop() {
      // Read before the server stops: its metrics end with it.
      const gc =
        setup.traceGc && exitStatus() === null ? await gcLine(server.metricsOrigin) : 'the server had ended';
      if (exitStatus() === null) await server.stop();
      const oomKills = cgroup?.stats().oomKills ?? 0;
      await cgroup?.remove();
      const about = `${start.name} (${setup.label})`;
      const lines = setup.traceGc ? [`GC of ${about}: ${gc}`] : [];
      if (profileDir) lines.push(`CPU profile of ${about}: ${profileFiles(profileDir)}`);
      if (oomKills) lines.push(`${about}: the kernel killed ${oomKills} process(es) over the memory limit`);
      return lines;
    },
  };
}

/** A server's collections so far in one line, or why they could not be read. */
async function gcLine(metricsOrigin: string): Promise<string> {
  return readGc(metricsOrigin).then(describeGc, (error: Error) => `not read (${error.message})`);
}

/** The `.cpuprofile` files a server wrote into its folder, or `none written`. */
function profileFiles(dir: string): string {
  const files = existsSync(dir) ? readdirSync(dir) : [];
  return files.map((file) => path.join(dir, file)).join(', ') || 'none written';
}

/**
 * Starts this checkout's build in the one setup a script's flags ask for (the pod by default), and pins
 * this process, the load generator, to the other core.
 *
 * @param flags - the values of the options {@link withServerOptions} adds
 * @returns the running server; its `setup.label` names the runtime and limits
 * @throws Error when the Deployment cannot be read or the server does not start
 */
export async function startServerForLoad(flags: ServerFlags): Promise<ServerUnderTest> {
  const [setup] = await resolveSetups(flags);
  if (!setup) throw new Error('no setup to run');
  const server = await startServerUnderTest({ setup, name: 'this checkout' });
  pinLoadGenerator();
  return server;
}

/**
 * What the kernel counted in a server's cgroup, in one line.
 *
 * @param server - a server started with the pod's limits
 * @returns e.g. `cgroup: peak 182 MiB of 512 MiB, 0 OOM kills, CPU throttled in 3 periods (12 ms)`, or
 *   `cgroup: none (no limits)`
 */
export function describeCgroup(server: ServerUnderTest): string {
  const stats = server.cgroupStats();
  const limits = server.setup.limits;
  if (!stats || !limits) return 'cgroup: none (no limits)';
  const peak = stats.peakMemoryBytes === null ? 'peak not reported' : `peak ${mib(stats.peakMemoryBytes)}`;
  return (
    `cgroup: ${peak} of ${mib(limits.memoryBytes)}, ${stats.oomKills} OOM kills, CPU throttled in ` +
    `${stats.throttledPeriods} periods (${stats.throttledMs.toFixed(0)} ms)`
  );
}

/** Pins this process (the load generator) to {@link LOAD_CPU}, away from the server's core. */
export function pinLoadGenerator(): void {
  pinThisProcess(LOAD_CPU);
}

/** Lets this process run on every core again (for work measured in-process). */
export function unpinThisProcess(): void {
  pinThisProcess(`0-${cpus().length - 1}`);
}

/**
 * Starts a build's server on this machine as a browser visits it, with `SITE_URL` its own origin: the
 * port is chosen first and given as `PORT`, so the origin is known before the server starts (the
 * server's own `origin` field then names the port it would have picked; the returned one is where it
 * serves). For the phone benchmarks, which measure the browser, not the server.
 *
 * @param build - the build's label (printed with its lines) and the checkout folder it was built in
 * @returns the running server and the origin it serves at, e.g. `http://127.0.0.1:3456`
 */
export async function startSiteAtOwnOrigin(build: {
  label: string;
  root: string;
}): Promise<{ server: ServerUnderTest; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServerUnderTest({
    setup: bareMachineSetup(),
    name: build.label,
    root: build.root,
    env: { PORT: String(port), SITE_URL: origin },
    pinned: false,
  });
  return { server, origin };
}
