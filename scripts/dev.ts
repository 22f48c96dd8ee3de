/**
 * `npm run dev`: the development loop. esbuild's incremental watch rebuilds the browser code and the
 * server bundle, Sass's own watcher rebuilds the stylesheet, all into `dist-dev/` (never `dist/`, so
 * the production build the scripts measure is untouched). After each rebuild the manifest is written
 * again, and open pages reload (`server/middleware/dev-reload.ts`). The server restarts only when its
 * bundle changed (server code, pages or content), never for a style or island-only change.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import {
  type BuildTarget,
  buildStyles,
  clientOptions,
  copyPublic,
  documentOptions,
  root,
  scriptManifest,
  serverOptions,
  styleSource,
  writeManifest,
} from './build';

const target: BuildTarget = { outDir: path.join(root, 'dist-dev'), dev: true };
rmSync(target.outDir, { recursive: true, force: true });
mkdirSync(path.join(target.outDir, 'public', 'assets'), { recursive: true });
copyPublic(target);
const styles = buildStyles(target);

let islandsMeta: esbuild.Metafile | null = null;
let documentMeta: esbuild.Metafile | null = null;
let serverHash = '';
let serverChanged = false;
let server: ChildProcess | null = null;
let timer: NodeJS.Timeout | undefined;

function startServer() {
  server = spawn(process.execPath, [path.join(target.outDir, 'server', 'index.js')], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development', DIST_DIR: target.outDir },
  });
}

/** After a quiet 30 ms: restart the server if its bundle changed, then write the manifest (pages reload). */
function publish() {
  clearTimeout(timer);
  timer = setTimeout(async () => {
    if (!islandsMeta || !documentMeta || !serverHash) return;
    if (serverChanged && server) {
      const old = server;
      await new Promise((resolve) => {
        old.once('exit', resolve);
        old.kill('SIGINT');
      });
    }
    writeManifest(target, { ...scriptManifest(islandsMeta, documentMeta), ...styles });
    if (serverChanged || !server) startServer();
    serverChanged = false;
  }, 30);
}

const onEnd = (
  name: string,
  done: (result: esbuild.BuildResult & { metafile: esbuild.Metafile }) => void,
) => ({
  name,
  setup(build: esbuild.PluginBuild) {
    build.onEnd((result) => {
      if (result.errors.length || !result.metafile) return;
      done(result as esbuild.BuildResult & { metafile: esbuild.Metafile });
      publish();
    });
  },
});

const client = await esbuild.context({
  ...clientOptions(target),
  plugins: [onEnd('publish-islands', (result) => (islandsMeta = result.metafile))],
});
const documentScript = await esbuild.context({
  ...documentOptions(target),
  plugins: [onEnd('publish-document', (result) => (documentMeta = result.metafile))],
});
const serverBundle = await esbuild.context({
  ...serverOptions(target),
  plugins: [
    onEnd('publish-server', () => {
      const next = createHash('sha256')
        .update(readFileSync(path.join(target.outDir, 'server', 'index.js')))
        .digest('hex');
      serverChanged ||= next !== serverHash;
      serverHash = next;
    }),
  ],
});
await Promise.all([client.watch(), documentScript.watch(), serverBundle.watch()]);

// Sass's watcher: the entry lists the page partials found now (restart `npm run dev` after adding one).
const entry = path.join(target.outDir, 'styles.scss');
writeFileSync(entry, styleSource());
const sassWatch = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/sass/sass.js'),
    '--watch',
    '--no-source-map',
    `--load-path=${path.join(root, 'styles')}`,
    `${entry}:${path.join(target.outDir, 'public', styles.css)}`,
  ],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
sassWatch.stdout?.on('data', (chunk: Buffer) => {
  if (/Compiled/.test(chunk.toString())) publish();
});
console.log('npm run dev: watching client/, server/, shared/ and styles/');

const stop = async () => {
  sassWatch.kill();
  server?.kill('SIGINT');
  await Promise.all([client.dispose(), documentScript.dispose(), serverBundle.dispose()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
