import { createContext, type SVGProps, use } from 'react';

/**
 * The line icons (drawn from lucide-react by `server/icon-sheet.tsx`): every name content may use
 * (`IconName` in `shared/content/types.ts`), and the interface's own.
 */
export const LINE_ICONS = [
  'leaf',
  'heart',
  'sparkles',
  'clock',
  'award',
  'users',
  'palette',
  'gift',
  'briefcase',
  'party',
  'graduation',
  'cake',
  'handshake',
  'star',
  'truck',
  'package',
  'map-pin',
  'snowflake',
  'alert',
  'mail',
  'calendar',
  'calendar-days',
  'phone',
  'menu',
  'close',
  'shopping-bag',
  'arrow-right',
  'quote',
  'pause',
  'play',
  'info',
] as const;

/** The social networks' logos (drawn from simple-icons), filled with the text colour. */
export const BRAND_ICONS = ['instagram', 'tiktok', 'facebook'] as const;

/** Name of a line icon. */
export type LineIconName = (typeof LINE_ICONS)[number];
/** Name of a social network's logo. */
export type BrandIconName = (typeof BRAND_ICONS)[number];
/** Name of an icon: a line icon or a logo. */
export type IconSymbolName = LineIconName | BrandIconName;

/** Both icon sets draw on a 24 × 24 grid. */
export const ICON_VIEW_BOX = '0 0 24 24';

/**
 * The symbol id of an icon.
 *
 * @param name - the icon's name
 * @returns e.g. `icon-shopping-bag`
 */
export function iconSymbolId(name: IconSymbolName): string {
  return `icon-${name}`;
}

/**
 * The paint of the page's `<svg>`: line icons are stroked in the text colour (CSS may fill one, as the
 * star rating does), logos are filled. The drawing inside the symbol inherits it.
 */
function iconPaint(name: IconSymbolName): SVGProps<SVGSVGElement> {
  if ((BRAND_ICONS as readonly string[]).includes(name)) return { fill: 'currentColor' };
  return {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  };
}

/**
 * The icons a server render has drawn so far, in the order they were first drawn: `Icon` adds its
 * name, and an island adds the icons it may draw once hydrated (`IslandDefinition.icons`). The server
 * renderer gives each render a new set and puts the symbols of those icons, and no others, at the top
 * of the page's `<body>` (`server/icon-sheet.tsx`; docs/decisions/0011-islands-never-hold-the-main-thread.md,
 * "Icon symbols in the page"). Null in the browser and in component tests: nothing is recorded.
 */
export const PageIconsContext = createContext<Set<IconSymbolName> | null>(null);

/**
 * A decorative icon: an `<svg>` with one `<use>` of the icon's symbol in the same page, which the
 * server drew from lucide-react or simple-icons (`server/icon-sheet.tsx`), so no icon library reaches the
 * browser. Hidden from assistive technology: the text beside it carries the meaning.
 *
 * @param props.name - a {@link IconSymbolName}, e.g. an {@link IconName} from a content module
 * @param props.size - edge length in px (default 24)
 * @param props.className - extra classes after `icon icon--<name>`
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: IconSymbolName;
  size?: number;
  className?: string;
}) {
  use(PageIconsContext)?.add(name);
  return (
    <svg
      width={size}
      height={size}
      viewBox={ICON_VIEW_BOX}
      className={`icon icon--${name}${className ? ` ${className}` : ''}`}
      aria-hidden="true"
      focusable="false"
      {...iconPaint(name)}
    >
      <use href={`#${iconSymbolId(name)}`} />
    </svg>
  );
}
