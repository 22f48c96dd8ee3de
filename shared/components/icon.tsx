import { SiFacebook, SiInstagram, SiTiktok } from '@icons-pack/react-simple-icons';
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
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Menu,
  Package,
  Palette,
  PartyPopper,
  Phone,
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
import type { SVGProps } from 'react';
import type { IconName } from '../content/types';
import { SpriteSymbol, useSpriteHref } from './sprite';

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
} satisfies Record<IconName, LucideIcon> & Record<string, LucideIcon>;

/** The social networks' logos (simple-icons), filled with the current text colour. */
const brandIcons = { instagram: SiInstagram, tiktok: SiTiktok, facebook: SiFacebook } as const;

/** Name of an icon of the sprite: a line icon or a social network's logo. */
export type SpriteIconName = keyof typeof lineIcons | keyof typeof brandIcons;

/** Every icon name, for the sprite and the tests. */
export const SPRITE_ICON_NAMES = [...Object.keys(lineIcons), ...Object.keys(brandIcons)] as SpriteIconName[];

/** Both icon sets draw on a 24 × 24 grid. */
const ICON_VIEW_BOX = '0 0 24 24';

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
  if (name in brandIcons) return { fill: 'currentColor' };
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
 * build time. Hidden from assistive technology: the text beside it carries the meaning.
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

/**
 * The icons' symbols for the sprite. Each line icon's paint is `inherit`, so the page's `<svg>`
 * decides it (and CSS can fill a star); each logo keeps its fill of the current colour.
 */
export function IconSymbols() {
  return (
    <>
      {Object.entries(lineIcons).map(([name, LineIcon]) => (
        <SpriteSymbol key={name} id={iconSymbolId(name as SpriteIconName)} viewBox={ICON_VIEW_BOX}>
          <LineIcon size={24} fill="inherit" stroke="inherit" strokeWidth="inherit" />
        </SpriteSymbol>
      ))}
      {Object.entries(brandIcons).map(([name, BrandIcon]) => (
        <SpriteSymbol key={name} id={iconSymbolId(name as SpriteIconName)} viewBox={ICON_VIEW_BOX}>
          <BrandIcon size={24} title="" />
        </SpriteSymbol>
      ))}
    </>
  );
}
