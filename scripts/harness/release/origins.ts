/**
 * The origin processes of a release rehearsal: the production server of one release's build folder,
 * started as a pod's container starts it (`node dist/server/index.js`, NODE_ENV=production) on a port
 * chosen before it starts, so the edge's configuration can name it beforehand, and stopped as the
 * Deployment stops a pod: SIGTERM, then it drains and exits by itself (README.md "Deploy").
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import getPort from 'get-port';
import { serverReady } from '../../server-ready';

/** How long an origin may take to say it is ready, in ms. */
const START_TIMEOUT_MS = 20_000;

/** A running origin of one release. */
export interface Origin {
  /** Which release it serves, e.g. `N` or `N+1`. */
  release: string;
  port: number;
  child: ChildProcess;
  /** Sends SIGTERM and settles with the exit code once the process has drained and exited. */
  terminate(): Promise<number | null>;
  /** Kills it at once when still running (for clean-up after a failure). */
  kill(): void;
}

/**
 * Free TCP ports on loopback, drawn by `get-port` below Linux's ephemeral range (from 32768), so no
 * outgoing connection takes one before its server listens.
 *
 * @param count - how many, 1 or more
 * @returns distinct port numbers
 */
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const candidates = Array.from({ length: 20 }, () => 20_000 + Math.floor(Math.random() * 12_000));
    const port = await getPort({ port: candidates, exclude: ports });
    ports.push(port);
  }
  return ports;
}

/**
 * Starts the server of a build folder on a given port and waits until it says it is ready.
 *
 * @param release - the release's label, e.g. `N+1`
 * @param distDir - its build folder; `node_modules` must be beside it (the server's dependencies)
 * @param port - the port to listen on (127.0.0.1); its metrics port is another free one
 * @param env - more settings, e.g. `SHUTDOWN_GRACE_MS`
 * @returns the running origin
 * @throws Error with its output when it exits first or is not ready within 20 s
 */
export async function startOrigin(
  release: string,
  distDir: string,
  port: number,
  env: NodeJS.ProcessEnv = {},
): Promise<Origin> {
  const [metricsPort] = await freePorts(1);
  const child = spawn(process.execPath, [path.join(distDir, 'server/index.js')], {
    cwd: path.dirname(distDir),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      METRICS_PORT: String(metricsPort),
      DIST_DIR: distDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const keep = (chunk: Buffer) => {
    // Only the start is kept, for an error's message: the request log of a long run is not.
    if (output.length < 20_000) output += chunk.toString();
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  await serverReady(child.stdout, { timeoutMs: START_TIMEOUT_MS }).catch(async (error: Error) => {
    // An output that ended ended with the process: its exit code says more than the missing line.
    const reason = child.stdout.readableEnded ? `exited with ${await exited}` : error.message;
    child.kill('SIGKILL');
    throw new Error(`origin ${release}: ${reason}:\n${output}`);
  });
  return {
    release,
    port,
    child,
    terminate: () => {
      child.kill('SIGTERM');
      return exited;
    },
    kill: () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
  };
}
