/**
 * Linux control groups for the server under test: one cgroup per server process, with the pod's memory
 * limit and CPU quota, as the kubelet gives the container (deploy/kubernetes/deployment.yaml). The server
 * joins it before Node starts (see {@link Cgroup.joinPrefix}), so V8 sizes its heap from the limit it will run
 * under; the cgroup is removed when the server has exited.
 *
 * - cgroup v2 (one hierarchy, `cgroup.controllers` at the root): the cgroup is made under the root, with
 *   `memory` and `cpu` enabled in the root's `cgroup.subtree_control`; limits in `memory.max` (and
 *   `memory.swap.max` 0) and `cpu.max`.
 * - cgroup v1 (a hierarchy per controller): a cgroup in `memory/` and one in `cpu/`, each under this
 *   process's own cgroup of that hierarchy; limits in `memory.limit_in_bytes` (and
 *   `memory.memsw.limit_in_bytes`, so no swap) and `cpu.cfs_quota_us` / `cpu.cfs_period_us`.
 *
 * Either needs write access to the cgroup file system (root, or a delegated subtree).
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** The limits a cgroup gets. */
export interface CgroupLimits {
  /** Memory limit, in bytes. */
  memoryBytes: number;
  /** CPU quota, in cores (1 = one core's time per period). */
  cpus: number;
}

/** What the kernel counted in a cgroup while the server ran in it. */
export interface CgroupStats {
  /** Highest memory charged to it (RSS, page cache, kernel memory), in bytes; null where not reported. */
  peakMemoryBytes: number | null;
  /** Processes the kernel killed for going over the memory limit. */
  oomKills: number;
  /** CFS periods in which the quota ran out, and the time held back, in ms. */
  throttledPeriods: number;
  throttledMs: number;
}

/** A cgroup made for one server process. */
export interface Cgroup {
  version: 1 | 2;
  /**
   * A command to put before a program so that its process joins the cgroup before the program starts:
   * a shell writes its own process id into each `cgroup.procs`, then replaces itself with what follows
   * (same process id). It exits 125 when it cannot join.
   */
  joinPrefix: string[];
  /** @returns what the kernel counted so far */
  stats(): CgroupStats;
  /** Removes the cgroup once its processes have exited; settles after at most about 2 s of retries. */
  remove(): Promise<void>;
}

/** Thrown when no cgroup can be made, with a one-line reason. */
class CgroupUnavailable extends Error {}

/** The CFS period the kubelet uses, in µs (100 ms). */
const CFS_PERIOD_US = 100_000;

/** Joins every `cgroup.procs` given before `--`, then runs what follows `--` in the shell's place. */
const JOIN_SCRIPT = 'while [ "$1" != -- ]; do echo $$ > "$1" || exit 125; shift; done; shift; exec "$@"';

/** A number from a `key value` line of a cgroup stat file, or 0 when absent. */
function statValue(file: string, key: string): number {
  if (!existsSync(file)) return 0;
  const line = readFileSync(file, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith(`${key} `));
  return Number(line?.split(' ')[1] ?? 0);
}

/** A whole-file number, or null when the file is absent or empty. */
function fileNumber(file: string): number | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8').trim();
  return text === '' ? null : Number(text);
}

/** Writes a cgroup setting; an error names the file, e.g. `cannot write …/memory.max: EROFS`. */
function write(file: string, value: string | number): void {
  try {
    writeFileSync(file, String(value));
  } catch (error) {
    throw new CgroupUnavailable(`cannot write ${file}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
}

/** Makes a cgroup folder; an error names it. */
function makeDir(dir: string): string {
  try {
    mkdirSync(dir);
  } catch (error) {
    throw new CgroupUnavailable(`cannot create ${dir}: ${(error as NodeJS.ErrnoException).code ?? error}`);
  }
  return dir;
}

/** Removes cgroup folders, retrying while the kernel still counts an exiting process in them. */
async function removeDirs(dirs: readonly string[]): Promise<void> {
  for (const dir of dirs) {
    for (let attempt = 0; existsSync(dir); attempt++) {
      try {
        rmdirSync(dir);
      } catch (error) {
        if (attempt >= 40) throw error;
        await sleep(50);
      }
    }
  }
}

/** The command prefix that joins the given `cgroup.procs` files, then runs what follows it. */
const joining = (procsFiles: readonly string[]) => [
  '/bin/sh',
  '-c',
  JOIN_SCRIPT,
  'join-cgroup',
  ...procsFiles,
  '--',
];

/**
 * This process's own cgroup in a v1 hierarchy, as a folder under that hierarchy's mount, or the mount
 * itself when it cannot be found there (another cgroup namespace, or a root that is not the real one).
 */
function ownV1Cgroup(mount: string, controller: string): string {
  const line = readFileSync('/proc/self/cgroup', 'utf8')
    .split('\n')
    .find((candidate) => candidate.split(':')[1]?.split(',').includes(controller));
  const own = path.join(mount, line?.split(':')[2] ?? '/');
  return existsSync(own) ? own : mount;
}

/** A v1 cgroup: one folder in the memory hierarchy and one in the cpu hierarchy. */
function createV1(root: string, name: string, limits: CgroupLimits): Cgroup {
  const memory = makeDir(path.join(ownV1Cgroup(path.join(root, 'memory'), 'memory'), name));
  let cpu: string | undefined;
  try {
    write(path.join(memory, 'memory.limit_in_bytes'), limits.memoryBytes);
    const swap = path.join(memory, 'memory.memsw.limit_in_bytes');
    if (existsSync(swap)) write(swap, limits.memoryBytes);
    cpu = makeDir(path.join(ownV1Cgroup(path.join(root, 'cpu'), 'cpu'), name));
    write(path.join(cpu, 'cpu.cfs_period_us'), CFS_PERIOD_US);
    write(path.join(cpu, 'cpu.cfs_quota_us'), Math.round(limits.cpus * CFS_PERIOD_US));
  } catch (error) {
    rmdirSync(memory);
    if (cpu) rmdirSync(cpu);
    throw error;
  }
  const cpuDir = cpu;
  return {
    version: 1,
    joinPrefix: joining([path.join(memory, 'cgroup.procs'), path.join(cpuDir, 'cgroup.procs')]),
    stats: () => ({
      peakMemoryBytes: fileNumber(path.join(memory, 'memory.max_usage_in_bytes')),
      oomKills: statValue(path.join(memory, 'memory.oom_control'), 'oom_kill'),
      throttledPeriods: statValue(path.join(cpuDir, 'cpu.stat'), 'nr_throttled'),
      throttledMs: statValue(path.join(cpuDir, 'cpu.stat'), 'throttled_time') / 1e6,
    }),
    remove: () => removeDirs([memory, cpuDir]),
  };
}

/** A v2 cgroup under the root, with the memory and cpu controllers enabled for the root's children. */
function createV2(root: string, name: string, limits: CgroupLimits): Cgroup {
  const subtree = path.join(root, 'cgroup.subtree_control');
  const enabled = readFileSync(subtree, 'utf8').trim().split(/\s+/);
  for (const controller of ['memory', 'cpu']) {
    if (!enabled.includes(controller)) write(subtree, `+${controller}`);
  }
  const dir = makeDir(path.join(root, name));
  try {
    write(path.join(dir, 'memory.max'), limits.memoryBytes);
    const swap = path.join(dir, 'memory.swap.max');
    if (existsSync(swap)) write(swap, 0);
    write(path.join(dir, 'cpu.max'), `${Math.round(limits.cpus * CFS_PERIOD_US)} ${CFS_PERIOD_US}`);
  } catch (error) {
    rmdirSync(dir);
    throw error;
  }
  return {
    version: 2,
    joinPrefix: joining([path.join(dir, 'cgroup.procs')]),
    stats: () => ({
      peakMemoryBytes: fileNumber(path.join(dir, 'memory.peak')),
      oomKills: statValue(path.join(dir, 'memory.events'), 'oom_kill'),
      throttledPeriods: statValue(path.join(dir, 'cpu.stat'), 'nr_throttled'),
      throttledMs: statValue(path.join(dir, 'cpu.stat'), 'throttled_usec') / 1e3,
    }),
    remove: () => removeDirs([dir]),
  };
}

/**
 * Makes a cgroup with the given limits for one process.
 *
 * @param root - where the cgroup file system is mounted, usually `/sys/fs/cgroup`
 * @param name - the new cgroup's folder name, unique on the machine, e.g. `storefront-bench-1234-1`
 * @param limits - memory limit (bytes) and CPU quota (cores)
 * @returns the cgroup, empty until a wrapped command joins it
 * @throws CgroupUnavailable with a one-line reason when the root holds neither v1 nor v2 controllers, or a
 *   cgroup cannot be made or limited there (read-only, no permission, controller missing)
 */
export function createCgroup(root: string, name: string, limits: CgroupLimits): Cgroup {
  if (existsSync(path.join(root, 'cgroup.controllers'))) return createV2(root, name, limits);
  const v1Files = [path.join(root, 'memory/memory.limit_in_bytes'), path.join(root, 'cpu/cpu.cfs_quota_us')];
  if (v1Files.every((file) => existsSync(file))) return createV1(root, name, limits);
  throw new CgroupUnavailable(`no cgroup v2 controllers or v1 memory and cpu hierarchies under ${root}`);
}

/**
 * Checks that cgroups with these limits can be made here, by making one and removing it.
 *
 * @param root - where the cgroup file system is mounted
 * @param limits - memory limit (bytes) and CPU quota (cores)
 * @returns the cgroup version when they can be made, or the one-line reason they cannot
 */
export async function checkCgroups(
  root: string,
  limits: CgroupLimits,
): Promise<{ version: 1 | 2 } | { problem: string }> {
  try {
    const probe = createCgroup(root, `storefront-bench-check-${process.pid}`, limits);
    await probe.remove();
    return { version: probe.version };
  } catch (error) {
    return { problem: error instanceof CgroupUnavailable ? error.message : String(error) };
  }
}
