/**
 * Helpers of the edge tests (`test/edge/`): a real `varnishd`, started with the arguments and the origin
 * include `npm run edge` uses (`scripts/edge-config.ts`, `deploy/varnish/default.vcl`); a stub origin whose
 * lifetimes are seconds, for the freshness rules; a raw HTTP client (any method, any local address,
 * bodies as sent); and polling. The origin's counts from its metrics are in `metrics.ts`.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { onExit } from 'signal-exit';
import { describe } from 'vitest';
import { CACHE_CONTROL, LIVENESS_PATH } from '../../server/http/policies';
import {
  findVarnishd,
  type OriginAddress,
  prepareVarnishFolder,
  varnishdArgs,
  varnishMissing,
} from '../edge-config';
import { cpuMsOf, freePort } from './server-process';

const run = promisify(execFile);

/** The `varnishd` program found as `npm run edge` finds it, or null. */
export const VARNISHD: string | null = findVarnishd(process.env.VARNISHD ?? '', process.env.PATH ?? '');

/**
 * `describe` for suites that need Varnish. In CI (`CI=true`) it never skips, so a missing `varnishd`
 * fails the run; elsewhere a machine without Varnish skips the suites.
 */
export const describeEdge: ReturnType<typeof describe.skipIf> = describe.skipIf(
  !VARNISHD && process.env.CI !== 'true',
);

/** `varnishadm`, Varnish's command line, beside `varnishd` or on the PATH. */
function varnishadm(): string {
  const folders = [
    ...(process.env.PATH ?? '').split(':'),
    '/usr/bin',
    path.dirname(VARNISHD ?? '/usr/sbin/x'),
  ];
  const found = folders.map((folder) => path.join(folder, 'varnishadm')).find((file) => existsSync(file));
  if (!found) throw new Error('varnishadm not found (it comes with varnishd)');
  return found;
}

/** A trusted address of the VCL's `purgers` ACL, and one outside it (still loopback on Linux). */
export const TRUSTED_ADDRESS = '127.0.0.1';
export const UNTRUSTED_ADDRESS = '127.0.0.2';

/**
 * The host and port of an `http://host:port` origin.
 *
 * @param origin - e.g. `http://127.0.0.1:41234`
 * @returns the backend address
 */
export function addressOf(origin: string): OriginAddress {
  const url = new URL(origin);
  return { host: url.hostname, port: Number(url.port) };
}

/** A running Varnish. */
export interface Edge {
  /** e.g. `http://127.0.0.1:41235` */
  origin: string;
  /** What varnishd printed so far. */
  output(): string;
  /** What Varnish's probe says of the origin now (`varnishadm backend.list`). */
  originHealth(): Promise<'healthy' | 'sick'>;
  /** CPU time Varnish has used so far, its manager and its worker process, in ms (Linux /proc). */
  cpuMs(): number;
  /** Stops it and removes its working folder. */
  stop(): Promise<void>;
}

/**
 * Waits until a TCP port on 127.0.0.1 accepts connections (without sending a request, so no origin
 * is asked anything).
 *
 * @param port - the port
 * @param child - the process that should open it; its exit ends the wait
 * @param timeoutMs - how long to wait, in ms
 * @throws Error when the process exits or the time runs out
 */
async function untilListening(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error('varnishd exited');
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`varnishd did not listen on port ${port} in ${timeoutMs} ms`);
}

/** Options of {@link startEdge}. */
export interface EdgeOptions {
  /** A CPU to keep Varnish on (`taskset`), as the benchmarks pin the server (default: any). */
  cpu?: number;
  /** Cache size in MiB (default 64). */
  storageMiB?: number;
}

/**
 * Starts `varnishd` with the reference VCL in front of an origin, on a free loopback port, in a
 * working folder of its own (`-n`), as `npm run edge` does.
 *
 * @param backend - where the origin listens
 * @param options - a CPU to pin it to, the cache size
 * @returns the running edge
 * @throws Error when `varnishd` is missing (the line says how to install it) or does not start in 20 s
 */
export async function startEdge(backend: OriginAddress, options: EdgeOptions = {}): Promise<Edge> {
  if (!VARNISHD) throw new Error(varnishMissing(process.env.VARNISHD ?? ''));
  const scratch = prepareVarnishFolder(backend, 'storefront-edge-test-');
  const port = await freePort();
  const args = varnishdArgs({
    listen: `127.0.0.1:${port}`,
    workDir: path.join(scratch, 'varnish'),
    vclDir: scratch,
    storageMiB: options.storageMiB ?? 64,
  });
  const command =
    options.cpu === undefined ? [VARNISHD] : ['taskset', '--cpu-list', String(options.cpu), VARNISHD];
  const [program = VARNISHD, ...programArgs] = command;
  const child = spawn(program, [...programArgs, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  // A run ended by a signal (Ctrl+C, a job's time-out) skips its teardown: varnishd runs apart from the
  // test's process and would stay, holding its port and its share of the CPU.
  const removeExitHandler = onExit(() => {
    child.kill('SIGTERM');
    rmSync(scratch, { recursive: true, force: true });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      removeExitHandler();
      const done = () => {
        rmSync(scratch, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  try {
    await untilListening(port, child, 20_000);
  } catch (error) {
    await stop();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
  const originHealth = async () => {
    const { stdout } = await run(varnishadm(), ['-n', path.join(scratch, 'varnish'), 'backend.list']);
    return /\bsick\b/.test(stdout) ? ('sick' as const) : ('healthy' as const);
  };
  const cpuMs = () => {
    const children = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/);
    const pids = [child.pid, ...children.filter(Boolean).map(Number)];
    return pids.reduce<number>((sum, pid) => sum + cpuMsOf(pid), 0);
  };
  return { origin: `http://127.0.0.1:${port}`, output: () => output, originHealth, cpuMs, stop };
}

/** An HTTP answer as it arrived. */
export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (compressed when `Content-Encoding` says so). */
  body: Buffer;
  /** The body as text, unzipped when it came gzipped. */
  text: string;
  /** From sending the request to the end of the body, in ms. */
  ms: number;
  /** `X-Cache`: HIT, MISS or STALE (empty when absent). */
  cache: string;
  /** `Age` in seconds (0 when absent). */
  age: number;
}

/** Options of {@link send}. */
export interface SendOptions {
  /** Any method, e.g. `PURGE` or `BAN` (default GET). */
  method?: string;
  headers?: Record<string, string>;
  /** The local address to connect from, e.g. {@link UNTRUSTED_ADDRESS}. */
  localAddress?: string;
}

/**
 * Sends one request over a new connection and reads the whole answer, body untouched.
 *
 * @param url - an absolute http URL
 * @param options - method, headers and local address
 * @returns the answer
 * @throws Error when the connection fails
 */
export function send(url: string, options: SendOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const gzipped = res.headers['content-encoding'] === 'gzip' && body.length > 0;
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: (gzipped ? gunzipSync(body) : body).toString(),
            ms: performance.now() - started,
            cache: String(res.headers['x-cache'] ?? ''),
            age: Number(res.headers.age ?? 0),
          });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/**
 * Asks again and again until the check accepts a value.
 *
 * @param attempt - produces a value, e.g. an answer
 * @param accept - whether that value is the one waited for
 * @param options.timeoutMs - how long to keep trying, in ms (default 15,000)
 * @param options.intervalMs - pause between attempts, in ms (default 100)
 * @returns the accepted value
 * @throws Error naming the last value when the time runs out
 */
export async function waitFor<T>(
  attempt: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 15_000, intervalMs = 100 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt();
    if (accept(value)) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms; last: ${summary(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** A short description of a polled value for a failure message. */
function summary(value: unknown): string {
  if (value && typeof value === 'object' && 'status' in value) {
    const answer = value as Answer;
    return `${answer.status} X-Cache: ${answer.cache} Age: ${answer.age} ${answer.text.slice(0, 80)}`;
  }
  return JSON.stringify(value);
}

/** How one path of the {@link StubOrigin} answers. */
export interface StubRoute {
  /** Status code (default 200). */
  status?: number;
  /** `Cache-Control` (default {@link STUB_CACHE_CONTROL}). */
  cacheControl?: string;
  /** More headers, e.g. `Set-Cookie` or `Retry-After`. */
  headers?: Record<string, string>;
  /** How long it takes to answer, in ms (default 0). */
  delayMs?: number;
}

/** How long the stub's pages stay fresh in a shared cache, in seconds: the storefront's are 60 s. */
const STUB_SHARED_SECONDS = 1;

/**
 * The storefront's page policy ({@link CACHE_CONTROL}.page; README.md, "A CDN in front"), with its
 * `s-maxage` shortened to {@link STUB_SHARED_SECONDS}, so the freshness tests wait seconds, not minutes.
 * Everything else (browsers revalidate, the stale-while-revalidate window) is the storefront's own.
 */
export const STUB_CACHE_CONTROL: string = withSharedMaxAge(CACHE_CONTROL.page, STUB_SHARED_SECONDS);

/**
 * A `Cache-Control` value with its `s-maxage` directive set to another lifetime.
 *
 * @param cacheControl - a value that has an `s-maxage` directive, e.g. {@link CACHE_CONTROL}.page
 * @param seconds - the new `s-maxage`
 * @returns the same directives, `s-maxage` changed
 * @throws Error when the value has no `s-maxage`: the stub would not be the storefront's policy
 */
function withSharedMaxAge(cacheControl: string, seconds: number): string {
  const directive = /\bs-maxage=\d+/;
  if (!directive.test(cacheControl))
    throw new Error(`no s-maxage in the page's Cache-Control: ${cacheControl}`);
  return cacheControl.replace(directive, `s-maxage=${seconds}`);
}

/** A small origin whose answers say how many times it was asked. */
export interface StubOrigin {
  origin: string;
  /** Sets how a path answers from now on. */
  route(path: string, route: StubRoute): void;
  /** How many requests for a path (query included) reached it. */
  hits(path: string): number;
  /** Closes it and every connection to it: the origin is down. */
  stop(): Promise<void>;
}

/**
 * Starts a stub origin on a free loopback port. {@link LIVENESS_PATH} answers 200 `ok` with the storefront's
 * probe `Cache-Control` ({@link CACHE_CONTROL}.health); any other path answers `<path> #<n>` (the n-th
 * request for it) as its {@link StubRoute} says.
 *
 * The storefront's `s-maxage` is 60 s: waiting for it in every freshness test would take minutes, and
 * Varnish can lengthen a lifetime but not shorten the one the origin gives. So the rules about time
 * (stale-while-revalidate, stale-if-error, the one background refresh) are tested against this origin
 * with {@link STUB_CACHE_CONTROL}, the storefront's with a one-second `s-maxage`; the storefront itself is tested
 * for keys, hits, headers, purges, 503s and renders.
 *
 * @returns the running stub
 */
export async function startStubOrigin(): Promise<StubOrigin> {
  const routes = new Map<string, StubRoute>();
  const counts = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === LIVENESS_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/plain', 'Cache-Control': CACHE_CONTROL.health }).end('ok');
      return;
    }
    const hit = (counts.get(url) ?? 0) + 1;
    counts.set(url, hit);
    const route = routes.get(url.split('?')[0] ?? url) ?? {};
    setTimeout(() => {
      res
        .writeHead(route.status ?? 200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Cache-Control': route.cacheControl ?? STUB_CACHE_CONTROL,
          Vary: 'Accept-Encoding',
          ...route.headers,
        })
        .end(`${url} #${hit}`);
    }, route.delayMs ?? 0);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    route: (path, route) => routes.set(path, route),
    hits: (path) => counts.get(path) ?? 0,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
