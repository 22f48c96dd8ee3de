/**
 * The build (docs/decisions/0001-islands-on-a-multi-page-site.md): one esbuild pass for the browser,
 * Sass for the stylesheet, esbuild for the server bundle, every asset compressed once, and
 * `manifest.json` naming what each page loads. `npm run build` writes `dist/`; `npm run dev` reuses
 * these pieces in watch mode (`scripts/dev.ts`) and writes `dist-dev/`.
 *
 * The islands pass has the entries `client/islands.tsx` and `client/invokers-polyfill.ts`, with
 * `splitting: true` and `format: 'esm'`: React lands in shared chunks and each file of
 * `shared/islands/` in a chunk of its own, found through the template import in `client/islands.tsx`
 * (no list kept by hand). `client/document.ts` runs as a classic script in `<head>`, which cannot
 * import modules, so it is bundled on its own as one IIFE file, in parallel with the islands pass.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import * as sass from 'sass';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a build goes and what kind it is. */
export interface BuildTarget {
  outDir: string;
  /** Development build: unminified, React's development mode, no hashes on the stylesheet or font. */
  dev: boolean;
}

const FONT = 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
/** Packages the server bundle includes, so React runs in production mode whatever NODE_ENV says. */
const BUNDLED = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  'lucide-react',
  '@icons-pack/react-simple-icons',
];

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const assetsDir = (t: BuildTarget) => path.join(t.outDir, 'public', 'assets');
const assetUrl = (file: string) => `/assets/${path.basename(file)}`;
const mode = (t: BuildTarget) => (t.dev ? '"development"' : '"production"');

const browser = (t: BuildTarget) =>
  ({
    absWorkingDir: root,
    outdir: assetsDir(t),
    bundle: true,
    minify: !t.dev,
    metafile: true as const,
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    jsx: 'automatic',
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    define: { 'process.env.NODE_ENV': mode(t) },
    logLevel: 'warning',
  }) satisfies esbuild.BuildOptions;

/** esbuild options of the islands pass: the islands module and the invoker polyfill, code-split. */
export function clientOptions(t: BuildTarget): esbuild.BuildOptions & { metafile: true } {
  return {
    ...browser(t),
    entryPoints: { islands: 'client/islands.tsx', 'invokers-polyfill': 'client/invokers-polyfill.ts' },
    splitting: true,
    format: 'esm',
  };
}

/** esbuild options of the document script: one classic (IIFE) file, no imports. */
export function documentOptions(t: BuildTarget): esbuild.BuildOptions & { metafile: true } {
  return { ...browser(t), entryPoints: { document: 'client/document.ts' }, format: 'iife' };
}

/** esbuild options of the server bundle: node_modules stay external, except React and the router. */
export function serverOptions(t: BuildTarget): esbuild.BuildOptions & { metafile: true } {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object };
  return {
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    outfile: path.join(t.outDir, 'server', 'index.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    metafile: true,
    target: 'node20',
    jsx: 'automatic',
    external: Object.keys(pkg.dependencies).filter((name) => !BUNDLED.includes(name)),
    define: { 'process.env.NODE_ENV': mode(t) },
    // React's CommonJS files call require() for Node built-ins; an ES module needs one made for it.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
  };
}

/** Every output a chunk imports statically, itself first. */
function closure(meta: esbuild.Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const item of meta.outputs[output]?.imports ?? [])
    if (item.kind === 'import-statement') closure(meta, item.path, seen);
  return seen;
}

/** The manifest's script part, read from the metafiles of the islands pass and the document script. */
export function scriptManifest(meta: esbuild.Metafile, documentMeta: esbuild.Metafile) {
  const entry = (metafile: esbuild.Metafile, source: string) => {
    const found = Object.entries(metafile.outputs).find(([, info]) => info.entryPoint === source)?.[0];
    if (!found) throw new Error(`${source} was not built`);
    return found;
  };
  const outputs = Object.entries(meta.outputs);
  const islands: Record<string, string[]> = {};
  for (const [output, info] of outputs) {
    const name = /^shared\/islands\/([\w-]+)\.tsx$/.exec(info.entryPoint ?? '')?.[1];
    if (name) islands[name] = [...closure(meta, output)].map(assetUrl);
  }
  return {
    documentScript: assetUrl(entry(documentMeta, 'client/document.ts')),
    invokersPolyfill: assetUrl(entry(meta, 'client/invokers-polyfill.ts')),
    islandsScript: [...closure(meta, entry(meta, 'client/islands.tsx'))].map(assetUrl),
    islands,
  };
}

/** The Sass entry: `styles/main.scss`, then every page partial in `styles/pages/` (found, not listed). */
export function styleSource(): string {
  const pages = readdirSync(path.join(root, 'styles/pages')).filter((file) => /^_[\w-]+\.scss$/.test(file));
  return ["@use 'main';", ...pages.map((file) => `@use 'pages/${file.slice(1, -5)}';`)].join('\n');
}

/** Compiles the stylesheet and copies the font; in production both get content-hashed names. */
function buildStyles(t: BuildTarget): { css: string; fonts: string[] } {
  const fontData = readFileSync(path.join(root, FONT));
  const fontFile = t.dev ? path.basename(FONT) : `${path.basename(FONT, '.woff2')}-${hash(fontData)}.woff2`;
  mkdirSync(path.join(assetsDir(t), 'fonts'), { recursive: true });
  writeFileSync(path.join(assetsDir(t), 'fonts', fontFile), fontData);
  const css = sass
    .compileString(styleSource(), {
      loadPaths: [path.join(root, 'styles')],
      style: t.dev ? 'expanded' : 'compressed',
    })
    .css.replaceAll(`/assets/fonts/${path.basename(FONT)}`, `/assets/fonts/${fontFile}`);
  const cssFile = t.dev ? 'main.css' : `main-${hash(css)}.css`;
  writeFileSync(path.join(assetsDir(t), cssFile), css);
  return { css: `/assets/${cssFile}`, fonts: [`/assets/fonts/${fontFile}`] };
}

/** Files under a folder, recursively, as absolute paths, sorted. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .sort();
}

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|ico|webmanifest)$/;

/** Writes a brotli (quality 11) and a gzip (level 9) copy beside every compressible file that shrinks. */
export function precompress(dir: string): void {
  for (const file of filesUnder(dir).filter((name) => COMPRESSIBLE.test(name))) {
    const data = readFileSync(file);
    const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    const gz = gzipSync(data, { level: 9 });
    if (br.length < data.length) writeFileSync(`${file}.br`, br);
    if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  }
}

/**
 * Writes `manifest.json`. The build id hashes every file of the build (client, stylesheet, public files
 * and the server bundle, which holds the pages and the content), so the page ETag changes with any of them.
 */
export function writeManifest(
  t: BuildTarget,
  parts: ReturnType<typeof scriptManifest> & ReturnType<typeof buildStyles>,
): void {
  const files = filesUnder(t.outDir).filter((file) => !file.endsWith('manifest.json'));
  const buildId = hash(
    files.map((file) => `${path.relative(t.outDir, file)}:${hash(readFileSync(file))}`).join('\n'),
  );
  const manifest = { buildId, mode: t.dev ? 'development' : 'production', ...parts };
  writeFileSync(path.join(t.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Copies `client/public/` (favicon, icons, social image) into the build. */
export function copyPublic(t: BuildTarget): void {
  cpSync(path.join(root, 'client/public'), path.join(t.outDir, 'public'), { recursive: true });
}

/**
 * One complete build.
 *
 * @param t - output folder and kind
 * @throws when esbuild or Sass reports an error
 */
export async function build(t: BuildTarget): Promise<void> {
  rmSync(t.outDir, { recursive: true, force: true });
  mkdirSync(assetsDir(t), { recursive: true });
  const [client, document] = await Promise.all([
    esbuild.build(clientOptions(t)),
    esbuild.build(documentOptions(t)),
    esbuild.build(serverOptions(t)),
  ]);
  const styles = buildStyles(t);
  copyPublic(t);
  if (!t.dev) precompress(path.join(t.outDir, 'public'));
  writeManifest(t, { ...scriptManifest(client.metafile, document.metafile), ...styles });
}

/** The style build for `scripts/dev.ts`, which compiles the stylesheet with Sass's own watcher. */
export { buildStyles };

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const outDir = path.resolve(root, at === -1 ? 'dist' : (process.argv[at + 1] ?? 'dist'));
  const started = performance.now();
  await build({ outDir, dev: false });
  console.log(`built ${path.relative(root, outDir)}/ in ${Math.round(performance.now() - started)} ms`);
}
