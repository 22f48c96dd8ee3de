/**
 * Production build: client bundle (esbuild, code-split per route), stylesheet (Sass), fonts and public
 * files with content-hashed names, the server bundle, and `dist/manifest.json` mapping them.
 *
 * Usage: `tsx scripts/build.ts` (one build) or `tsx scripts/build.ts --watch` (rebuild on change, for `npm run dev`).
 */
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  watch,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import * as sass from 'sass';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const publicDir = path.join(dist, 'public');
const assetsDir = path.join(publicDir, 'assets');

/** The two self-hosted font files (issue 5: at most two woff2, latin subset). */
const fonts = [
  'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2',
  'node_modules/@fontsource-variable/nunito/files/nunito-latin-wght-normal.woff2',
];

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Writes `data` as `<name>-<hash><ext>` into the assets folder and returns its public URL. */
function writeHashed(name: string, ext: string, data: string | Buffer): string {
  const file = `${name}-${hash(data)}${ext}`;
  writeFileSync(path.join(assetsDir, file), data);
  return `/assets/${file}`;
}

/**
 * Client-only variants: an import of `./x` resolves to `./x.client.tsx` when that file exists. Used for
 * server-only markup the browser keeps as served (the footer), so its code never ships.
 */
const clientVariants: esbuild.Plugin = {
  name: 'client-variants',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const variant = path.resolve(args.resolveDir, `${args.path}.client.tsx`);
      return existsSync(variant) ? { path: variant } : undefined;
    });
  },
};

const clientOptions: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: { entry: 'client/entry.tsx' },
  bundle: true,
  splitting: true,
  format: 'esm',
  outdir: assetsDir,
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  minify: true,
  metafile: true,
  target: ['es2022', 'chrome111', 'safari16', 'firefox111'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  plugins: [clientVariants],
  logLevel: 'warning',
};

const serverOptions: esbuild.BuildOptions = {
  absWorkingDir: root,
  entryPoints: ['server/index.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  outfile: path.join(dist, 'server/index.js'),
  target: 'node20',
  jsx: 'automatic',
  logLevel: 'warning',
};

/**
 * From esbuild's metafile, the JavaScript needed before interaction: the entry's static imports, and
 * for each island (`shared/islands/<name>.tsx`) its chunk plus the chunks it imports that the entry
 * does not already load. The server adds modulepreloads for the islands a page contains.
 */
function scriptGraph(metafile: esbuild.Metafile): {
  entry: string;
  entryScripts: string[];
  islandScripts: Record<string, string[]>;
} {
  const url = (output: string) => `/assets/${path.basename(output)}`;
  const closure = (output: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(output)) return seen;
    seen.add(output);
    for (const imported of metafile.outputs[output]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) closure(imported.path, seen);
    }
    return seen;
  };
  const outputs = Object.entries(metafile.outputs);
  const entryOutput = outputs.find(([, o]) => o.entryPoint === 'client/entry.tsx')?.[0];
  if (!entryOutput) throw new Error('client entry missing from metafile');
  const entryClosure = closure(entryOutput);
  const islandScripts: Record<string, string[]> = {};
  for (const [output, info] of outputs) {
    const match = info.entryPoint?.match(/^shared\/islands\/([\w-]+)\.tsx$/);
    if (!match || !output.endsWith('.js')) continue;
    islandScripts[match[1]] = [...closure(output)].filter((file) => !entryClosure.has(file)).map(url);
  }
  const entryScripts = [...entryClosure].filter((file) => file !== entryOutput).map(url);
  return { entry: url(entryOutput), entryScripts, islandScripts };
}

function buildStyles(): { css: string; fonts: string[] } {
  const fontUrls = fonts.map((font) => {
    const data = readFileSync(path.join(root, font));
    return { name: path.basename(font), url: writeHashed(path.basename(font, '.woff2'), '.woff2', data) };
  });
  let css = sass.compile(path.join(root, 'styles/main.scss'), { style: 'compressed' }).css;
  for (const font of fontUrls) css = css.replaceAll(`/assets/fonts/${font.name}`, font.url);
  if (css.includes('/assets/fonts/')) throw new Error('a font referenced by the styles is not in the build');
  return { css: writeHashed('main', '.css', css), fonts: fontUrls.map((font) => font.url) };
}

function copyPublic() {
  const source = path.join(root, 'client/public');
  for (const file of readdirSync(source)) copyFileSync(path.join(source, file), path.join(publicDir, file));
}

function writeManifest(client: esbuild.Metafile, styles: { css: string; fonts: string[] }) {
  const { entry, entryScripts, islandScripts } = scriptGraph(client);
  const buildId = hash(JSON.stringify({ entry, entryScripts, islandScripts, styles }));
  const manifest = { buildId, entry, css: styles.css, fonts: styles.fonts, entryScripts, islandScripts };
  writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

async function buildOnce() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const [client] = await Promise.all([esbuild.build(clientOptions), esbuild.build(serverOptions)]);
  const styles = buildStyles();
  copyPublic();
  const manifest = writeManifest(client.metafile as esbuild.Metafile, styles);
  console.log(
    `built ${manifest.entry}, ${manifest.css}, ${Object.keys(manifest.islandScripts).length} islands`,
  );
}

async function buildWatch() {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  copyPublic();
  let styles = buildStyles();
  let metafile: esbuild.Metafile | undefined;
  const client = await esbuild.context({
    ...clientOptions,
    define: { 'process.env.NODE_ENV': '"development"' },
    minify: false,
    plugins: [
      clientVariants,
      {
        name: 'manifest',
        setup(build) {
          build.onEnd((result) => {
            if (!result.metafile) return;
            metafile = result.metafile;
            writeManifest(metafile, styles);
            console.log('client rebuilt');
          });
        },
      },
    ],
  });
  const server = await esbuild.context(serverOptions);
  await Promise.all([client.watch(), server.watch()]);
  watch(path.join(root, 'styles'), { recursive: true }, () => {
    try {
      styles = buildStyles();
      if (metafile) writeManifest(metafile, styles);
      console.log('styles rebuilt');
    } catch (error) {
      console.error((error as Error).message);
    }
  });
  console.log('watching client, server and styles');
}

if (process.argv.includes('--watch')) await buildWatch();
else await buildOnce();
