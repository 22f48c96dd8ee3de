/**
 * The production server process (`server/index.js` of the build) as a platform runs it: it drains on SIGTERM
 * the way a load balancer expects, exits non-zero on a crash, a bad setting or a failed listen, never
 * leaks files to a client that pipelines and disappears, and runs React in production mode.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, get as httpGet } from 'node:http';
import { type AddressInfo, connect, createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../scripts/harness/server-process';
import { SERVER_LIMITS } from '../../server/config';

/** The server bundle of the test run's build (`test/support/test-build.ts`). */
const server = path.join(inject('distDir'), 'server/index.js');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

/** A spawned server process: its output so far, its exit, and the end of its output. */
interface ServerProcess {
  child: ChildProcess;
  /** Settles when the process exits, with its exit code. */
  exited: Promise<{ code: number | null }>;
  /** Settles once the process has exited and all its output has been read, with its exit code. */
  finished: Promise<{ code: number | null }>;
  /** Everything it has printed so far, stdout and stderr. */
  output(): string;
}

/** The line the server logs as soon as SIGTERM has made readiness fail. */
const DRAINING = 'draining: readiness fails';

/** Spawns the built server with extra environment; collects its output and reports its exit. */
async function spawnServer(env: Record<string, string>, extraArgs: string[] = []): Promise<ServerProcess> {
  expect(existsSync(server), 'run npm run build first').toBe(true);
  const metricsPort = String(await freePort());
  const child = spawn(process.execPath, [...extraArgs, server], {
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', METRICS_PORT: metricsPort, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const exited = new Promise<{ code: number | null }>((resolve) => {
    child.once('exit', (code) => resolve({ code }));
  });
  const finished = new Promise<{ code: number | null }>((resolve) => {
    child.once('close', (code) => resolve({ code }));
  });
  return { child, exited, finished, output: () => output };
}

/**
 * Reads the process's output until `text` appears.
 *
 * @param proc - a process from {@link spawnServer}
 * @param text - what to wait for
 * @returns settles once the process has printed `text`; rejects, with its output, if it ends first
 */
function untilPrinted(proc: ServerProcess, text: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const streams = [proc.child.stdout, proc.child.stderr];
    const check = () => {
      if (!proc.output().includes(text)) return;
      for (const stream of streams) stream?.off('data', check);
      resolve();
    };
    for (const stream of streams) stream?.on('data', check);
    proc.finished.then(() => reject(new Error(`ended before printing "${text}": ${proc.output()}`)));
    check();
  });
}

/** Number of file descriptors the process holds open (Linux `/proc`). */
function openFds(pid: number | undefined): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Status of `GET /healthz` on a connection of its own, closed after the answer (as a probe does). */
function healthzStatus(port: number): Promise<number | undefined> {
  return new Promise((resolve, reject) => {
    const req = httpGet({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
    });
    req.on('error', reject);
  });
}

/**
 * Starts the built server on a random loopback port; resolves once it prints that it is ready and has
 * answered a request. The server installs its signal handlers just after printing; answering a request
 * takes a turn of its event loop, which comes only after that. The request's connection is closed, so
 * no test starts with a connection already open.
 */
async function start(extraArgs: string[] = [], env: Record<string, string> = {}) {
  const port = await freePort();
  const metricsPort = await freePort();
  const ports = { PORT: String(port), METRICS_PORT: String(metricsPort) };
  const proc = await spawnServer({ ...ports, ...env }, extraArgs);
  await untilPrinted(proc, 'Storefront ready');
  expect(await healthzStatus(port), 'the ready server answers /healthz').toBe(200);
  return { ...proc, port, metricsPort };
}

/** Writes `data` to a socket and settles once it has been handed to the operating system. */
function written(socket: Socket, data: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    socket.write(data, (error) => (error ? reject(error) : resolve()));
  });
}

/** Opens a raw TCP connection and collects what the server sends. */
function rawSocket(port: number) {
  const socket = connect(port, '127.0.0.1');
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  return { socket, received: () => received, closed };
}

/** How every HTTP/1.1 response starts: counting it counts the answers on a connection. */
const STATUS_LINE_START = 'HTTP/1.1 ';

describe('the server process', () => {
  describe('on SIGTERM', () => {
    it('fails readiness at once, serves through the grace period, finishes in-flight requests, exits 0', async () => {
      const proc = await start([], { SHUTDOWN_GRACE_MS: '1500' });
      const { child, port, exited } = proc;
      // An in-flight request: headers started but not finished when the signal arrives.
      const busy = rawSocket(port);
      await written(busy.socket, 'GET /about HTTP/1.1\r\nHost: localhost\r\n');

      const signalled = Date.now();
      child.kill('SIGTERM');
      await untilPrinted(proc, DRAINING);
      const readyz = await fetch(`http://127.0.0.1:${port}/readyz`);
      expect(readyz.status).toBe(503);
      const page = await fetch(`http://127.0.0.1:${port}/shop`);
      expect(page.status, 'new connections are still served during the grace period').toBe(200);
      expect(page.headers.get('connection')).toBe('close');

      busy.socket.write('\r\n');
      await expect.poll(() => busy.received(), { timeout: 5000 }).toContain('</html>');
      expect(busy.received()).toMatch(/^HTTP\/1\.1 200 OK/);

      const { code } = await exited;
      expect(code).toBe(0);
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
    }, 30_000);

    it('lets keep-alive clients that keep sending finish without a connection reset', async () => {
      const proc = await start([], { SHUTDOWN_GRACE_MS: '1000' });
      const { child, port, exited } = proc;
      const agent = new Agent({ keepAlive: true, maxSockets: 4 });
      const errors: string[] = [];
      let answered = 0;
      let stop = false;
      const client = async () => {
        while (!stop) {
          await new Promise<void>((resolve) => {
            const req = httpGet({ host: '127.0.0.1', port, path: '/healthz', agent }, (res) => {
              res.resume();
              res.on('end', () => {
                answered++;
                resolve();
              });
            });
            req.on('error', (error: NodeJS.ErrnoException) => {
              // After the grace period the listener is closed: a refused connection is expected there.
              if (error.code !== 'ECONNREFUSED') errors.push(error.code ?? error.message);
              else stop = true;
              resolve();
            });
          });
        }
      };
      const clients = [client(), client(), client(), client()];
      await expect.poll(() => answered, { message: 'the clients are sending' }).toBeGreaterThan(0);
      child.kill('SIGTERM');
      await untilPrinted(proc, DRAINING);
      const answeredBeforeDraining = answered;
      // Twenty answers take milliseconds: the 1 s grace period is far from over, the listener still open.
      await expect
        .poll(() => answered - answeredBeforeDraining, { message: 'answers while draining' })
        .toBeGreaterThanOrEqual(20);
      stop = true;
      await Promise.all(clients);
      agent.destroy();
      expect(errors).toEqual([]);
      expect(answered).toBeGreaterThan(20);
      expect((await exited).code).toBe(0);
    }, 30_000);
  });

  it('logs an uncaught exception and exits non-zero so the supervisor restarts it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'crash-'));
    const crash = path.join(dir, 'crash.mjs');
    // Preloaded before the server: throws from a signal handler, outside any request, when the test
    // sends SIGUSR2 to the ready server.
    writeFileSync(crash, "process.on('SIGUSR2', () => { throw new Error('simulated crash'); });\n");
    try {
      const proc = await start(['--import', crash]);
      proc.child.kill('SIGUSR2');
      const { finished, output } = proc;
      const { code } = await finished;
      expect(code).toBe(1);
      expect(output()).toContain('uncaught exception');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);

  it('drops 1,000 pipelined asset requests of a client that disconnects: open files return to baseline', async () => {
    const { child, port } = await start();
    // Warm up the asset route so lazily opened descriptors (none expected) are part of the baseline.
    await fetch(`http://127.0.0.1:${port}/og-image.png`).then((res) => res.arrayBuffer());
    const baseline = openFds(child.pid);
    const flood = connect(port, '127.0.0.1');
    await once(flood, 'connect');
    await new Promise<void>((resolve) =>
      flood.write('GET /og-image.png HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(1000), () => resolve()),
    );
    flood.destroy();
    await expect
      .poll(() => openFds(child.pid), { timeout: 5000, interval: 100 })
      .toBeLessThanOrEqual(baseline);
  }, 30_000);

  // The order of answers, not a time: on a busy machine every answer is slower, health checks included,
  // but a health check must never wait behind the pages a client has queued on its connection.
  it("answers /healthz while a client pipelines 1,000 page requests, before that client's pages", async () => {
    const { port } = await start();
    const flood = connect(port, '127.0.0.1');
    let floodResponses = 0;
    let carry = '';
    flood.on('data', (chunk: Buffer) => {
      // Status lines may be split between chunks: the last 8 characters are searched again.
      const text = carry + chunk.toString('latin1');
      floodResponses += text.split(STATUS_LINE_START).length - 1;
      carry = text.slice(-(STATUS_LINE_START.length - 1));
    });
    const floodAnswered = once(flood, 'data');
    await once(flood, 'connect');
    flood.write('GET /shop HTTP/1.1\r\nHost: x\r\n\r\n'.repeat(1000));
    // The first page of the flood has been sent: the server is busy working through the rest.
    await floodAnswered;
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    const pagesBeforeHealth = floodResponses;
    flood.destroy();
    expect(res.status).toBe(200);
    // One connection carries at most SERVER_LIMITS.maxRequestsPerSocket pages; all of them were owed.
    expect(pagesBeforeHealth).toBeLessThan(SERVER_LIMITS.maxRequestsPerSocket);
  }, 30_000);

  it('exits 1 with one line naming HOST, PORT and the cause when the port is busy', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
    const { port } = busy.address() as AddressInfo;
    try {
      const { finished, output } = await spawnServer({ PORT: String(port) });
      const { code } = await finished;
      expect(code).toBe(1);
      expect(output()).toContain(`Cannot listen on HOST=127.0.0.1 PORT=${port}: EADDRINUSE`);
      expect(output()).not.toContain('Storefront ready');
    } finally {
      busy.close();
    }
  }, 30_000);

  it('exits 1 with one line naming METRICS_PORT and the cause when the metrics port is busy', async () => {
    const busy = createServer();
    await new Promise<void>((resolve) => busy.listen(0, '127.0.0.1', () => resolve()));
    const { port } = busy.address() as AddressInfo;
    try {
      const { finished, output } = await spawnServer({
        PORT: String(await freePort()),
        METRICS_PORT: String(port),
      });
      expect((await finished).code).toBe(1);
      expect(output()).toContain(`Cannot listen on HOST=127.0.0.1 METRICS_PORT=${port}: EADDRINUSE`);
      expect(output()).not.toContain('Storefront ready');
    } finally {
      busy.close();
    }
  }, 30_000);

  it('serves Prometheus metrics on METRICS_PORT, with the process figures, and never on PORT', async () => {
    const { port, metricsPort } = await start();
    expect((await fetch(`http://127.0.0.1:${port}/shop`)).status).toBe(200);
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('http_request_duration_seconds_count{route="/shop",status_code="200"} 1');
    expect(text).toMatch(/^process_resident_memory_bytes \d+/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds [\d.e-]+/m);
    expect((await fetch(`http://127.0.0.1:${metricsPort}/healthz`)).status).toBe(200);
  }, 30_000);

  it('exits 1 with one line naming a bad setting, its value and what is accepted', async () => {
    const { finished, output } = await spawnServer({ PORT: 'abc', SITE_URL: 'not a url' });
    expect((await finished).code).toBe(1);
    const lines = output().trim().split('\n');
    expect(lines, output()).toHaveLength(2);
    expect(
      lines.filter((line) => /Invalid setting PORT=\\"abc\\": expected a TCP port/.test(line)),
      output(),
    ).toHaveLength(1);
    expect(
      lines.filter((line) =>
        /Invalid setting SITE_URL=\\"not a url\\": expected the public origin/.test(line),
      ),
      output(),
    ).toHaveLength(1);
    expect(output()).not.toMatch(/TypeError|\n\s+at /);
  }, 30_000);

  it("bundles React's production build into the server, whatever NODE_ENV says at run time", () => {
    const bundle = readFileSync(server, 'utf8');
    expect(bundle).toMatch(/react-dom-server\.node\.production\.js/);
    expect(bundle).toMatch(/react\/cjs\/react\.production\.js/);
    expect(bundle).not.toMatch(/\.development\.js/);
    expect(bundle).not.toMatch(/from ["']react(-dom)?(\/[\w/]+)?["']/);
  });
});
