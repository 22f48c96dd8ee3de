/**
 * Performance budgets per route, first load, gzip (issue 5), and the measurement of one page's
 * HTML against them. Used by `npm run bench` and by the budget test in `npm test`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Budgets in bytes (gzip) and counts. */
export const BUDGETS = {
  /** All JavaScript loaded before interaction. */
  jsGzip: 105 * 1024,
  cssGzip: 15 * 1024,
  htmlGzip: 30 * 1024,
  fontFiles: 2,
  eagerImages: 1,
} as const;

/** What one page loads on first visit. */
export interface PageWeight {
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
 * so the JavaScript a page needs is followed through the chunk graph the browser will load.
 */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:from|import)\s*["'](\.\/[\w.-]+\.js)["']/g)].map((m) => m[1].slice(2));
}

/** The parts of `dist/manifest.json` the measurement needs. */
export interface BudgetManifest {
  /** Island name to the URLs of its files. */
  islandScripts: Record<string, string[]>;
}

/**
 * Measures a served HTML document: its bytes, the JavaScript it loads before interaction, the
 * stylesheet, fonts and images. JavaScript before interaction is every module script and
 * modulepreload of the page, what they import statically, what the boot script imports (the entry),
 * and the files of the islands the page hydrates at once (not those marked `data-hydrate="visible"`,
 * which load only when scrolled into view).
 *
 * @param html - the document as served
 * @param publicDir - the build's `public/` folder (assets are read from disk)
 * @param manifest - the build's manifest (island files)
 * @returns the page's weight
 */
export function measurePage(html: string, publicDir: string, manifest: BudgetManifest): PageWeight {
  const read = (url: string) => readFileSync(path.join(publicDir, url));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const tags = (name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

  const roots = [
    ...tags('script')
      .filter((t) => attr(t, 'type') === 'module')
      .map((t) => attr(t, 'src')),
    ...tags('link')
      .filter((t) => attr(t, 'rel') === 'modulepreload')
      .map((t) => attr(t, 'href')),
  ].filter((url): url is string => Boolean(url));
  const islands = Array.from(
    html.matchAll(/data-island="([\w-]+)"(?![^>]*data-hydrate="visible")/g),
    (m) => m[1],
  );
  for (const island of islands) roots.push(...(manifest.islandScripts[island] ?? []));
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length) {
    const url = queue.shift() as string;
    if (seen.has(url) || !url.startsWith('/assets/')) continue;
    seen.add(url);
    const code = read(url).toString();
    for (const file of staticImports(code)) queue.push(`/assets/${file}`);
    // The boot script's only job is to import the entry after first paint: that counts too.
    if (/\/boot-[\w]+\.js$/.test(url))
      queue.push(...Array.from(code.matchAll(/import\("(\/assets\/[\w.-]+\.js)"\)/g), (m) => m[1]));
  }
  const jsFiles = [...seen];
  const styles = tags('link')
    .filter((t) => attr(t, 'rel') === 'stylesheet')
    .map((t) => attr(t, 'href') as string);
  const images = tags('img');
  return {
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
  if (weight.jsGzip > BUDGETS.jsGzip)
    problems.push(`JavaScript ${kb(weight.jsGzip)} > ${kb(BUDGETS.jsGzip)}`);
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
