/**
 * `npm run dev`: the development loop. esbuild contexts rebuild the browser code and the server bundle
 * incrementally when a source file is saved, and Sass's own watcher rebuilds the stylesheet, all into
 * `dist-dev/` (never `dist/`, so the production build the scripts measure is untouched). After each
 * rebuild the manifest is written again, and open pages reload (`server/middleware/dev-reload.ts`).
 * The server restarts only when its bundle changed (server code, pages or content), never for a style
 * or island-only change.
 */
import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, watch, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
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

defineCommand(
  'npm run dev',
  'Rebuilds on save into dist-dev/, restarts the server only when its bundle changed, and reloads the ' +
    'open page. Ctrl-C stops it.',
).parse();

const output: BuildOutput = { outDir: path.join(root, 'dist-dev'), dev: true };
rmSync(output.outDir, { recursive: true, force: true });
mkdirSync(path.join(output.outDir, 'public', 'assets'), { recursive: true });
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

/**
 * Draws the illustration files and optimises the photos again from the sources as they are
 * now, in a fresh process (unchanged photos come from the cache). A photo that cannot be used is
 * reported in one line by the child, and the last good assets are kept.
 */
async function redrawContentAssets(): Promise<void> {
  const script = path.join(root, 'scripts/content-assets.ts');
  try {
    const { stdout } = await promisify(execFile)(process.execPath, [
      '--import',
      'tsx',
      script,
      output.outDir,
    ]);
    contentAssets = JSON.parse(stdout);
  } catch (error) {
    console.error((error as { stderr?: string }).stderr?.trim() || String(error));
  }
}

/** Whether the next rebuild must redraw the content's assets: a file in `client/photos/` was saved. */
let photosChanged = false;

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

function startServer() {
  const started = spawn(process.execPath, [path.join(output.outDir, 'server', 'index.js')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DIST_DIR: output.outDir },
  });
  children.add(started);
  started.once('exit', () => children.delete(started));
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
    // change only with it; a photo's file changes on its own.
    if ((serverChanged && serverHash) || photosChanged) {
      photosChanged = false;
      await redrawContentAssets();
    }
    serverHash = next;
    await publish(serverChanged);
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
    if (dir === 'client' && String(file).startsWith('photos')) photosChanged = true;
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
    `${entry}:${path.join(output.outDir, 'public', styles.css)}`,
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
