/**
 * A throwaway `npm run dev` for measuring and testing the development loop without touching the
 * working tree: the sources are copied to a temporary folder (sharing node_modules), `scripts/dev.ts`
 * runs there on a free port, and edits go to the copy. Used by `npm run bench:dev` and the dev-loop
 * browser test.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LIVENESS_PATH } from '../../server/http/policies';
import { DEV_READY, root } from '../build';
import { freePort } from './server-process';

/** A running development session on a copy of the sources. */
export interface DevSession {
  origin: string;
  /** The copy of the sources the session runs in. */
  dir: string;
  /**
   * Replaces text in a file of the copy, as an editor saving it would.
   *
   * @param file - path relative to the repository root, e.g. `styles/abstracts/_tokens.scss`
   * @throws Error when `from` is not in the file
   */
  edit(file: string, from: string, to: string): void;
  stop(): Promise<void>;
}

/**
 * The longest a first `npm run dev` may take to be ready, in ms: three bundles, the content's assets,
 * Sass and a server, on two cores shared with the browser tests (one start took more than 60 s there).
 * A bound, not a wait; a hook that starts a session allows {@link DEV_SESSION_HOOK_MS}.
 */
const DEV_START_BOUND_MS = 90_000;

/**
 * The timeout for a hook that starts a session, in ms: the start's bound and the time to stop a session
 * that missed it, so the session's own error (and its clean-up) comes before the hook's timeout.
 */
export const DEV_SESSION_HOOK_MS = DEV_START_BOUND_MS + 15_000;

/** Ends `scripts/dev.ts` as Ctrl-C does (it ends its server and Sass's watcher) and waits until it has exited. */
async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * Starts `scripts/dev.ts` on a copy of the sources and waits until it reports every watcher attached
 * (`DEV_READY`) and its server answers, so an edit made next is always seen.
 *
 * @returns the session
 * @throws Error when the dev server is not ready within {@link DEV_START_BOUND_MS}, after stopping it
 */
export async function startDevSession(): Promise<DevSession> {
  const dir = mkdtempSync(path.join(tmpdir(), 'dev-session-'));
  for (const entry of ['client', 'server', 'shared', 'styles', 'scripts', 'package.json', 'tsconfig.json'])
    cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'));
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], {
    cwd: dir,
    // Its own metrics port too: the default one may be another server's.
    env: { ...process.env, PORT: String(port), METRICS_PORT: String(await freePort()), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let watching = false;
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-DEV_READY.length * 2);
    if (output.includes(DEV_READY)) watching = true;
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + DEV_START_BOUND_MS;
  for (;;) {
    const ok =
      watching &&
      (await fetch(`${origin}${LIVENESS_PATH}`).then(
        (res) => res.ok,
        () => false,
      ));
    if (ok) break;
    if (Date.now() > deadline) {
      // Stopped, so its server and watchers do not outlive the test holding ports the next tests need.
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`npm run dev was not ready within ${DEV_START_BOUND_MS / 1000} s`);
    }
    await sleep(100);
  }
  return {
    origin,
    dir,
    edit(file, from, to) {
      const full = path.join(dir, file);
      const text = readFileSync(full, 'utf8');
      if (!text.includes(from)) throw new Error(`${file} does not contain ${JSON.stringify(from)}`);
      writeFileSync(full, text.replace(from, to));
    },
    async stop() {
      await stopProcess(child);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
