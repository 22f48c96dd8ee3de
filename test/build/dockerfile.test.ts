/**
 * No Docker engine runs here, so this test replays the Dockerfile's final stage by hand: it reads the
 * stage's instructions and carries them out in a temporary folder (copy the manifests, run the
 * production-only install, copy the build, apply ENV), then starts the CMD, fetches `/`, runs the
 * HEALTHCHECK command and stops the server with SIGTERM, proving the image's contents suffice.
 */
import { type ChildProcess, execSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { parseHtml } from '../../scripts/harness/parse-html';
import { freePort } from '../../scripts/harness/server-process';
import { pages } from '../../shared/content/page-table';

const root = path.resolve(import.meta.dirname, '../..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');

interface Instruction {
  op: string;
  args: string;
}

/** Instructions of the last stage, with line continuations joined and comments dropped. */
function finalStage(text: string): Instruction[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const instructions = lines.map((line) => {
    const [op = '', ...rest] = line.split(/\s+/);
    return { op: op.toUpperCase(), args: rest.join(' ') };
  });
  const lastFrom = instructions.map((i) => i.op).lastIndexOf('FROM');
  return instructions.slice(lastFrom);
}

const stage = finalStage(dockerfile);
const find = (op: string) => stage.filter((i) => i.op === op);
/** The arguments of the stage's first instruction `op`; fails the test when there is none. */
const first = (op: string): string => {
  const found = find(op)[0];
  if (!found) throw new Error(`the final stage has no ${op}`);
  return found.args;
};

/**
 * Where a file of the build stage comes from here: its `/app/dist` is the test run's build
 * (`test/support/test-build.ts`), anything else under `/app` the repository.
 *
 * @param source - a `COPY --from=build` source, e.g. `/app/dist`
 * @returns the local path
 */
function buildStageFile(source: string): string {
  const inApp = source.replace(/^\/app\/?/, '');
  if (inApp === 'dist' || inApp.startsWith('dist/')) return path.join(inject('distDir'), inApp.slice(4));
  return path.join(root, inApp);
}

describe('Dockerfile final stage', () => {
  it('starts every stage from an exact Node 24 LTS image, the version package.json engines allow', () => {
    // A stage from a build argument starts from the argument's default (the previous release's stage).
    const defaults = new Map(
      [...dockerfile.matchAll(/^ARG\s+(\w+)=(\S+)$/gm)].map(([, name = '', value = '']) => [name, value]),
    );
    const froms = (dockerfile.match(/^FROM\s+\S+/gm) ?? []).map((from) =>
      from.replace(/\$\{(\w+)\}/, (_, name: string) => defaults.get(name) ?? name),
    );
    expect(froms.length).toBeGreaterThan(1);
    for (const from of froms) expect(from).toMatch(/^FROM\s+node:24\.\d+\.\d+-[\w-]+$/);
    const engines = (
      JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } }
    ).engines.node;
    expect(engines).toBe('>=20.19');
  });

  it('runs as the non-root node user in production mode and exposes the port', () => {
    expect(find('USER').map((i) => i.args)).toEqual(['node']);
    expect(find('ENV').map((i) => i.args)).toContain('NODE_ENV=production');
    expect(first('EXPOSE')).toBe('3000');
  });

  it('installs production dependencies only and starts with node directly', () => {
    const runs = find('RUN').map((i) => i.args);
    expect(runs.some((run) => run.includes('npm ci') && run.includes('--omit=dev'))).toBe(true);
    const cmd = JSON.parse(first('CMD')) as string[];
    expect(cmd[0]).toBe('node');
    expect(cmd).not.toContain('npm');
  });

  it("builds with the previous release's build folder, from the image named by PREVIOUS_RELEASE", () => {
    expect(dockerfile).toMatch(/^FROM \$\{PREVIOUS_RELEASE\} AS previous$/m);
    const copied = /^COPY --from=previous \/app\/dist (\S+)$/m.exec(dockerfile)?.[1];
    expect(copied).toBeDefined();
    expect(dockerfile).toContain(`RUN npm run build -- --previous-release ${copied}`);
  });

  it('has a HEALTHCHECK that uses node, not curl', () => {
    const check = first('HEALTHCHECK');
    expect(check).toContain('"node"');
    expect(check).not.toMatch(/curl|wget/);
  });

  it('keeps node_modules, the build and secrets out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['node_modules', 'dist', '.git', '.env']) expect(ignored).toContain(entry);
  });
});

describe('replaying the final stage', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'storefront-image-'));
  let server: ChildProcess | undefined;

  afterAll(() => {
    server?.kill('SIGKILL');
    rmSync(work, { recursive: true, force: true });
  });

  it('serves the home page from a production-only install of the build, then drains on SIGTERM', async () => {
    const env: Record<string, string> = {};
    let cwd = work;
    for (const { op, args } of stage) {
      if (op === 'WORKDIR') cwd = work; // the image's WORKDIR maps onto the temporary folder
      if (op === 'ENV') {
        const [key = '', ...value] = args.split('=');
        // Docker removes the quotes around a value with spaces.
        env[key] = value.join('=').replace(/^"(.*)"$/, '$1');
      }
      if (op === 'COPY') {
        const parts = args.split(/\s+/).filter((part) => !part.startsWith('--chown'));
        const fromBuild = parts[0]?.startsWith('--from=') ?? false;
        const [sources, target] = [parts.slice(fromBuild ? 1 : 0, -1), parts[parts.length - 1] ?? '.'];
        for (const source of sources) {
          // The build stage's /app/dist is the test run's build; its other files are the repository's.
          const from = fromBuild ? buildStageFile(source) : path.join(root, source);
          const to = target.endsWith('/')
            ? path.join(cwd, target, path.basename(source))
            : path.join(cwd, target);
          cpSync(from, to, { recursive: true });
        }
      }
      // A private npm cache keeps `npm cache clean --force` away from the developer's own cache.
      const npmCache = path.join(work, '.npm-cache');
      if (op === 'RUN')
        execSync(args, { cwd, stdio: 'pipe', env: { ...process.env, ...env, npm_config_cache: npmCache } });
    }
    expect(existsSync(path.join(work, 'node_modules/express'))).toBe(true);
    // No development dependency is in the image: not the test and build tools, and not React, the router
    // or the icon libraries, which the server bundle carries.
    const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      devDependencies: Record<string, string>;
    };
    const devDependencies = Object.keys(manifest.devDependencies);
    expect(devDependencies).toContain('react-dom');
    const installed = devDependencies.filter((name) => existsSync(path.join(work, 'node_modules', name)));
    expect(installed, 'development dependencies in the image').toEqual([]);

    const cmd = JSON.parse(first('CMD')) as string[];
    const port = String(await freePort());
    // Free ports for the site and the metrics: the image's default metrics port may be another server's here.
    const metricsPort = String(await freePort());
    server = spawn(cmd[0] === 'node' ? process.execPath : (cmd[0] ?? ''), cmd.slice(1), {
      cwd: work,
      env: { PATH: process.env.PATH ?? '', ...env, PORT: port, METRICS_PORT: metricsPort, HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => server?.once('exit', (code) => resolve(code)));
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`server did not start within 15 s:\n${output}`)),
        15_000,
      );
      // A server that ends before it is ready says why in its output.
      void exited.then((code) =>
        reject(new Error(`server exited with ${code} before it was ready:\n${output}`)),
      );
      server?.stderr?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      server?.stdout?.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Storefront ready')) {
          clearTimeout(timer);
          resolve();
        }
      });
    });

    const home = await fetch(`http://127.0.0.1:${port}/`);
    expect(home.status).toBe(200);
    const { document, close } = parseHtml(await home.text());
    try {
      expect(document.title).toBe(pages.home.title);
    } finally {
      await close();
    }
    const asset = JSON.parse(readFileSync(path.join(work, 'dist/manifest.json'), 'utf8')).css as string;
    expect((await fetch(`http://127.0.0.1:${port}${asset}`)).status).toBe(200);

    const healthcheck = JSON.parse(first('HEALTHCHECK').replace(/^(--\S+\s+)*CMD\s+/, '')) as string[];
    execSync(healthcheck.map((part, i) => (i === 0 ? process.execPath : JSON.stringify(part))).join(' '), {
      env: { ...process.env, PORT: port },
      stdio: 'pipe',
    });

    server?.kill('SIGTERM');
    expect(await exited).toBe(0);
  }, 180_000);
});
