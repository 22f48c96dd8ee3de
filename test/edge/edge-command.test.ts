/**
 * `npm run edge` (scripts/edge.ts) as an operator runs it: a bad setting or a missing `varnishd` is one
 * line and exit 1; otherwise it starts the server and Varnish in front of it, keeps Varnish serving when
 * the server dies and says so, and Ctrl-C stops both. It runs the test run's build (`DIST_DIR`), never
 * the repository's `dist/`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, inject, it } from 'vitest';
import { originVcl } from '../../scripts/edge-config';
import { freePort } from '../../scripts/harness/server-process';
import { describeEdge, send, waitFor } from '../../scripts/harness/varnish';

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

/** Where and as whom {@link runEdge} runs the command. */
interface RunOptions {
  /** The checkout to run it from (default: this one). */
  checkout?: string;
  /** The build to serve (default: the test run's). */
  distDir?: string;
  /** A user id and group id to run as, instead of this process's. */
  user?: { uid: number; gid: number };
}

/**
 * Runs `scripts/edge.ts` as `npm run edge` does, on free loopback ports and the test run's build.
 *
 * @param env - settings to add or override
 * @param options - another checkout, build or user
 * @returns the process and its ports
 */
async function runEdge(
  env: NodeJS.ProcessEnv = {},
  options: RunOptions = {},
): Promise<EdgeCommand & { ports: Ports }> {
  const ports: Ports = {
    PORT: String(await freePort()),
    METRICS_PORT: String(await freePort()),
    EDGE_PORT: String(await freePort()),
  };
  const distDir = options.distDir ?? inject('distDir');
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/edge.ts'], {
    cwd: options.checkout ?? root,
    env: { ...process.env, HOST: '127.0.0.1', DIST_DIR: distDir, ...ports, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options.user,
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

/**
 * Starts `npm run edge` and waits for its ready line. When the command exits first (Varnish or the
 * server could not start), fails at once with what it printed, not when the wait runs out.
 *
 * @param env - settings to add or override
 * @param options - another checkout, build or user
 * @returns the running command
 * @throws Error with the command's output when it exits or is not ready within 45 s
 */
async function ready(
  env: NodeJS.ProcessEnv = {},
  options: RunOptions = {},
): Promise<Awaited<ReturnType<typeof runEdge>>> {
  const command = await runEdge(env, options);
  const readyLine = waitFor(
    async () => ownLines(command.output()).join('\n'),
    // Stops waiting when the command exits: its output then says why.
    (lines) => lines.includes('Edge ready') || command.child.exitCode !== null,
    { timeoutMs: 45_000 },
  );
  try {
    await readyLine;
    if (command.child.exitCode !== null)
      throw new Error(`npm run edge exited with code ${command.child.exitCode}`);
  } catch (error) {
    // Its own line says only that Varnish or the storefront stopped; their lines say why.
    throw new Error(`${(error as Error).message}\nits output ends with:\n${command.output().slice(-2_000)}`);
  }
  return command;
}

describeEdge('npm run edge', () => {
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

/** The parts of the project `npm run edge` reads, besides `node_modules` and the build. */
const EDGE_SOURCES = ['scripts', 'server', 'shared', 'deploy', 'package.json', 'tsconfig.json'];

/**
 * Copies what `npm run edge` reads into a new checkout inside a private folder, as `mktemp -d` makes one
 * (mode 0700): the sources, the test run's build and `node_modules`. For this process's own user,
 * `node_modules` is a link to this checkout's. For another user it is a copy of hard links (no bytes
 * copied; a full copy where the folders are on different file systems): this checkout may itself sit in
 * a private folder that user cannot enter, as a clean clone in `mktemp -d` does.
 *
 * @param owner - the user to hand the folder and the sources to, or none to keep this process's
 * @returns the private folder and the checkout inside it
 */
function privateCheckout(owner?: { uid: number; gid: number }): { parent: string; checkout: string } {
  const parent = mkdtempSync(path.join(tmpdir(), 'storefront-private-'));
  expect(statSync(parent).mode & 0o777).toBe(0o700);
  const checkout = path.join(parent, 'storefront');
  for (const source of EDGE_SOURCES)
    cpSync(path.join(root, source), path.join(checkout, source), { recursive: true });
  cpSync(inject('distDir'), path.join(checkout, 'dist'), { recursive: true });
  const modules = path.join(root, 'node_modules');
  if (!owner) {
    symlinkSync(modules, path.join(checkout, 'node_modules'));
    return { parent, checkout };
  }
  // Before node_modules is there: its hard links share their files with this checkout's, which stay root's.
  execFileSync('chown', ['-R', '--no-dereference', `${owner.uid}:${owner.gid}`, parent]);
  try {
    execFileSync('cp', ['-al', modules, path.join(checkout, 'node_modules')]);
  } catch {
    execFileSync('cp', ['-a', modules, path.join(checkout, 'node_modules')]);
  }
  return { parent, checkout };
}

/** The unprivileged account every Debian system has. */
const NOBODY = { uid: 65534, gid: 65534 };
const asRoot = process.getuid?.() === 0;

describeEdge('npm run edge from a checkout inside a private (0700) folder', () => {
  const folders: string[] = [];
  afterAll(() => {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  });

  /** Starts the edge from a private checkout, as `owner` if given, and checks a page comes through Varnish. */
  async function servesFromPrivateCheckout(owner?: { uid: number; gid: number }): Promise<void> {
    const { parent, checkout } = privateCheckout(owner);
    folders.push(parent);
    const command = await ready({}, { checkout, distDir: path.join(checkout, 'dist'), user: owner });
    const edge = `http://127.0.0.1:${command.ports.EDGE_PORT}`;
    const answers = [await send(`${edge}/about`), await send(`${edge}/about`)];
    expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
      [200, 'MISS'],
      [200, 'HIT'],
    ]);
    command.child.kill('SIGINT');
    expect(await command.exited).toBe(0);
  }

  it(`serves the storefront through Varnish, run as ${asRoot ? 'root' : 'this user'}`, async () => {
    await servesFromPrivateCheckout();
  });

  // As root, varnishd hands its work to an unprivileged user; an ordinary user runs it as themself.
  it.runIf(asRoot)(
    'serves the storefront through Varnish, run by an ordinary user who owns the folder',
    async () => {
      await servesFromPrivateCheckout(NOBODY);
    },
  );
});
