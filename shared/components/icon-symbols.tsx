/**
 * The icons' part of the sprite sheet (`./sprite-sheet.tsx`), drawn at build time from lucide-react and
 * simple-icons. Only the build imports this file, so neither library reaches the browser; pages show
 * the icons through `Icon` (`./icon.tsx`).
 */
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
import type { IconName } from '../content/types';
import { type BrandIconName, ICON_VIEW_BOX, iconSymbolId, type LineIconName } from './icon';
import { SpriteSymbol } from './sprite';

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
 * The icons' symbols for the sprite. Each line icon's paint is `inherit`, so the page's `<svg>`
 * decides it (and CSS can fill a star); each logo keeps its fill of the current colour.
 */
export function IconSymbols() {
  return (
    <>
      {Object.entries(lineIcons).map(([name, LineIcon]) => (
        <SpriteSymbol key={name} id={iconSymbolId(name as LineIconName)} viewBox={ICON_VIEW_BOX}>
          <LineIcon size={24} fill="inherit" stroke="inherit" strokeWidth="inherit" />
        </SpriteSymbol>
      ))}
      {Object.entries(brandIcons).map(([name, BrandIcon]) => (
        <SpriteSymbol key={name} id={iconSymbolId(name as BrandIconName)} viewBox={ICON_VIEW_BOX}>
          <BrandIcon size={24} title="" />
        </SpriteSymbol>
      ))}
    </>
  );
}
