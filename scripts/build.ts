/**
 * The build (docs/decisions/0001-islands-on-a-multi-page-site.md). One esbuild pass with
 * `splitting: true` builds `client/island-loader.tsx` (React in shared chunks, each island of
 * `shared/island-registry.ts` a chunk of its own) and the invoker polyfill; the classic page script is
 * bundled on its own as IIFE; Sass builds the stylesheet; React draws the illustration files; esbuild builds
 * the server bundle. Every asset is compressed once, and `manifest.json` names what pages load.
 * `npm run dev` reuses the pieces.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  type AssetManifest,
  assetsDirOf,
  MANIFEST_FILE,
  manifestSchema,
  publicDirOf,
} from '../server/asset-manifest';
import { ASSETS_PATH, PRECOMPRESSED_SUFFIX } from '../server/http/policies';
import {
  IllustrationDocument,
  illustrationFiles,
} from '../shared/components/illustrations/illustration-files';
import { isOwnPhoto, type PhotoLibrary } from '../shared/components/photo';
import {
  ABOUT_FIGURE_SLOT,
  HERO_SLIDE_SLOT,
  type PhotoSlot,
  SHOP_CARD_SLOT,
} from '../shared/components/photo-slots';
import { founderPhoto } from '../shared/content/about';
import { products as catalogue } from '../shared/content/catalogue';
import { heroItems } from '../shared/content/home';
import { illustrationsInUse } from '../shared/content/illustrations';
import type { Photo } from '../shared/content/types';
import { defineCommand } from './command-line';
import { buildPhotos, PhotoError, type PhotoRequest } from './photos/pipeline';
import {
  assetUrlsIn,
  carryForward,
  PreviousReleaseError,
  previousReleases,
  retainedReleases,
} from './release-assets';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Sass, loaded when a stylesheet is first built: loading it takes about 0.4 s, which
 * `scripts/content-assets.ts`, which `npm run dev` has draw after a content save, never needs.
 */
const loadSass = (): typeof import('sass') => createRequire(import.meta.url)('sass');

/** What `npm run dev` (`scripts/dev.ts`) prints once every watcher is attached: from then on, any save is seen. */
export const DEV_READY = 'npm run dev: watching client/, server/, shared/ and styles/';

/** Where a build goes; `dev`: unminified, React's development mode, no hash on the stylesheet or font. */
export interface BuildOutput {
  outDir: string;
  dev: boolean;
  /** Where encoded photos are kept between builds (default `node_modules/.cache/photos`). */
  photoCacheDir?: string;
  /**
   * The previous release's build folder, whose hashed assets this build keeps by the retention rule
   * (`scripts/release-assets.ts`); production builds only.
   */
  previousRelease?: string;
}

const FONT = 'node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2';
/** React's CommonJS files call require() for Node built-ins; an ES module needs one made for it. */
const REQUIRE = "import{createRequire}from'node:module';const require=createRequire(import.meta.url);";

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);
const assetsDir = (out: BuildOutput) => assetsDirOf(out.outDir);
const assetUrl = (file: string) => `${ASSETS_PATH}/${path.basename(file)}`;
type Options = esbuild.BuildOptions & { metafile: true };

/** Browsers the client code is compiled for: the ones with cross-document view transitions' peers. */
const SUPPORTED_BROWSERS = ['es2022', 'chrome111', 'safari16.4', 'firefox115'];

/** `process.env.NODE_ENV` as the bundles see it: React's development build only under `npm run dev`. */
const nodeEnvDefine = (out: BuildOutput) => ({
  'process.env.NODE_ENV': out.dev ? '"development"' : '"production"',
});

/**
 * V8's explicit compile hint ("Explicit compile hints with magic comments", Chromium 136+), the first line
 * of every islands file: the browser compiles every function of the file in the file's own compile task,
 * where it otherwise compiles a function the first time it is called, inside whatever task calls it.
 * React DOM's module body was compiled so when hydration first ran it: 163 ms of a 172 ms task at 4× CPU
 * on /, where the file's compile task is now 53-66 ms (docs/decisions/0011-islands-never-hold-the-main-thread.md,
 * "Compile hints"). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * esbuild options of the islands pass: the island loader (`client/island-loader.tsx`, which loads each
 * island through the literal imports of `shared/island-registry.ts`) and the invoker polyfill, split
 * into chunks so React is shared and each island is a chunk of its own.
 *
 * @param out - output folder and kind
 * @returns the options
 */
export function clientOptions(out: BuildOutput): Options {
  return {
    absWorkingDir: root,
    entryPoints: { 'island-loader': 'client/island-loader.tsx', 'invokers-polyfill': 'invokers-polyfill' },
    bundle: true,
    splitting: true,
    format: 'esm',
    outdir: assetsDir(out),
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    minify: !out.dev,
    target: SUPPORTED_BROWSERS,
    legalComments: 'none',
    jsx: 'automatic',
    define: nodeEnvDefine(out),
    banner: { js: COMPILE_HINT },
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * esbuild options of the page script (`client/page-script.ts`): one classic (IIFE) file that every page
 * runs in `<head>`, with no imports.
 *
 * @param out - output folder and kind
 * @returns the options
 */
export function pageScriptOptions(out: BuildOutput): Options {
  return {
    absWorkingDir: root,
    entryPoints: { 'page-script': 'client/page-script.ts' },
    bundle: true,
    format: 'iife',
    outdir: assetsDir(out),
    entryNames: '[name]-[hash]',
    minify: !out.dev,
    target: SUPPORTED_BROWSERS,
    legalComments: 'none',
    define: nodeEnvDefine(out),
    metafile: true,
    logLevel: 'warning',
  };
}

/**
 * esbuild options of the server bundle. The packages of `package.json`'s `dependencies` stay external:
 * they are what the server loads at run time, and all the production image installs. Everything else
 * it imports is bundled: React, the router and the icon libraries are development dependencies, so
 * React runs in production mode whatever `NODE_ENV` says at run time, and the image carries none of
 * them (docs/benchmarks.md, "Tests").
 *
 * @param out - output folder and kind
 * @returns the options
 */
export function serverOptions(out: BuildOutput): Options {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { dependencies: object };
  return {
    absWorkingDir: root,
    entryPoints: ['server/index.ts'],
    bundle: true,
    outfile: path.join(out.outDir, 'server', 'index.js'),
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(pkg.dependencies),
    banner: { js: REQUIRE },
    jsx: 'automatic',
    define: nodeEnvDefine(out),
    metafile: true,
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

/**
 * The output file esbuild wrote for an entry point.
 *
 * @param metafile - the pass's metafile
 * @param source - matches the entry point's path, e.g. `/^client\/island-loader\.tsx$/`
 * @returns the output's path
 * @throws Error naming the entry point when the pass wrote no output for it
 */
export function outputFor(metafile: esbuild.Metafile, source: RegExp): string {
  const found = Object.entries(metafile.outputs).find(([, info]) => source.test(info.entryPoint ?? ''));
  if (!found) throw new Error(`The build wrote no output for the entry point ${source}`);
  return found[0];
}

/** Name of the island an output of the islands pass belongs to, if it is an island's own chunk. */
const islandOf = (info: esbuild.Metafile['outputs'][string]) =>
  /^shared\/islands\/([\w-]+)\.tsx$/.exec(info.entryPoint ?? '')?.[1];

/**
 * The manifest's script part, read from the metafiles of the islands pass and the page script.
 *
 * @param meta - metafile of the islands pass
 * @param pageScriptMeta - metafile of the page script
 * @returns the URLs of the page script, the polyfill, the island loader and each island's chunks
 * @throws Error when an expected output is missing
 */
export function scriptManifest(meta: esbuild.Metafile, pageScriptMeta: esbuild.Metafile) {
  // Every island needs React DOM too, which client/island-loader.tsx imports dynamically once an island is
  // wanted (client/hydrate-island.tsx): preloaded with each island's own chunks, evaluated only then.
  const hydration = closure(meta, outputFor(meta, /^client\/hydrate-island\.tsx$/));
  const islandChunks: Record<string, string[]> = {};
  for (const [output, info] of Object.entries(meta.outputs)) {
    const name = islandOf(info);
    if (name) islandChunks[name] = [...new Set([...closure(meta, output), ...hydration])].map(assetUrl);
  }
  return {
    pageScript: assetUrl(outputFor(pageScriptMeta, /^client\/page-script\.ts$/)),
    invokersPolyfill: assetUrl(outputFor(meta, /\/invokers-polyfill\//)),
    islandLoader: [...closure(meta, outputFor(meta, /^client\/island-loader\.tsx$/))].map(assetUrl),
    islandChunks,
  };
}

/** The Sass entry: `styles/main.scss`, then every page partial in `styles/pages/` (found, not listed). */
export function styleSource(): string {
  const pages = readdirSync(path.join(root, 'styles/pages')).filter((file) => /^_[\w-]+\.scss$/.test(file));
  return ["@use 'main';", ...pages.map((file) => `@use 'pages/${file.slice(1, -5)}';`)].join('\n');
}

/** Compiles the stylesheet and copies the font; in production both get content-hashed names. */
export function buildStyles(out: BuildOutput): { css: string; fonts: string[] } {
  const fontData = readFileSync(path.join(root, FONT));
  const fontFile = out.dev ? path.basename(FONT) : `${path.basename(FONT, '.woff2')}-${hash(fontData)}.woff2`;
  mkdirSync(path.join(assetsDir(out), 'fonts'), { recursive: true });
  writeFileSync(path.join(assetsDir(out), 'fonts', fontFile), fontData);
  const loadPaths = [path.join(root, 'styles')];
  const { css: compiled } = loadSass().compileString(styleSource(), {
    loadPaths,
    style: out.dev ? 'expanded' : 'compressed',
  });
  const fontsUrl = `${ASSETS_PATH}/fonts`;
  const css = compiled.replaceAll(`${fontsUrl}/${path.basename(FONT)}`, `${fontsUrl}/${fontFile}`);
  const cssFile = out.dev ? 'main.css' : `main-${hash(css)}.css`;
  writeFileSync(path.join(assetsDir(out), cssFile), css);
  return { css: `${ASSETS_PATH}/${cssFile}`, fonts: [`${fontsUrl}/${fontFile}`] };
}

/**
 * Draws every illustration the content uses, the kitchen scene and the dessert tables into a file of its
 * own (`shared/components/illustrations/illustration-files.tsx`), `<folder>/<id>.svg`, which pages show with
 * `<img>`. In production the folder's name carries a hash of every file in it.
 *
 * @param out - output folder and kind
 * @returns the folder's URL, e.g. `<ASSETS_PATH>/illustrations-0123456789`
 */
export function buildIllustrations(out: BuildOutput): string {
  const files = illustrationFiles(illustrationsInUse).map(({ id, viewBox, drawing }) => ({
    id,
    svg: renderToStaticMarkup(createElement(IllustrationDocument, { viewBox }, drawing)),
  }));
  const folder = out.dev
    ? 'illustrations'
    : `illustrations-${hash(files.map(({ id, svg }) => `${id}\n${svg}`).join('\n'))}`;
  mkdirSync(path.join(assetsDir(out), folder), { recursive: true });
  for (const { id, svg } of files) writeFileSync(path.join(assetsDir(out), folder, `${id}.svg`), svg);
  return `${ASSETS_PATH}/${folder}`;
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
    if (br.length < data.length) writeFileSync(file + PRECOMPRESSED_SUFFIX.br, br);
    if (gz.length < data.length) writeFileSync(file + PRECOMPRESSED_SUFFIX.gzip, gz);
  }
}

type ManifestParts = ReturnType<typeof scriptManifest> &
  ReturnType<typeof buildStyles> & {
    illustrations: string;
    photos: PhotoLibrary;
    release?: AssetManifest['release'];
  };

/**
 * The build id: a hash of every file of a build folder (client, stylesheet, public files and the server
 * bundle, which holds the pages and the content), by path and content, so the page ETag changes with
 * any of them and with nothing else (docs/decisions/0004-page-etags.md).
 *
 * @param outDir - the build folder
 * @returns 10 hex digits
 */
export function buildIdOf(outDir: string): string {
  const files = filesUnder(outDir).filter((file) => path.basename(file) !== MANIFEST_FILE);
  return hash(files.map((file) => `${path.relative(outDir, file)}:${hash(readFileSync(file))}`).join());
}

/**
 * Writes `manifest.json`, checked against the one schema the server reads it with (`server/asset-manifest.ts`).
 *
 * @param out - output folder and kind
 * @param parts - the URLs of what the build wrote; without `release`, this build's assets alone
 * @param buildId - the build id (default: {@link buildIdOf} the folder as it is now)
 * @throws ZodError when a part is missing or malformed
 */
export function writeManifest(out: BuildOutput, parts: ManifestParts, buildId = buildIdOf(out.outDir)) {
  const manifest = manifestSchema.parse({
    buildId,
    mode: out.dev ? 'development' : 'production',
    ...parts,
    release: parts.release ?? keepPreviousAssets({ ...out, previousRelease: undefined }, new Date()),
  });
  writeFileSync(path.join(out.outDir, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
}

/** Copies `client/public/` (favicon, icons, social image) into the build. */
export function copyPublic(out: BuildOutput): void {
  cpSync(path.join(root, 'client/public'), publicDirOf(out.outDir), { recursive: true });
}

/** Where the shop's own photos live: `client/photos/`, build input only, never published as they are. */
const OWN_PHOTOS_SOURCE = path.join(root, 'client');

/**
 * The pipeline's request for a content photo in a slot, or none for a stock photo or no photo.
 *
 * @param photo - the content's photo
 * @param usedBy - who shows it, for messages: `product "Classic Caramel Apple"`
 * @param slot - where it is shown: the width it needs and the shape it is cropped to
 */
function ownPhotoRequest(photo: Photo | undefined, usedBy: string, slot: PhotoSlot): PhotoRequest[] {
  if (!photo || !isOwnPhoto(photo)) return [];
  return [{ src: photo.src, usedBy, minWidth: slot.minWidth, aspect: slot.aspect }];
}

/**
 * Every place the content shows one of the shop's own photos (`src: '/photos/<file>'`), with the width
 * and shape of its slot (`shared/components/photo-slots.ts`): product cards, hero slides and the
 * founder photo. A product's card has one shape in the shop and on the home page.
 *
 * @returns the pipeline's requests, in content order
 */
export function ownPhotoRequests(): PhotoRequest[] {
  const products = catalogue.flatMap((product) =>
    ownPhotoRequest(product.photo, `product "${product.name}"`, SHOP_CARD_SLOT),
  );
  const slides = heroItems.flatMap((item) =>
    ownPhotoRequest(item.photo, `hero slide "${item.name}"`, HERO_SLIDE_SLOT),
  );
  const founder = ownPhotoRequest(founderPhoto?.photo, 'the about page', ABOUT_FIGURE_SLOT);
  return [...products, ...slides, ...founder];
}

/** The folder published as it is: `client/public/`. */
const PUBLIC_SOURCE = path.join(root, 'client/public');

/**
 * Stops the build when a photo is in `client/public/photos/` (where an earlier README put own photos),
 * since everything there is published as it is, GPS position included; own photos go in
 * `client/photos/` (README "Adding your own photos").
 *
 * @param publicSource - the folder published as it is (default `client/public/`)
 * @throws PhotoError, one line naming the first such file and where it belongs
 */
export function refusePublishedPhotos(publicSource = PUBLIC_SOURCE): void {
  const photosDir = path.join(publicSource, 'photos');
  if (!existsSync(photosDir)) return;
  const [published] = filesUnder(photosDir);
  if (!published) return;
  const src = `/${path.relative(publicSource, published).split(path.sep).join('/')}`;
  const problem =
    'it is in client/public/photos/, which is published as it is, location data included; ' +
    'move it to client/photos/';
  throw new PhotoError({ src, usedBy: 'the site' }, problem);
}

/**
 * Optimises the shop's own photos into the assets' `photos/` folder (`scripts/photos/pipeline.ts`): upright, no
 * metadata, AVIF, WebP and JPEG at the widths their slots need, re-encoded only when an original
 * changed.
 *
 * @param out - output folder and kind
 * @param requests - the photos in use (default: the content's)
 * @returns the optimised photos by `src`, for the manifest
 * @throws PhotoError, one line naming the photo, who uses it and what is wrong, or a photo left in
 *   `client/public/photos/` ({@link refusePublishedPhotos})
 */
export async function buildOwnPhotos(out: BuildOutput, requests = ownPhotoRequests()): Promise<PhotoLibrary> {
  refusePublishedPhotos();
  const photos = await buildPhotos({
    sourceDir: OWN_PHOTOS_SOURCE,
    outDir: path.join(assetsDir(out), 'photos'),
    cacheDir: out.photoCacheDir ?? path.join(root, 'node_modules/.cache/photos'),
    requests,
  });
  return Object.fromEntries(photos);
}

/**
 * One complete build.
 *
 * @param out - output folder and kind
 * @throws when esbuild or Sass reports an error, or PhotoError for a photo that cannot be used
 */
export async function build(out: BuildOutput): Promise<void> {
  rmSync(out.outDir, { recursive: true, force: true });
  mkdirSync(assetsDir(out), { recursive: true });
  const photos = await buildOwnPhotos(out);
  const [client, pageScript] = await Promise.all([
    esbuild.build(clientOptions(out)),
    esbuild.build(pageScriptOptions(out)),
    esbuild.build(serverOptions(out)),
  ]);
  const styles = buildStyles(out);
  const illustrations = buildIllustrations(out);
  copyPublic(out);
  if (!out.dev) precompress(publicDirOf(out.outDir));
  const scripts = scriptManifest(client.metafile, pageScript.metafile);
  // The id of this build's own files: assets kept from earlier releases change no page.
  const buildId = buildIdOf(out.outDir);
  const release = keepPreviousAssets(out, new Date());
  writeManifest(out, { ...scripts, ...styles, illustrations, photos, release }, buildId);
}

/**
 * Lists this build's own assets, then copies in those of the earlier releases the retention rule keeps
 * (`scripts/release-assets.ts`), when a previous release is given.
 *
 * @param out - output folder and kind, and maybe the previous release's build folder
 * @param now - the build's time
 * @returns the manifest's `release`
 * @throws PreviousReleaseError when the previous release's folder cannot be used
 */
function keepPreviousAssets(out: BuildOutput, now: Date): AssetManifest['release'] {
  const current = assetUrlsIn(assetsDir(out));
  const previous = out.previousRelease && !out.dev ? previousReleases(out.previousRelease, now) : [];
  const retained = retainedReleases(previous, now);
  if (out.previousRelease) carryForward(out.previousRelease, out.outDir, retained);
  return { builtAt: now.toISOString(), current, retained };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const options = defineCommand(
    'npm run build --',
    'The production build into dist/: hashed scripts, styles, illustrations and photos, with brotli and gzip copies.',
  )
    .option(
      '--previous-release <folder>',
      "the previous release's build folder: its hashed assets are kept (docs/decisions/0013-*)",
    )
    .parse()
    .opts();
  const started = performance.now();
  const previous = options.previousRelease;
  try {
    await build({ outDir: path.join(root, 'dist'), dev: false, previousRelease: previous || undefined });
  } catch (error) {
    // A photo that cannot be used is the owner's to fix, a previous release the deployer's: one line.
    if (!(error instanceof PhotoError || error instanceof PreviousReleaseError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  console.log(`built dist/ in ${Math.round(performance.now() - started)} ms`);
}
