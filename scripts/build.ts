/**
 * Production build into `dist/`: the client (esbuild), the stylesheet (Sass), fonts and public files with
 * content-hashed names, the server bundle, and `dist/manifest.json` mapping them.
 *
 * The client is built in two steps so the JavaScript loaded before interaction stays small (issue 5):
 * 1. Page and island modules (`shared/pages/*`, `shared/islands/*`), code-split among themselves. Their
 *    imports of React, the JSX runtime and React Router resolve to small shims that read the single copy
 *    the entry publishes (`globalThis.__sweetCoreRuntime`), so no framework code is duplicated or split.
 * 2. The entry (`client/entry.tsx`) as one file: React, react-dom, the data router and the layout, with
 *    its dynamic imports of pages and islands pointing at the hashed files of step 1.
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
const watchMode = process.argv.includes('--watch');

/** The self-hosted font files (issue 5: at most two woff2, latin subset, preloaded). */
const fonts = ['node_modules/@fontsource/fraunces/files/fraunces-latin-600-normal.woff2'];

/**
 * What the entry publishes for page and island modules, per package: the named exports they may import.
 * A page importing anything else fails the build loudly ("No matching export"): add the name here.
 */
const RUNTIME_EXPORTS: Record<string, string[]> = {
  react: [
    'Fragment',
    'createElement',
    'forwardRef',
    'useEffect',
    'useId',
    'useRef',
    'useState',
    'useSyncExternalStore',
  ],
  'react/jsx-runtime': ['jsx', 'jsxs', 'Fragment'],
  'react-router-dom': ['Link', 'useSearchParams'],
  // lucide-react's icon modules import their factory by relative path; the entry's copy is shared too.
  'lucide-react': ['createLucideIcon'],
};
const RUNTIME_GLOBAL = '__sweetCoreRuntime';

const hash = (data: string | Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 10);

/** Writes `data` as `<name>-<hash><ext>` into the assets folder and returns its public URL. */
function writeHashed(name: string, ext: string, data: string | Buffer): string {
  const file = `${name}-${hash(data)}${ext}`;
  writeFileSync(path.join(assetsDir, file), data);
  return `/assets/${file}`;
}

const assetUrl = (output: string) => `/assets/${path.basename(output)}`;

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

/** Step 1: framework imports of pages and islands become shims reading the entry's published runtime. */
const runtimeShims: esbuild.Plugin = {
  name: 'runtime-shims',
  setup(build) {
    build.onResolve({ filter: /^react(\/jsx-runtime)?$|^react-router-dom$/ }, (args) => ({
      path: args.path,
      namespace: 'runtime-shim',
    }));
    build.onResolve({ filter: /\/createLucideIcon\.js$/ }, (args) =>
      args.importer.includes(`${path.sep}lucide-react${path.sep}`)
        ? { path: 'lucide-factory', namespace: 'runtime-shim' }
        : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: 'runtime-shim' }, (args) => {
      const runtime = `globalThis.${RUNTIME_GLOBAL}`;
      if (args.path === 'lucide-factory') {
        return { loader: 'js', contents: `export default ${runtime}["lucide-react"].createLucideIcon;\n` };
      }
      const names = RUNTIME_EXPORTS[args.path];
      return {
        loader: 'js',
        contents: `const m = ${runtime}[${JSON.stringify(args.path)}];\nexport default m;\nexport const { ${names.join(', ')} } = m;\n`,
      };
    });
  },
};

/** Step 2: the entry's module that publishes the runtime (generated from {@link RUNTIME_EXPORTS}). */
const runtimePublisher: esbuild.Plugin = {
  name: 'runtime-publisher',
  setup(build) {
    build.onResolve({ filter: /^virtual:runtime$/ }, () => ({ path: 'runtime', namespace: 'virtual' }));
    build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => {
      const lines: string[] = [];
      const entries: string[] = [];
      Object.entries(RUNTIME_EXPORTS).forEach(([pkg, names], i) => {
        lines.push(
          `import { ${names.map((n) => `${n} as m${i}_${n}`).join(', ')} } from ${JSON.stringify(pkg)};`,
        );
        entries.push(`${JSON.stringify(pkg)}: { ${names.map((n) => `${n}: m${i}_${n}`).join(', ')} }`);
      });
      lines.push(`globalThis.${RUNTIME_GLOBAL} = { ${entries.join(', ')} };`);
      return { loader: 'js', contents: lines.join('\n'), resolveDir: root };
    });
  },
};

/** Step 2: dynamic imports of pages and islands point at their built files. */
function externalModules(urls: Map<string, string>): esbuild.Plugin {
  return {
    name: 'external-modules',
    setup(build) {
      build.onResolve({ filter: /\/(pages|islands)\/[\w-]+$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const source = path.relative(root, path.resolve(args.resolveDir, `${args.path}.tsx`));
        const url = urls.get(source);
        if (!url) throw new Error(`${source} was not built in step 1`);
        return { path: url, external: true };
      });
    },
  };
}

const common: esbuild.BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  minify: !watchMode,
  metafile: true,
  target: ['es2022', 'chrome111', 'safari16', 'firefox111'],
  jsx: 'automatic',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': watchMode ? '"development"' : '"production"' },
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

/** Every output an output file imports statically, itself included. */
function closure(metafile: esbuild.Metafile, output: string, seen = new Set<string>()): Set<string> {
  if (seen.has(output)) return seen;
  seen.add(output);
  for (const imported of metafile.outputs[output]?.imports ?? []) {
    if (imported.kind === 'import-statement' && !imported.external) closure(metafile, imported.path, seen);
  }
  return seen;
}

/**
 * Builds the client in the two steps described above.
 *
 * @returns the entry URL and, per island, the URLs of its chunk and the chunks it imports statically
 */
async function buildClient(): Promise<{ entry: string; islandScripts: Record<string, string[]> }> {
  const urls = new Map<string, string>();
  const islandScripts: Record<string, string[]> = {};
  // Each island is one self-contained file (the few bytes it shares with other islands cost less than
  // extra requests and separately compressed chunks); pages are code-split among themselves.
  for (const dir of ['islands', 'pages']) {
    const sources = readdirSync(path.join(root, 'shared', dir))
      .filter((file) => file.endsWith('.tsx') && !file.endsWith('.client.tsx'))
      .map((file) => `shared/${dir}/${file}`);
    const result = await esbuild.build({
      ...common,
      entryPoints: sources,
      outbase: 'shared',
      outdir: assetsDir,
      splitting: dir === 'pages',
      entryNames: '[dir]-[name]-[hash]',
      chunkNames: `${dir}-chunk-[hash]`,
      plugins: [clientVariants, runtimeShims],
    });
    const meta = result.metafile as esbuild.Metafile;
    for (const [output, info] of Object.entries(meta.outputs)) {
      if (!info.entryPoint || !output.endsWith('.js')) continue;
      urls.set(info.entryPoint, assetUrl(output));
      const island = /^shared\/islands\/([\w-]+)\.tsx$/.exec(info.entryPoint)?.[1];
      if (island) islandScripts[island] = [...closure(meta, output)].map(assetUrl);
    }
  }

  const entry = await esbuild.build({
    ...common,
    entryPoints: { entry: 'client/entry.tsx' },
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    plugins: [runtimePublisher, clientVariants, externalModules(urls)],
  });
  const entryOutput = Object.keys((entry.metafile as esbuild.Metafile).outputs).find((o) =>
    o.endsWith('.js'),
  );
  if (!entryOutput) throw new Error('the client entry was not built');
  return { entry: assetUrl(entryOutput), islandScripts };
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

/**
 * One full build. `clean` empties `dist/` first; watch-mode rebuilds keep it, so the running dev server
 * never sees its manifest vanish (old hashed files simply stay until the next clean build).
 */
async function buildAll(clean = true) {
  if (clean) rmSync(dist, { recursive: true, force: true });
  mkdirSync(assetsDir, { recursive: true });
  const [client] = await Promise.all([buildClient(), esbuild.build(serverOptions)]);
  const styles = buildStyles();
  copyPublic();
  // A tiny module that requests the entry only after the first contentful paint and the load event
  // (stylesheet, font, the one eager image), so JavaScript never competes for bandwidth with what the
  // largest paint needs; links and the menu button work natively until then. A page that never paints
  // (a background tab) still loads the entry after 4 s.
  const entryUrl = JSON.stringify(client.entry);
  const bootCode = [
    `const go=()=>import(${entryUrl});`,
    'new Promise(r=>{try{new PerformanceObserver((l,o)=>{l.getEntriesByName("first-contentful-paint")[0]&&(o.disconnect(),r())}).observe({type:"paint",buffered:!0})}catch{r()}})',
    '.then(()=>document.readyState=="complete"||new Promise(r=>addEventListener("load",r))).then(()=>setTimeout(go));setTimeout(go,4e3);',
  ].join('');
  const boot = writeHashed('boot', '.js', `${bootCode}\n`);
  const manifest = {
    /** `npm start` rebuilds when the build in dist/ came from `npm run dev`. */
    mode: watchMode ? 'development' : 'production',
    buildId: hash(JSON.stringify({ client, styles, boot })),
    entry: boot,
    css: styles.css,
    fonts: styles.fonts,
    islandScripts: client.islandScripts,
  };
  writeFileSync(path.join(dist, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `built ${manifest.entry}, ${manifest.css}, ${Object.keys(manifest.islandScripts).length} islands`,
  );
}

/** Rebuilds everything when a source folder changes (a full build takes about a second). */
async function buildWatch() {
  await buildAll();
  let timer: NodeJS.Timeout | undefined;
  const rebuild = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      buildAll(false).catch((error: Error) => console.error(error.message));
    }, 150);
  };
  for (const dir of ['client', 'server', 'shared', 'styles'])
    watch(path.join(root, dir), { recursive: true }, rebuild);
  console.log('watching client, server, shared and styles');
}

if (watchMode) await buildWatch();
else await buildAll();
