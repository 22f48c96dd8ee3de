/**
 * Performance budgets per page, first load, gzip (docs/product.md "Speed"), and the measurement of one
 * page's HTML against them. Used by `npm run bench` and by the budget test in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

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

/**
 * Measures a served HTML document: its bytes, the JavaScript it loads before interaction (every
 * script with `src` and every `modulepreload`, and what they import statically), the stylesheet, fonts
 * and images.
 *
 * @param html - the document as served
 * @param publicDir - the build's `public/` folder (assets are read from disk)
 * @returns the page's weight
 */
export function measurePage(html: string, publicDir: string): PageWeight {
  const read = (url: string) => readFileSync(path.join(publicDir, url));
  const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

  const queue = [
    ...tags('script').map((t) => attr(t, 'src')),
    ...tags('link')
      .filter((t) => attr(t, 'rel') === 'modulepreload')
      .map((t) => attr(t, 'href')),
  ].filter((url): url is string => Boolean(url));
  const seen = new Set<string>();
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.startsWith('/assets/')) continue;
    seen.add(url);
    for (const file of staticImports(read(url).toString())) queue.push(`/assets/${file}`);
  }
  const jsFiles = [...seen];
  const styles = tags('link')
    .filter((t) => attr(t, 'rel') === 'stylesheet')
    .map((t) => attr(t, 'href') as string);
  const images = tags('img');
  return {
    hasIslands: /\sdata-island="/.test(html),
    htmlRaw: Buffer.byteLength(html),
    htmlGzip: gzipSize(html),
    jsFiles,
    jsRaw: jsFiles.reduce((sum, url) => sum + read(url).length, 0),
    jsGzip: jsFiles.reduce((sum, url) => sum + gzipSize(read(url)), 0),
    cssRaw: styles.reduce((sum, url) => sum + read(url).length, 0),
    cssGzip: styles.reduce((sum, url) => sum + gzipSize(read(url)), 0),
    fontFiles: tags('link').filter((t) => attr(t, 'as') === 'font').length,
    eagerImages: images.filter((t) => attr(t, 'loading') !== 'lazy').length,
    imagesWithoutSize: images.filter((t) => !attr(t, 'width') || !attr(t, 'height')).length,
    inlineScripts: tags('script').filter((t) => !attr(t, 'src') && attr(t, 'type') !== 'application/ld+json')
      .length,
    thirdParty: [
      ...tags('script').filter((t) => /src="https?:\/\//.test(t)),
      ...tags('link').filter(
        (t) => /rel="(stylesheet|modulepreload)"/.test(t) && /href="https?:\/\//.test(t),
      ),
    ].length,
  };
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
