/**
 * Shared helpers of the benchmark scripts: start the production server as a child process on a free
 * loopback port, read its resident memory, and stop it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A running production server. */
export interface RunningServer {
  origin: string;
  child: ChildProcess;
  /** Resident set size of the server process in bytes (Linux /proc). */
  rss(): number;
  stop(): Promise<void>;
}

/** Finds a free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * Starts `dist/server/index.js` with NODE_ENV=production on loopback and waits until it is ready.
 *
 * @returns the origin, the child process, an RSS reader and a stop function
 * @throws Error when the server does not report readiness within 15 s
 */
export async function startProductionServer(): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/server/index.js'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SHUTDOWN_GRACE_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in 15 s')), 15_000);
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Storefront ready')) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
  // Request logs go to stdout; drain them so the pipe never fills and stalls the server.
  child.stdout?.resume();
  return {
    origin: `http://127.0.0.1:${port}`,
    child,
    rss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb * 1024;
    },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
