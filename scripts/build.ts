/**
 * The build (docs/decisions/0001-islands-on-a-multi-page-site.md). One esbuild pass with
 * `splitting: true` builds `client/islands.tsx` (React in shared chunks, each `shared/islands/` file a
 * chunk of its own, found through its template import) and the invoker polyfill; the classic document
 * script is bundled on its own as IIFE; Sass builds the stylesheet; React draws the sprite; esbuild the server bundle. Every
 * asset is compressed once, and `manifest.json` names what pages load. `npm run dev` reuses the pieces.
 */
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as sass from 'sass';
import { SiteSprite } from '../shared/components/site-sprite';
import { illustrationsInUse } from '../shared/content/illustrations';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where a build goes; `dev`: unminified, React's development mode, no hash on the stylesheet or font. */
export interface BuildTarget {
  outDir: string;
  dev: boolean;
}

const FONT = 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
/** Packages the server bundle includes, so React runs in production mode whatever NODE_ENV says. */
const BUNDLED = /^(react|react-dom|react-router(-dom)?|lucide-react|@icons-pack\/react-simple-icons)$/;
/** React's CommonJS files call require() for Node built-ins; an ES module needs one made for it. */
const REQUIRE = "import{createRequire}from'node:module';const require=createRequire(import.meta.url);";

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const assetsDir = (t: BuildTarget) => path.join(t.outDir, 'public', 'assets');
const assetUrl = (file: string) => `/assets/${path.basename(file)}`;
type Options = esbuild.BuildOptions & { metafile: true };

// What every esbuild pass shares, then what the browser passes share: minified, hashed, in public/assets/.
const common = (t: BuildTarget) =>
  ({
    absWorkingDir: root,
    bundle: true,
    metafile: true as const,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': t.dev ? '"development"' : '"production"' },
    logLevel: 'warning',
  }) satisfies esbuild.BuildOptions;
const browser = (t: BuildTarget) =>
  ({
    ...common(t),
    outdir: assetsDir(t),
    minify: !t.dev,
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    legalComments: 'none',
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
  }) satisfies esbuild.BuildOptions;

/** esbuild options of the islands pass: the islands module and the invoker polyfill, code-split. */
export const clientOptions = (t: BuildTarget): Options => ({
  ...browser(t),
  entryPoints: { islands: 'client/islands.tsx', 'invokers-polyfill': 'invokers-polyfill' },
  ...{ splitting: true, format: 'esm' },
});

/** esbuild options of the document script: one classic (IIFE) file, no imports. */
export const documentOptions = (t: BuildTarget): Options => ({
  ...browser(t),
  entryPoints: { 'page-script': 'client/page-script.ts' },
  format: 'iife',
});

/** esbuild options of the server bundle: node_modules stay external, except React and the router. */
export function serverOptions(t: BuildTarget): Options {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object };
  return {
    ...common(t),
    entryPoints: ['server/index.ts'],
    outfile: path.join(t.outDir, 'server', 'index.js'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies).filter((name) => !BUNDLED.test(name)),
    banner: { js: REQUIRE },
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
  const entry = (metafile: esbuild.Metafile, source: RegExp) =>
    Object.entries(metafile.outputs).find(([, info]) => source.test(info.entryPoint ?? ''))?.[0] ?? '';
  const islands: Record<string, string[]> = {};
  for (const [output, info] of Object.entries(meta.outputs)) {
    const name = /^shared\/islands\/([\w-]+)\.tsx$/.exec(info.entryPoint ?? '')?.[1];
    if (name) islands[name] = [...closure(meta, output)].map(assetUrl);
  }
  return {
    pageScript: assetUrl(entry(documentMeta, /^client\/page-script\.ts$/)),
    invokersPolyfill: assetUrl(entry(meta, /\/invokers-polyfill\//)),
    islandsScript: [...closure(meta, entry(meta, /^client\/islands\.tsx$/))].map(assetUrl),
    islands,
  };
}

/** The Sass entry: `styles/main.scss`, then every page partial in `styles/pages/` (found, not listed). */
export function styleSource(): string {
  const pages = readdirSync(path.join(root, 'styles/pages')).filter((file) => /^_[\w-]+\.scss$/.test(file));
  return ["@use 'main';", ...pages.map((file) => `@use 'pages/${file.slice(1, -5)}';`)].join('\n');
}

/** Compiles the stylesheet and copies the font; in production both get content-hashed names. */
export function buildStyles(t: BuildTarget): { css: string; fonts: string[] } {
  const fontData = readFileSync(path.join(root, FONT));
  const fontFile = t.dev ? path.basename(FONT) : `${path.basename(FONT, '.woff2')}-${hash(fontData)}.woff2`;
  mkdirSync(path.join(assetsDir(t), 'fonts'), { recursive: true });
  writeFileSync(path.join(assetsDir(t), 'fonts', fontFile), fontData);
  const loadPaths = [path.join(root, 'styles')];
  const { css: compiled } = sass.compileString(styleSource(), {
    loadPaths,
    style: t.dev ? 'expanded' : 'compressed',
  });
  const css = compiled.replaceAll(`/assets/fonts/${path.basename(FONT)}`, `/assets/fonts/${fontFile}`);
  const cssFile = t.dev ? 'main.css' : `main-${hash(css)}.css`;
  writeFileSync(path.join(assetsDir(t), cssFile), css);
  return { css: `/assets/${cssFile}`, fonts: [`/assets/fonts/${fontFile}`] };
}

/**
 * Draws the site sprite (`shared/components/sprite.tsx`): one `<symbol>` per illustration the content
 * uses, per scene and per icon, in one SVG file that pages reference with `<use>`. In production its
 * name carries a content hash.
 *
 * @param t - output folder and kind
 * @returns the sprite's URL, e.g. `/assets/sprite-0123456789.svg`
 */
export function buildSprite(t: BuildTarget): string {
  const svg = renderToStaticMarkup(createElement(SiteSprite, { illustrations: illustrationsInUse }));
  const file = t.dev ? 'sprite.svg' : `sprite-${hash(svg)}.svg`;
  writeFileSync(path.join(assetsDir(t), file), svg);
  return `/assets/${file}`;
}

/** Files under a folder, recursively, as absolute paths, sorted. */
const filesUnder = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile())
    .sort();

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

type ManifestParts = ReturnType<typeof scriptManifest> & ReturnType<typeof buildStyles> & { sprite: string };

/**
 * Writes `manifest.json`. The build id hashes every file of the build (client, stylesheet, public files
 * and the server bundle, which holds the pages and the content), so the page ETag changes with any of them.
 */
export function writeManifest(t: BuildTarget, parts: ManifestParts) {
  const files = filesUnder(t.outDir).filter((file) => !file.endsWith('manifest.json'));
  const buildId = hash(
    files.map((file) => `${path.relative(t.outDir, file)}:${hash(readFileSync(file))}`).join(),
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
  const sprite = buildSprite(t);
  copyPublic(t);
  if (!t.dev) precompress(path.join(t.outDir, 'public'));
  writeManifest(t, { ...scriptManifest(client.metafile, document.metafile), ...styles, sprite });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  await build({ outDir: path.join(root, 'dist'), dev: false });
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
