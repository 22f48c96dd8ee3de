/**
 * `npm run dev`: the development loop. esbuild contexts rebuild the browser code and the server bundle
 * incrementally when a source file is saved, and Sass's own watcher rebuilds the stylesheet, all into
 * `dist-dev/` (never `dist/`, so the production build the scripts measure is untouched). After each
 * rebuild the manifest is written again, and open pages reload (`server/middleware/dev-reload.ts`).
 * The server restarts only when its bundle changed (server code, pages or content), never for a style
 * or island-only change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { assetsDirOf, publicDirOf } from '../server/asset-manifest';
import type { PhotoLibrary } from '../shared/components/photo';
import {
  type BuildOutput,
  buildIllustrations,
  buildOwnPhotos,
  buildStyles,
  clientOptions,
  copyPublic,
  DEV_READY,
  pageScriptOptions,
  root,
  scriptManifest,
  serverOptions,
  styleSource,
  writeManifest,
} from './build';
import { defineCommand } from './command-line';
import { PhotoError } from './photos/pipeline';
import { serverReady } from './server-ready';

defineCommand(
  'npm run dev',
  'Rebuilds on save into dist-dev/, restarts the server only when its bundle changed, and reloads the ' +
    'open page. Ctrl-C stops it.',
).parse();

const output: BuildOutput = { outDir: path.join(root, 'dist-dev'), dev: true };
rmSync(output.outDir, { recursive: true, force: true });
mkdirSync(assetsDirOf(output.outDir), { recursive: true });
copyPublic(output);
const styles = buildStyles(output);
/**
 * What the content makes at build time: the illustration files and the own photos, redrawn when any may
 * change.
 */
let contentAssets: { illustrations: string; photos: PhotoLibrary } = {
  illustrations: buildIllustrations(output),
  photos: await buildOwnPhotos(output).catch(reportPhotoError),
};

/** Says in one line why a photo cannot be used; the loop goes on with no photos until it is fixed. */
function reportPhotoError(error: unknown): PhotoLibrary {
  if (!(error instanceof PhotoError)) throw error;
  console.error(error.message);
  return {};
}

/** The script that draws the content's assets in a process of its own. */
const CONTENT_ASSETS_SCRIPT = path.join(root, 'scripts/content-assets.ts');

/**
 * The process the next redraw uses, started ahead: it has loaded its libraries before the save it
 * serves, and imports the sources only when told (`scripts/content-assets.ts`).
 */
let spareRedraw: ChildProcess | null = null;

/** Starts a redraw process that waits for its line on stdin; it ends with this process. */
function startRedrawProcess(): ChildProcess {
  const started = spawn(process.execPath, ['--import', 'tsx', CONTENT_ASSETS_SCRIPT, output.outDir], {
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  children.add(started);
  started.once('exit', () => children.delete(started));
  // A process that ended early says so by its exit code; writing its line then must not end this one.
  started.stdin?.on('error', () => {});
  return started;
}

/** Whether a redraw process can still be told to draw: it has not exited. */
const isRunning = (child: ChildProcess) => child.exitCode === null && child.signalCode === null;

/**
 * Draws the illustration files and optimises the photos again from the sources as they are
 * now, in the spare process (unchanged photos come from the cache). A photo that cannot be used is
 * reported in one line by the child, and the last good assets are kept. Never rejects: it runs beside
 * esbuild's rebuilds.
 */
async function redrawContentAssets(): Promise<void> {
  const redraw = spareRedraw && isRunning(spareRedraw) ? spareRedraw : startRedrawProcess();
  spareRedraw = null;
  let stdout = '';
  let stderr = '';
  redraw.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  redraw.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const closed = once(redraw, 'close');
  redraw.stdin?.end('draw\n');
  let code: number | null;
  try {
    [code] = await closed;
  } catch (error) {
    // The process could not be started or signalled: `once` rejects on its `error` event.
    console.error(`scripts/content-assets.ts could not run: ${String(error)}`);
    return;
  }
  if (code !== 0) {
    console.error(stderr.trim() || `scripts/content-assets.ts exited with ${code}`);
    return;
  }
  try {
    contentAssets = JSON.parse(stdout);
  } catch {
    console.error(`scripts/content-assets.ts printed no assets: ${stdout.trim()}`);
  }
}

/**
 * Whether the next rebuild must redraw the content's assets whatever esbuild finds: a file in `shared/`
 * (the content and the illustrations' components) or in `client/photos/` was saved. The redraw then runs
 * beside esbuild's rebuilds, not after them.
 */
let contentSaved = false;

let scripts: ReturnType<typeof scriptManifest> | null = null;
let serverHash = '';
let server: ChildProcess | null = null;

/**
 * The processes this one started (the server, Sass's watcher). They end when it ends, however it ends
 * (Ctrl-C, SIGTERM, a crash, a closed output pipe), so none is left holding the ports or the folder.
 */
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});
// A signal's default action would end the process without the exit event: exit, so the children end too.
// Registered before the first build, which a test may interrupt.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(0));

/**
 * Starts the server on the current build; its output goes to this terminal. Once it says it is ready,
 * the next redraw's spare starts: its libraries load after the server's, not against them for the CPU.
 */
function startServer() {
  const started = spawn(process.execPath, [path.join(output.outDir, 'server', 'index.js')], {
    stdio: ['inherit', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'development', DIST_DIR: output.outDir },
  });
  children.add(started);
  started.once('exit', () => children.delete(started));
  started.stdout.on('data', (chunk: Buffer) => process.stdout.write(chunk));
  serverReady(started.stdout).then(
    () => {
      spareRedraw ??= startRedrawProcess();
    },
    // A server that exits before it is ready has said why on this terminal; the next edit starts another.
    () => undefined,
  );
  server = started;
}

/**
 * Publishes a rebuild: restarts the server when its bundle changed (killed at once: open pages hold
 * event streams that a graceful stop would wait for), then writes the manifest, which reloads the pages.
 */
async function publish(serverChanged: boolean) {
  if (!scripts) return;
  if (serverChanged && server) {
    const old = server;
    await new Promise((resolve) => {
      old.once('exit', resolve);
      old.kill('SIGKILL');
    });
  }
  writeManifest(output, { ...scripts, ...styles, ...contentAssets });
  if (serverChanged || !server) startServer();
}

const client = await esbuild.context(clientOptions(output));
const pageScript = await esbuild.context(pageScriptOptions(output));
const serverBundle = await esbuild.context(serverOptions(output));

/** One incremental rebuild of the three contexts, published once all are done. */
async function rebuild() {
  try {
    const redrawing = contentSaved ? redrawContentAssets() : null;
    contentSaved = false;
    const [islands, pageScriptResult] = await Promise.all([
      client.rebuild(),
      pageScript.rebuild(),
      serverBundle.rebuild(),
    ]);
    scripts = scriptManifest(islands.metafile, pageScriptResult.metafile);
    const next = createHash('sha256')
      .update(readFileSync(path.join(output.outDir, 'server', 'index.js')))
      .digest('hex');
    const serverChanged = next !== serverHash;
    // The server bundle holds the illustrations and the content, so the illustration files and the photos in use
    // change only with it (a save outside `shared/` that changed it is redrawn now); a photo's file changes on
    // its own.
    if (redrawing) await redrawing;
    else if (serverChanged && serverHash) await redrawContentAssets();
    serverHash = next;
    await publish(serverChanged);
    // A restarted server starts the next spare once ready; without a restart, nothing else needs the CPU.
    if (!serverChanged) spareRedraw ??= startRedrawProcess();
  } catch {
    // esbuild has printed the errors; the next save rebuilds.
  }
}

// The first build, then a rebuild whenever a source file is saved (inotify through fs.watch notices a
// save at once; esbuild's own watcher polls). Saves in quick succession make one rebuild.
await rebuild();
let pending: NodeJS.Timeout | undefined;
let running = Promise.resolve();
for (const dir of ['client', 'server', 'shared']) {
  watch(path.join(root, dir), { recursive: true }, (_event, file) => {
    if (dir === 'shared' || (dir === 'client' && String(file).startsWith('photos'))) contentSaved = true;
    clearTimeout(pending);
    pending = setTimeout(() => {
      running = running.then(rebuild);
    }, 20);
  });
}

// Sass's watcher: the entry lists the page partials found now (restart `npm run dev` after adding one).
const entry = path.join(output.outDir, 'styles.scss');
writeFileSync(entry, styleSource());
const sassWatch = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/sass/sass.js'),
    '--watch',
    '--no-source-map',
    `--load-path=${path.join(root, 'styles')}`,
    `${entry}:${path.join(publicDirOf(output.outDir), styles.css)}`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
children.add(sassWatch);
sassWatch.stdout?.on('data', (chunk: Buffer) => {
  const text = chunk.toString();
  if (/Compiled/.test(text)) running = running.then(() => publish(false));
  // Every watcher is attached from here on, so any save is seen; `scripts/harness/dev-session.ts` waits for it.
  if (/watching for changes/.test(text)) console.log(DEV_READY);
});
