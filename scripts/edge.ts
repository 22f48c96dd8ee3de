/**
 * `npm run edge`: the storefront behind a real shared cache (deploy/varnish/README.md). Builds when the
 * build is missing or older than the sources (as `npm start` does; a `DIST_DIR` given is served as it
 * is), starts the production server, then `varnishd` on `EDGE_PORT` (default 8080) with
 * `deploy/varnish/default.vcl` and an origin include pointing at that server.
 *
 * If the server dies, Varnish keeps running and serving its cached pages (stale for up to 24 h), and
 * this command says so. Ctrl-C (SIGINT) or SIGTERM stops both. A bad setting, or no `varnishd`, is
 * reported in one line and exits 1.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError } from '../server/config';
import { LIVENESS_PATH, METRICS_PATH } from '../server/http/policies';
import { buildUnlessCurrent } from './build-freshness';
import { defineCommand } from './command-line';
import {
  type EdgeConfig,
  loadEdgeConfig,
  prepareVarnishFolder,
  varnishdArgs,
  varnishMissing,
} from './edge-config';
import { serverReady } from './server-ready';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** How long the server and Varnish may take to answer through the edge, in ms. */
const START_TIMEOUT_MS = 30_000;
/** How long each child may take to stop after Ctrl-C before it is killed, in ms. */
const STOP_TIMEOUT_MS = 10_000;

/** Prints one line of this command's own, told apart from the server's JSON log lines. */
const say = (line: string) => console.log(`[edge] ${line}`);

defineCommand(
  'npm run edge',
  'The built storefront with Varnish in front (deploy/varnish/default.vcl), as a CDN would hold it: ' +
    'the server on PORT, Varnish on EDGE_PORT (default 8080). Ctrl-C stops both. ' +
    "Settings: the server's (.env.example), EDGE_PORT and VARNISHD.",
).parse();

let config: EdgeConfig;
try {
  config = loadEdgeConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const { varnishd } = config;
if (!varnishd) {
  console.error(varnishMissing(config.varnishdSetting));
  process.exit(1);
}

// The same rule as `npm start`; a DIST_DIR given is served as it is.
if (!process.env.DIST_DIR) buildUnlessCurrent(say);

const edgeUrl = `http://localhost:${config.edgePort}`;
const originUrl = `http://${config.origin.host}:${config.origin.port}`;
// Varnish's working folder, the VCL and the origin include, where its unprivileged worker can read them.
const scratch = prepareVarnishFolder(config.origin, 'storefront-edge-');

let stopping = false;
let origin: ChildProcess | null = null;
let varnish: ChildProcess | null = null;

/** Whether a child is still running. */
const running = (child: ChildProcess | null): child is ChildProcess =>
  child !== null && child.exitCode === null && child.signalCode === null;

/**
 * Stops a child and waits for it, killing it after {@link STOP_TIMEOUT_MS}.
 *
 * @param child - the process
 * @param signal - the first signal
 */
function stopChild(child: ChildProcess | null, signal: NodeJS.Signals): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill(signal);
  });
}

/**
 * Stops both processes, removes the scratch folder and exits.
 *
 * @param code - the exit code
 */
async function stopAll(code: number): Promise<never> {
  stopping = true;
  // SIGINT: the server stops at once, as under Ctrl-C in its own terminal (server/index.ts).
  await Promise.all([stopChild(origin, 'SIGINT'), stopChild(varnish, 'SIGTERM')]);
  rmSync(scratch, { recursive: true, force: true });
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (!stopping) say('Stopping the storefront and Varnish...');
    void stopAll(0);
  });

/** Starts the server and settles once it logs that it is ready; its output goes to this terminal. */
function startOrigin(): Promise<ChildProcess> {
  const dist = process.env.DIST_DIR ? path.resolve(process.env.DIST_DIR) : path.join(root, 'dist');
  const child = spawn(process.execPath, [path.join(dist, 'server/index.js')], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  });
  origin = child;
  child.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  return new Promise((resolve, reject) => {
    serverReady(child.stdout).then(() => resolve(child), reject);
    child.once('exit', (code) =>
      reject(new Error(`the storefront exited with code ${code} before it was ready`)),
    );
  });
}

/** Starts `varnishd` in front of the server; its output goes to this terminal. */
function startVarnish(binary: string): ChildProcess {
  const args = varnishdArgs({
    listen: config.listen,
    workDir: path.join(scratch, 'varnish'),
    vclDir: scratch,
  });
  const child = spawn(binary, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  varnish = child;
  return child;
}

/** Settles once a page answers through Varnish, or rejects when Varnish exits or time runs out. */
async function edgeAnswers(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  const probe = `http://127.0.0.1:${config.edgePort}${LIVENESS_PATH}`;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`varnishd exited (${child.signalCode ?? `code ${child.exitCode}`})`);
    const ok = await fetch(probe).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`nothing answered at ${probe} within ${START_TIMEOUT_MS / 1000} s`);
}

try {
  const server = await startOrigin();
  server.once('exit', (code, signal) => {
    if (stopping) return;
    say(
      `The storefront (pid ${server.pid}) exited (${signal ?? `code ${code}`}). Varnish keeps serving its cached ` +
        `pages at ${edgeUrl}, stale for up to 24 h, and ${LIVENESS_PATH} there fails. Ctrl-C stops Varnish.`,
    );
  });
  const edge = startVarnish(varnishd);
  edge.once('exit', (code, signal) => {
    if (stopping) return;
    say(`Varnish exited (${signal ?? `code ${code}`}); stopping the storefront.`);
    void stopAll(1);
  });
  await edgeAnswers(edge);
  say(
    `Edge ready at ${edgeUrl}: Varnish (pid ${edge.pid}) in front of the storefront (pid ${server.pid}) at ` +
      `${originUrl}; metrics at http://${config.origin.host}:${config.server.metricsPort}${METRICS_PATH}. ` +
      'Ctrl-C stops both.',
  );
} catch (error) {
  if (!stopping) {
    say(`Could not start: ${(error as Error).message}.`);
    await stopAll(1);
  }
}
