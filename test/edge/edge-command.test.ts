/**
 * `npm run edge` (build/edge.ts) as an operator runs it: a bad setting or a missing `varnishd` is one
 * line and exit 1; otherwise it starts the server and Varnish in front of it, keeps Varnish serving when
 * the server dies and says so, and Ctrl-C stops both. It runs the test run's build (`DIST_DIR`), never
 * the repository's `dist/`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { originVcl } from '../../build/edge-config';
import { freePort } from '../support/server-process';
import { describeEdge, send, waitFor } from '../support/varnish';

const root = path.resolve(import.meta.dirname, '../..');
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A running `npm run edge`: its output so far and its exit. */
interface EdgeCommand {
  child: ChildProcess;
  output(): string;
  exited: Promise<number | null>;
}

/** The ports of one run: the server's, its metrics' and Varnish's. */
interface Ports {
  PORT: string;
  METRICS_PORT: string;
  EDGE_PORT: string;
}

/**
 * Runs `build/edge.ts` as `npm run edge` does, on free loopback ports and the test run's build.
 *
 * @param env - settings to add or override
 * @returns the process and its ports
 */
async function runEdge(env: NodeJS.ProcessEnv = {}): Promise<EdgeCommand & { ports: Ports }> {
  const ports: Ports = {
    PORT: String(await freePort()),
    METRICS_PORT: String(await freePort()),
    EDGE_PORT: String(await freePort()),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'build/edge.ts'], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', DIST_DIR: inject('distDir'), ...ports, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited, ports };
}

/** Whether something accepts connections on a loopback port. */
function listening(port: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The lines `npm run edge` printed of its own (the server's JSON log lines and Varnish's left out). */
const ownLines = (output: string) => output.split('\n').filter((line) => line.startsWith('[edge]'));

describe('npm run edge, refusing to start', () => {
  it('names a bad EDGE_PORT in one line and exits 1', async () => {
    const taken = String(await freePort());
    for (const env of [{ EDGE_PORT: 'http' }, { EDGE_PORT: '70000' }, { EDGE_PORT: taken, PORT: taken }]) {
      const command = await runEdge(env);
      expect(await command.exited).toBe(1);
      expect(command.output().trim()).toBe(
        `Invalid setting EDGE_PORT="${env.EDGE_PORT}": expected a TCP port, 1-65535, other than PORT and METRICS_PORT`,
      );
    }
  });

  it('says in one line how to install varnishd when it cannot find it', async () => {
    const command = await runEdge({ VARNISHD: path.join(root, 'no-such-folder/varnishd') });
    expect(await command.exited).toBe(1);
    const lines = command.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^varnishd not found .*apt-get install varnish.*varnish:7 image/);
  });

  it('ships deploy/varnish/origin.vcl as the include it writes for a server on 127.0.0.1:3000', () => {
    const shipped = readFileSync(path.join(root, 'deploy/varnish/origin.vcl'), 'utf8');
    expect(shipped).toBe(originVcl({ host: '127.0.0.1', port: 3000 }));
  });
});

describeEdge('npm run edge', () => {
  /** Starts it and waits for its ready line. */
  async function ready(): Promise<Awaited<ReturnType<typeof runEdge>>> {
    const command = await runEdge();
    await waitFor(
      async () => ownLines(command.output()).join('\n'),
      (lines) => lines.includes('Edge ready'),
      { timeoutMs: 45_000 },
    ).catch((error: Error) => {
      // Its own line says only that the storefront stopped; the storefront's log lines say why.
      throw new Error(`${error.message}\nits output ends with:\n${command.output().slice(-2_000)}`);
    });
    return command;
  }

  it('serves the storefront through Varnish on EDGE_PORT, and Ctrl-C stops both', async () => {
    const command = await ready();
    const edge = `http://127.0.0.1:${command.ports.EDGE_PORT}`;
    expect(ownLines(command.output()).join('\n')).toContain(
      `Edge ready at http://localhost:${command.ports.EDGE_PORT}`,
    );
    const answers = [await send(`${edge}/shop?utm_source=a`), await send(`${edge}/shop?fbclid=b`)];
    expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
      [200, 'MISS'],
      [200, 'HIT'],
    ]);
    command.child.kill('SIGINT');
    expect(await command.exited).toBe(0);
    expect(await listening(command.ports.EDGE_PORT)).toBe(false);
    expect(await listening(command.ports.PORT)).toBe(false);
  });

  it('keeps Varnish serving its pages when the server dies, and says so', async () => {
    const command = await ready();
    const edge = `http://127.0.0.1:${command.ports.EDGE_PORT}`;
    const page = await send(`${edge}/about`);
    const pid = Number(/storefront \(pid (\d+)\)/.exec(ownLines(command.output()).join('\n'))?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    const notice = await waitFor(
      async () => ownLines(command.output()).join('\n'),
      (lines) => lines.includes('exited'),
    );
    expect(notice).toMatch(/The storefront \(pid \d+\) exited \(SIGKILL\)\. Varnish keeps serving/);
    const after = await send(`${edge}/about`);
    expect([after.status, after.text]).toEqual([200, page.text]);
    expect((await send(`${edge}/healthz`)).status).toBe(503);
    command.child.kill('SIGINT');
    expect(await command.exited).toBe(0);
    expect(await listening(command.ports.EDGE_PORT)).toBe(false);
  });
});
