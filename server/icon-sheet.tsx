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
 *
 * The icons' drawings come from lucide-react and simple-icons, drawn here once, at start: only the
 * server has them, so neither library reaches the browser; pages show the icons through `Icon`
 * (`shared/components/icon.tsx`), with a `<use>` of the symbol in the same page.
 */
// One file per logo: the package's index imports all of its 3,400 logos, 1.9 s of a process's start
// (each server test worker's and each test run's global set-up; docs/benchmarks.md, "Tests").
import SiFacebook from '@icons-pack/react-simple-icons/icons/SiFacebook';
import SiInstagram from '@icons-pack/react-simple-icons/icons/SiInstagram';
import SiTiktok from '@icons-pack/react-simple-icons/icons/SiTiktok';
import {
  ArrowRight,
  Award,
  Briefcase,
  Cake,
  Calendar,
  CalendarDays,
  Clock,
  Gift,
  GraduationCap,
  Handshake,
  Heart,
  Info,
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  Package,
  Palette,
  PartyPopper,
  Pause,
  Phone,
  Play,
  Quote,
  ShoppingBag,
  Snowflake,
  Sparkles,
  Star,
  TriangleAlert,
  Truck,
  Users,
  X,
} from 'lucide-react';

import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import {
  BRAND_ICONS,
  type BrandIconName,
  ICON_VIEW_BOX,
  type IconSymbolName,
  iconSymbolId,
  LINE_ICONS,
  type LineIconName,
} from '../shared/components/icon';
import type { IconName } from '../shared/content/types';

/** The line icons (lucide-react): every name content may use, and the interface's own. */
const lineIcons = {
  leaf: Leaf,
  heart: Heart,
  sparkles: Sparkles,
  clock: Clock,
  award: Award,
  users: Users,
  palette: Palette,
  gift: Gift,
  briefcase: Briefcase,
  party: PartyPopper,
  graduation: GraduationCap,
  cake: Cake,
  handshake: Handshake,
  star: Star,
  truck: Truck,
  package: Package,
  'map-pin': MapPin,
  snowflake: Snowflake,
  alert: TriangleAlert,
  mail: Mail,
  calendar: Calendar,
  'calendar-days': CalendarDays,
  phone: Phone,
  menu: Menu,
  close: X,
  'shopping-bag': ShoppingBag,
  'arrow-right': ArrowRight,
  quote: Quote,
  pause: Pause,
  play: Play,
  info: Info,
} satisfies Record<LineIconName, LucideIcon> & Record<IconName, LucideIcon>;

/** The social networks' logos (simple-icons), filled with the current text colour. */
const brandIcons = { instagram: SiInstagram, tiktok: SiTiktok, facebook: SiFacebook } satisfies Record<
  BrandIconName,
  unknown
>;

/**
 * One icon as its library draws it: an `<svg>` on the icons' 24 × 24 grid. The server keeps only what
 * is inside it (the paths) for the icon's `<symbol>`, so the paths take their paint from the page's
 * `<svg>` (`Icon`): line icons stroked, logos filled, a star filled by CSS.
 *
 * @param props.name - the icon's name
 */
function IconDrawing({ name }: { name: IconSymbolName }) {
  if (name in brandIcons) {
    const BrandIcon = brandIcons[name as BrandIconName];
    // No title: the page's text names the network, and the icon is hidden from assistive technology.
    return <BrandIcon size={24} title="" />;
  }
  const LineIcon = lineIcons[name as LineIconName];
  return <LineIcon size={24} />;
}

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
