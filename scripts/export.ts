/**
 * `npm run export`: renders every page of the production build once into a folder that any static
 * host or CDN can serve (docs/product.md "Running it"). It holds `<page>.html` for each page
 * (`index.html` for `/`), `404.html`, the built assets with their brotli and gzip copies (the scripts
 * again in each retry folder of the island loader, which a static host cannot map), the public files,
 * `robots.txt`, `sitemap.xml`, the speculation rules, and headers files for common hosts:
 * `_headers` (Netlify, Cloudflare Pages) and `vercel.json`, with the same security headers as the
 * server, its `Cache-Control` for each page (a CDN keeps a page briefly, browsers revalidate) and the
 * assets' `Cache-Control`, from the HTTP policies (`server/http/policies.ts`).
 *
 * Usage: `npm run export [-- --outdir <folder>]` (default `export/`). `SITE_URL` sets the public
 * origin of canonical and social URLs. Builds first when `dist/` is missing.
 *
 * A static host cannot filter `/shop?category=...` on the server: the shop page arrives with every
 * product, and its filter island applies the category from the URL once it hydrates.
 */
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pino } from 'pino';
import { RETRY_PAUSES_MS } from '../client/island-retry';
import { createApp } from '../server/app';
import { publicDirOf } from '../server/asset-manifest';
import { loadConfig } from '../server/config';
import { ASSETS_PATH, CACHE_CONTROL, SITE_FILE_PATHS, SPECULATION_RULES_URL } from '../server/http/policies';
import { createHttpServer, listen } from '../server/index';
import { addressablePages } from '../shared/content/page-table';
import { RetryFolder } from '../shared/lib/island-contract';
import { build, root } from './build';
import { defineCommand } from './command-line';

/** Response headers every exported page should carry, taken from the server's own answer. */
const PAGE_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'speculation-rules',
];

/** A path no page has: its answer is the export's `404.html`. */
const NOT_FOUND_SAMPLE = '/404';

/** A script of the build, or its brotli or gzip copy. */
const SCRIPT_FILE = /\.js(\.br|\.gz)?$/;

/**
 * Copies every script of the exported assets into each retry folder the island loader asks again from
 * (`/assets/retry-<n>/`, `RetryFolder` in shared/lib/island-contract.ts), one per retry of
 * `RETRY_PAUSES_MS`: the server maps those folders onto `/assets/` (server/middleware/static-files.ts), a
 * static host only serves files. A module's imports resolve beside it, so the whole set is copied.
 *
 * @param assetsDir - the export's assets folder
 */
function writeRetryFolders(assetsDir: string): void {
  const scripts = readdirSync(assetsDir).filter((name) => SCRIPT_FILE.test(name));
  for (let n = 1; n <= RETRY_PAUSES_MS.length; n += 1) {
    const folder = path.join(assetsDir, `${RetryFolder.prefix}${n}`);
    mkdirSync(folder);
    for (const name of scripts) cpSync(path.join(assetsDir, name), path.join(folder, name));
  }
}

/** File name of a page in the export: `/` is `index.html`, `/shop` is `shop.html`. */
export const exportFileName = (pagePath: string) =>
  pagePath === '/' ? 'index.html' : `${pagePath.slice(1)}.html`;

/**
 * Writes the static export.
 *
 * @param outDir - the folder to (re)create
 * @param distDir - the production build to export (default: the configured `DIST_DIR`, built first
 *   when it holds no build)
 * @returns the page files written, relative to `outDir`
 * @throws when a page does not answer with its expected status
 */
export async function exportSite(outDir: string, distDir?: string): Promise<string[]> {
  const config = { ...loadConfig(), ...(distDir ? { distDir } : {}) };
  if (!existsSync(path.join(config.distDir, 'manifest.json')))
    await build({ outDir: config.distDir, dev: false });
  const server = createHttpServer(createApp({ config, logger: pino({ level: 'silent' }) }));
  const port = await listen(server, 0, '127.0.0.1');
  const origin = `http://127.0.0.1:${port}`;
  const fetchText = async (url: string, status = 200) => {
    const res = await fetch(origin + url);
    if (res.status !== status) throw new Error(`${url} answered ${res.status}, expected ${status}`);
    return { text: await res.text(), headers: res.headers };
  };
  try {
    rmSync(outDir, { recursive: true, force: true });
    mkdirSync(outDir, { recursive: true });
    cpSync(publicDirOf(config.distDir), outDir, { recursive: true });
    writeRetryFolders(path.join(outDir, ASSETS_PATH.slice(1)));
    const written: string[] = [];
    let headers = new Headers();
    const pageCaching: { source: string; value: string }[] = [];
    for (const { path: pagePath } of addressablePages) {
      const page = await fetchText(pagePath);
      headers = page.headers;
      writeFileSync(path.join(outDir, exportFileName(pagePath)), page.text);
      written.push(exportFileName(pagePath));
      pageCaching.push({ source: pagePath, value: page.headers.get('cache-control') ?? '' });
    }
    writeFileSync(path.join(outDir, '404.html'), (await fetchText(NOT_FOUND_SAMPLE, 404)).text);
    written.push('404.html');
    for (const file of SITE_FILE_PATHS) {
      writeFileSync(path.join(outDir, file), (await fetchText(file)).text);
    }
    const security = PAGE_HEADERS.flatMap((name) => {
      const value = headers.get(name);
      return value ? [{ key: name, value }] : [];
    });
    const assetCaching = { key: 'Cache-Control', value: CACHE_CONTROL.asset };
    const rulesType = { key: 'Content-Type', value: 'application/speculationrules+json' };
    // Each page gets the server's own Cache-Control by its exact path: hosts combine the headers of
    // every rule that matches, so a `/*` rule would also reach the assets.
    const netlify = [
      '/*',
      ...security.map(({ key, value }) => `  ${key}: ${value}`),
      `${ASSETS_PATH}/*`,
      `  ${assetCaching.key}: ${assetCaching.value}`,
      SPECULATION_RULES_URL,
      `  ${rulesType.key}: ${rulesType.value}`,
      ...pageCaching.flatMap(({ source, value }) => [source, `  Cache-Control: ${value}`]),
    ];
    writeFileSync(path.join(outDir, '_headers'), `${netlify.join('\n')}\n`);
    const vercel = {
      cleanUrls: true,
      trailingSlash: false,
      headers: [
        { source: '/(.*)', headers: security },
        { source: `${ASSETS_PATH}/(.*)`, headers: [assetCaching] },
        { source: SPECULATION_RULES_URL, headers: [rulesType] },
        ...pageCaching.map(({ source, value }) => ({ source, headers: [{ key: 'Cache-Control', value }] })),
      ],
    };
    writeFileSync(path.join(outDir, 'vercel.json'), `${JSON.stringify(vercel, null, 2)}\n`);
    return written;
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  const flags = defineCommand(
    'npm run export --',
    'Every page rendered once into a folder a static host can serve, with the assets, site files and ' +
      'headers files. SITE_URL sets the public origin of canonical and social URLs.',
  )
    .option('--outdir <folder>', 'the folder to write, from the project root', 'export')
    .parse()
    .opts();
  const outDir = path.resolve(root, flags.outdir);
  const written = await exportSite(outDir);
  console.log(`exported ${written.length} pages to ${path.relative(root, outDir)}/`);
}
