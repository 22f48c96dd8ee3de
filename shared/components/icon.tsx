import type { SVGProps } from 'react';
import { useSpriteHref } from './sprite';

/**
 * The line icons of the sprite (drawn from lucide-react by `icon-symbols.tsx`): every name content may
 * use (`IconName` in `shared/content/types.ts`), and the interface's own.
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

/** The social networks' logos of the sprite (drawn from simple-icons), filled with the text colour. */
export const BRAND_ICONS = ['instagram', 'tiktok', 'facebook'] as const;

/** Name of a line icon. */
export type LineIconName = (typeof LINE_ICONS)[number];
/** Name of a social network's logo. */
export type BrandIconName = (typeof BRAND_ICONS)[number];
/** Name of an icon of the sprite. */
export type SpriteIconName = LineIconName | BrandIconName;

/** Both icon sets draw on a 24 × 24 grid. */
export const ICON_VIEW_BOX = '0 0 24 24';

/**
 * The symbol id of an icon.
 *
 * @param name - the icon's name
 * @returns e.g. `icon-shopping-bag`
 */
export function iconSymbolId(name: SpriteIconName): string {
  return `icon-${name}`;
}

/**
 * The paint of the page's `<svg>`: line icons are stroked in the text colour (CSS may fill one, as the
 * star rating does), logos are filled. The drawing inside the sprite inherits it.
 */
function iconPaint(name: SpriteIconName): SVGProps<SVGSVGElement> {
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
 * A decorative icon from the site sprite (`./sprite.tsx`), drawn by lucide-react or simple-icons at
 * build time (`icon-symbols.tsx`): the page carries one `<use>`, and no icon library reaches the
 * browser. Hidden from assistive technology: the text beside it carries the meaning.
 *
 * @param props.name - a {@link SpriteIconName}, e.g. an {@link IconName} from a content module
 * @param props.size - edge length in px (default 24)
 * @param props.className - extra classes after `icon icon--<name>`
 */
export function Icon({
  name,
  size = 24,
  className,
}: {
  name: SpriteIconName;
  size?: number;
  className?: string;
}) {
  const href = useSpriteHref(iconSymbolId(name));
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
      <use href={href} />
    </svg>
  );
}
