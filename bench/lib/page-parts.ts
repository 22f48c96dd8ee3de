/**
 * A served page taken apart, one kind of part at a time, for `npm run bench:floor`: what each kind of
 * part (scripts, the stylesheet, pictures, `<head>`) adds to what the page costs the phone's main thread.
 * Each variant leaves out what the one before it left out, and one more kind of part; the last is the
 * page's bare markup, next to which the plain reference page (`./reference-page.ts`) shows the host's
 * floor for text of that length.
 */
import { parseHtml } from '../../scripts/harness/parse-html';

/** One variant of a page: its name in the report and what it leaves out. */
export interface PageVariant {
  /** Its name in the report, e.g. `no script`. */
  name: string;
  /** What it leaves out, for the report's notes. */
  leavesOut: string;
  /** Removes its kind of part from a parsed document, in place. */
  strip(document: Document): void;
}

/** Removes every element that matches `selector`. */
function removeAll(document: Document, selector: string): void {
  for (const element of document.querySelectorAll(selector)) element.remove();
}

/**
 * The variants, each leaving out what the ones before it left out and one more kind of part: the
 * scripts (the page script, the islands' modules and preloads, JSON-LD), then the stylesheet and the
 * font preload, then every picture (inline SVG, the icon sheet, images), then the metadata of
 * `<head>` (all but the charset, the viewport and the title).
 */
export const PAGE_VARIANTS: readonly PageVariant[] = [
  {
    name: 'no script',
    leavesOut: 'scripts, module preloads and JSON-LD',
    strip: (document) => {
      removeAll(document, 'script, link[rel="modulepreload"]');
      // Without scripts nothing hydrates an island: it is plain markup, which nothing waits for.
      for (const island of document.querySelectorAll('[data-island]')) island.removeAttribute('data-island');
    },
  },
  {
    name: 'no script, no style',
    leavesOut: 'and the stylesheet, the font preload and the render-blocking end marker',
    strip: (document) =>
      removeAll(document, 'link[rel="stylesheet"], link[rel="preload"], link[rel="expect"]'),
  },
  {
    name: 'markup and text',
    leavesOut: 'and every picture: inline SVG (icons, logo, illustrations), the icon sheet, images',
    strip: (document) => removeAll(document, 'svg, img, picture'),
  },
  {
    name: 'bare markup',
    leavesOut: "and <head>'s metadata and icons (the charset, viewport and title stay)",
    strip: (document) => removeAll(document, 'head > :not(meta[charset], meta[name="viewport"], title)'),
  },
];

/**
 * The page's HTML with the parts of the first `count` variants left out.
 *
 * @param html - a whole HTML document as the storefront serves it
 * @param count - how many of {@link PAGE_VARIANTS} to apply, 1 to their number
 * @returns a whole HTML document, with its doctype
 * @throws RangeError when `count` is outside 1 to the number of variants
 */
export async function pageWithout(html: string, count: number): Promise<string> {
  if (!Number.isInteger(count) || count < 1 || count > PAGE_VARIANTS.length)
    throw new RangeError(`count: 1 to ${PAGE_VARIANTS.length}, not ${count}`);
  const parsed = parseHtml(html);
  try {
    for (const variant of PAGE_VARIANTS.slice(0, count)) variant.strip(parsed.document);
    return `<!doctype html>${parsed.document.documentElement.outerHTML}`;
  } finally {
    await parsed.close();
  }
}
