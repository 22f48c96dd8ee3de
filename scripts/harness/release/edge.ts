/**
 * The edge of a release rehearsal: `varnishd` with `deploy/varnish/default.vcl`, as `npm run edge` runs
 * it (`scripts/edge-config.ts`), whose origin include is a round-robin director over every origin
 * address the rollout will use, as a Service spreads requests over its ready pods. Each origin is
 * probed on {@link READINESS_PATH}, the Deployment's readiness probe, so an origin that is not started yet, or
 * drains after SIGTERM, gets no new request. An asset one origin answers 404 (default.vcl retries it)
 * is asked of the others in turn, by a shard director's alternatives.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { promisify } from 'node:util';
import { READINESS_PATH } from '../../../server/http/policies';
import {
  findVarnishd,
  type OriginAddress,
  prepareVarnishFolder,
  varnishdArgs,
  varnishMissing,
} from '../../edge-config';
import { freePorts } from './origins';

const run = promisify(execFile);

/** How often Varnish asks each origin's {@link READINESS_PATH}, in ms: an origin draining after SIGTERM serves 5 s. */
const PROBE_INTERVAL_MS = 500;

/**
 * The origin include of a pool: a {@link READINESS_PATH} probe, one backend per address, a round-robin director
 * `storefront_pool` that every request starts with, and on a retry (an asset an origin lacked) the
 * retry-th alternative of a shard director, so successive retries ask distinct ready origins.
 *
 * @param origins - every address an origin of the rollout listens on, in order
 * @returns VCL text, for the name `origin.vcl` beside default.vcl
 */
export function originPoolVcl(origins: readonly OriginAddress[]): string {
  const names = origins.map((_, index) => `origin_${index}`);
  const backends = origins.flatMap((origin, index) => [
    `backend ${names[index]} {`,
    `    .host = "${origin.host}";`,
    `    .port = "${origin.port}";`,
    '    .probe = storefront_ready;',
    '    .connect_timeout = 1s;',
    '    .first_byte_timeout = 10s;',
    '    .between_bytes_timeout = 5s;',
    '}',
  ]);
  return [
    `# The origins of a rolling release: every address its pods will have, each probed on ${READINESS_PATH}.`,
    'import directors;',
    'probe storefront_ready {',
    `    .url = "${READINESS_PATH}";`,
    `    .interval = ${PROBE_INTERVAL_MS}ms;`,
    '    .timeout = 1s;',
    '    .window = 3;',
    '    .threshold = 2;',
    // Not started yet is not ready: a new origin gets requests once two probes of three pass.
    '    .initial = 0;',
    '}',
    ...backends,
    'sub vcl_init {',
    '    new storefront_pool = directors.round_robin();',
    '    new storefront_by_url = directors.shard();',
    ...names.flatMap((name) => [
      `    storefront_pool.add_backend(${name});`,
      `    storefront_by_url.add_backend(${name});`,
    ]),
    '    storefront_by_url.reconfigure();',
    '}',
    'sub vcl_recv {',
    '    set req.backend_hint = storefront_pool.backend();',
    '}',
    'sub vcl_backend_fetch {',
    '    if (bereq.retries > 0) {',
    '        set bereq.backend = storefront_by_url.backend(by=URL, alt=bereq.retries - 1, healthy=ALL);',
    '    }',
    '}',
    '',
  ].join('\n');
}

/** A running edge in front of a pool of origins. */
export interface PoolEdge {
  /** e.g. `http://127.0.0.1:41235` */
  url: string;
  /** Whether Varnish's probe finds each origin ready, by port. */
  readiness(): Promise<Map<number, boolean>>;
  /** Drops every stored object, as after a deploy (`BAN /`, README.md "Deploy"); settles with the status. */
  purge(): Promise<number>;
  /** What varnishd printed. */
  output(): string;
  stop(): Promise<void>;
}

/** `varnishadm`, beside `varnishd` or on the PATH. */
function varnishadmBeside(varnishd: string): string {
  const folders = ['/usr/bin', path.dirname(varnishd), ...(process.env.PATH ?? '').split(':')];
  const found = folders.map((folder) => path.join(folder, 'varnishadm')).find((file) => existsSync(file));
  if (!found) throw new Error('varnishadm not found (it comes with varnishd)');
  return found;
}

/**
 * Starts `varnishd` with the reference VCL and a pool include ({@link originPoolVcl}) on a free port.
 *
 * @param origins - every origin address of the rollout
 * @returns the running edge
 * @throws Error with the install line when `varnishd` is missing, or varnishd's output when it exits
 */
export async function startPoolEdge(origins: readonly OriginAddress[]): Promise<PoolEdge> {
  const varnishd = findVarnishd(process.env.VARNISHD ?? '', process.env.PATH ?? '');
  if (!varnishd) throw new Error(varnishMissing(process.env.VARNISHD ?? ''));
  const [first] = origins;
  if (!first) throw new Error('a pool needs one origin address at least');
  // The folder and the single-origin include of `npm run edge`; the include is then replaced by the pool's.
  const scratch = prepareVarnishFolder(first, 'storefront-release-');
  writeFileSync(path.join(scratch, 'origin.vcl'), originPoolVcl(origins));
  const [port] = await freePorts(1);
  const workDir = path.join(scratch, 'varnish');
  // The reference VCL's liveness probe is for a single origin; the pool probes readiness instead.
  const args = [
    ...varnishdArgs({ listen: `127.0.0.1:${port}`, workDir, vclDir: scratch, storageMiB: 128 }),
    '-p',
    'vcc_err_unref=off',
  ];
  const child: ChildProcess = spawn(varnishd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(scratch, { recursive: true, force: true });
  };
  const admin = varnishadmBeside(varnishd);
  const readiness = async () => {
    const { stdout } = await run(admin, ['-n', workDir, 'backend.list']);
    const ready = new Map<number, boolean>();
    for (const [index, origin] of origins.entries()) {
      const line = stdout.split('\n').find((row) => new RegExp(`\\.origin_${index}\\s`).test(row));
      ready.set(origin.port, /\bhealthy\b/.test(line ?? ''));
    }
    return ready;
  };
  const url = `http://127.0.0.1:${port}`;
  const purge = () =>
    new Promise<number>((resolve, reject) => {
      const req = request(`${url}/`, { method: 'BAN', agent: false }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      });
      req.on('error', reject);
      req.end();
    });
  try {
    await untilAdminAnswers(admin, workDir, child);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}\n${output}`);
  }
  return { url, readiness, purge, output: () => output, stop };
}

/** Settles once `varnishadm` reaches the running Varnish (its VCL compiled and loaded). */
async function untilAdminAnswers(admin: string, workDir: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('varnishd exited');
    const answered = await run(admin, ['-n', workDir, 'status']).then(
      ({ stdout }) => stdout.includes('running'),
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('varnishd did not start within 20 s');
}
