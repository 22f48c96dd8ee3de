/**
 * Performance budgets per page, first load, gzip (docs/product.md "Speed"), and the measurement of one
 * page's HTML against them. Used by `npm run bench` and by the budget test in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ASSETS_PATH } from '../../server/http/policies';
import { IslandSelector } from '../../shared/lib/island-contract';
import { parseHtml } from './parse-html';

/** Budgets in bytes (gzip) and counts. */
export const BUDGETS = {
  /** All JavaScript loaded before interaction on a page without islands (no React at all). */
  jsWithoutIslandsGzip: 3 * 1024,
  /** All JavaScript loaded before interaction on a page with islands. */
  jsGzip: 75 * 1024,
  cssGzip: 15 * 1024,
  htmlGzip: 30 * 1024,
  fontFiles: 2,
  eagerImages: 1,
} as const;

/** What one page loads on first visit. */
export interface PageWeight {
  /** Whether the page has islands (and so loads React). */
  hasIslands: boolean;
  htmlRaw: number;
  htmlGzip: number;
  jsFiles: string[];
  jsRaw: number;
  jsGzip: number;
  cssRaw: number;
  cssGzip: number;
  fontFiles: number;
  eagerImages: number;
  /** `<img>` tags missing width or height. */
  imagesWithoutSize: number;
  /** `<script>` elements with neither `src` nor `type="application/ld+json"`. */
  inlineScripts: number;
  /** Script or stylesheet URLs on another origin. */
  thirdParty: number;
}

const gzipSize = (data: Buffer | string) => gzipSync(data, { level: 9 }).length;

/**
 * Static `import` statements of an ES module chunk (`from"./chunk-X.js"` and `import"./chunk-X.js"`),
 * so the JavaScript a page needs is followed through the chunk graph the browser will load. Dynamic
 * `import()` calls are not followed: they load on demand (the invoker polyfill, only where needed).
 */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g)].flatMap((m) =>
    m[1] ? [m[1].slice(2)] : [],
  );
}

/** A URL on another origin: absolute or protocol-relative, to a host other than the page's. */
function isThirdParty(url: string): boolean {
  const page = 'https://this-site.invalid';
  return new URL(url, page).origin !== page;
}

/**
 * Measures a served HTML document: its bytes, the JavaScript it loads before interaction (every
 * script with `src` and every `modulepreload`, and what they import statically), the stylesheet, fonts
 * and images. The document is parsed with happy-dom (no script run, nothing loaded) and its elements
 * queried; only the chunks' static imports are read with a regular expression, over minified JavaScript.
 *
 * @param html - the document as served
 * @param publicDir - the build's `public/` folder (assets are read from disk)
 * @returns the page's weight
 */
export function measurePage(html: string, publicDir: string): PageWeight {
  const read = (url: string) => readFileSync(path.join(publicDir, url));
  const { document, close } = parseHtml(html);
  try {
    const all = (selector: string) => [...document.querySelectorAll(selector)];
    const attr = (name: string) => (element: { getAttribute(name: string): string | null }) =>
      element.getAttribute(name) ?? '';
    const scripts = all('script');
    const modulePreloads = all('link[rel="modulepreload"][href]');
    const stylesheets = all('link[rel="stylesheet"][href]');
    const images = all('img');

    const queue = [...scripts.map(attr('src')), ...modulePreloads.map(attr('href'))].filter(Boolean);
    const seen = new Set<string>();
    while (queue.length) {
      const url = queue.shift() as string;
      if (seen.has(url) || !url.startsWith(`${ASSETS_PATH}/`)) continue;
      seen.add(url);
      for (const file of staticImports(read(url).toString())) queue.push(`${ASSETS_PATH}/${file}`);
    }
    const jsFiles = [...seen];
    const styles = stylesheets.map(attr('href'));
    return {
      hasIslands: document.querySelector(IslandSelector.any) !== null,
      htmlRaw: Buffer.byteLength(html),
      htmlGzip: gzipSize(html),
      jsFiles,
      jsRaw: jsFiles.reduce((sum, url) => sum + read(url).length, 0),
      jsGzip: jsFiles.reduce((sum, url) => sum + gzipSize(read(url)), 0),
      cssRaw: styles.reduce((sum, url) => sum + read(url).length, 0),
      cssGzip: styles.reduce((sum, url) => sum + gzipSize(read(url)), 0),
      fontFiles: all('link[as="font"]').length,
      eagerImages: images.filter((img) => img.getAttribute('loading') !== 'lazy').length,
      imagesWithoutSize: images.filter((img) => !img.getAttribute('width') || !img.getAttribute('height'))
        .length,
      inlineScripts: scripts.filter(
        (script) => !script.getAttribute('src') && script.getAttribute('type') !== 'application/ld+json',
      ).length,
      thirdParty: [...scripts.map(attr('src')), ...modulePreloads.map(attr('href')), ...styles].filter(
        (url) => url && isThirdParty(url),
      ).length,
    };
  } finally {
    // Nothing was loaded or scheduled, so closing has nothing to wait for; measurePage stays synchronous.
    void close();
  }
}

/**
 * Lists the budgets a page exceeds.
 *
 * @param weight - the measured page
 * @returns human-readable violations, empty when within budget
 */
export function budgetViolations(weight: PageWeight): string[] {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const problems: string[] = [];
  const jsBudget = weight.hasIslands ? BUDGETS.jsGzip : BUDGETS.jsWithoutIslandsGzip;
  if (weight.jsGzip > jsBudget)
    problems.push(
      `JavaScript ${kb(weight.jsGzip)} > ${kb(jsBudget)}${weight.hasIslands ? '' : ' (a page without islands)'}`,
    );
  if (weight.cssGzip > BUDGETS.cssGzip) problems.push(`CSS ${kb(weight.cssGzip)} > ${kb(BUDGETS.cssGzip)}`);
  if (weight.htmlGzip > BUDGETS.htmlGzip)
    problems.push(`HTML ${kb(weight.htmlGzip)} > ${kb(BUDGETS.htmlGzip)}`);
  if (weight.fontFiles > BUDGETS.fontFiles)
    problems.push(`${weight.fontFiles} font files > ${BUDGETS.fontFiles}`);
  if (weight.eagerImages > BUDGETS.eagerImages)
    problems.push(`${weight.eagerImages} eager images > ${BUDGETS.eagerImages}`);
  if (weight.imagesWithoutSize) problems.push(`${weight.imagesWithoutSize} images without width/height`);
  if (weight.inlineScripts) problems.push(`${weight.inlineScripts} inline scripts`);
  if (weight.thirdParty) problems.push(`${weight.thirdParty} third-party scripts or styles`);
  return problems;
}
