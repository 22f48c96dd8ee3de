/**
 * The page's icon sheet (docs/decisions/0011-islands-never-hold-the-main-thread.md, "Icon symbols in
 * the page"): a hidden `<svg>` at the top of `<body>` that holds the `<symbol>` of each icon the page
 * draws, and only those, so every `<use>` of the page points into the page itself. A `<use>` of a
 * separate sprite file made the phone build a document for the file and rebuild every `<use>` of the
 * page when it arrived, in long tasks after the first paint.
 *
 * The page is rendered in one `renderToString`, top to bottom, so the icons are known only at its end:
 * `HtmlDocument` renders the empty sheet ({@link IconSheet}) first in `<body>`, and the renderer
 * fills it with {@link withIconSymbols} once the render has collected the icons (`PageIconsContext`).
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BRAND_ICONS,
  ICON_VIEW_BOX,
  type IconSymbolName,
  iconSymbolId,
  LINE_ICONS,
} from '../shared/components/icon';
import { IconDrawing } from '../shared/components/icon-symbols';

/**
 * The sheet: an `<svg>` with no box (0 × 0, and `.icon-sheet` takes it out of the flow), out of the
 * accessibility tree. Its symbols are shown only through `<use>`.
 *
 * @param props.children - the symbols; none in the page's render, which the renderer fills
 */
export function IconSheet({ children }: { children?: ReactNode }) {
  return (
    <svg className="icon-sheet" width="0" height="0" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

/** The empty sheet as `renderToString` writes it into the page. */
const EMPTY_SHEET = renderToStaticMarkup(<IconSheet />);

/** The empty sheet's start tag and end tag, which the symbols go between. */
const [SHEET_START = '', SHEET_END = ''] = EMPTY_SHEET.split(/(?=<\/svg>$)/);

/**
 * One icon's `<symbol>`: the paths of its library's drawing, without the `<svg>` around them (a
 * nested `<svg>` in every `<use>` would add bytes to each page and an element to each icon's shadow
 * tree), on the icons' 24 × 24 grid, with the id `Icon` refers to.
 *
 * @param name - the icon's name
 * @returns e.g. `<symbol id="icon-leaf" viewBox="0 0 24 24"><path d="…"></path>…</symbol>`
 * @throws Error when the library did not draw one `<svg>` (a new version that draws differently)
 */
function symbolOf(name: IconSymbolName): string {
  const drawing = renderToStaticMarkup(<IconDrawing name={name} />);
  const inside = drawing.indexOf('>') + 1;
  const end = drawing.lastIndexOf('</svg>');
  if (!drawing.startsWith('<svg') || end < inside)
    throw new Error(`the icon ${name} is not drawn as one <svg>`);
  return `<symbol id="${iconSymbolId(name)}" viewBox="${ICON_VIEW_BOX}">${drawing.slice(inside, end)}</symbol>`;
}

/** Each icon's `<symbol>` markup, drawn once when the server starts (34 icons, about 12 KB). */
const SYMBOLS = new Map<IconSymbolName, string>(
  [...LINE_ICONS, ...BRAND_ICONS].map((name) => [name, symbolOf(name)]),
);

/**
 * Fills the page's empty icon sheet with the symbols of the icons it draws, in the order given; a page
 * that draws no icon loses the sheet.
 *
 * @param html - a document rendered with {@link IconSheet} empty at the top of `<body>`
 * @param icons - the icons the render drew (`PageIconsContext`)
 * @returns the document with the symbols in its sheet
 * @throws Error when the document has no empty sheet (a document not made by `HtmlDocument`)
 */
export function withIconSymbols(html: string, icons: ReadonlySet<IconSymbolName>): string {
  const at = html.indexOf(EMPTY_SHEET);
  if (at === -1) throw new Error('the page has no icon sheet to fill');
  const symbols = [...icons].map((name) => SYMBOLS.get(name)).join('');
  const sheet = symbols ? `${SHEET_START}${symbols}${SHEET_END}` : '';
  return `${html.slice(0, at)}${sheet}${html.slice(at + EMPTY_SHEET.length)}`;
}
