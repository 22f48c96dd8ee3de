/**
 * The icons' symbols, drawn from lucide-react and simple-icons. Only the server imports this file (it
 * draws each symbol once, at start: `server/icon-sheet.tsx`), so neither library reaches the browser;
 * pages show the icons through `Icon` (`./icon.tsx`), with a `<use>` of the symbol in the same page.
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
import {
  type BrandIconName,
  ICON_VIEW_BOX,
  type IconSymbolName,
  iconSymbolId,
  type LineIconName,
} from './icon';

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
 * One icon's `<symbol>`, with the id `Icon` refers to (`icon-<name>`) and the icons' 24 × 24 view box.
 * Each line icon's paint is `inherit`, so the page's `<svg>` decides it (and CSS can fill a star); each
 * logo keeps its fill of the current colour.
 *
 * @param props.name - the icon's name
 */
export function IconSymbol({ name }: { name: IconSymbolName }) {
  const drawing = name in brandIcons ? brandIcon(name as BrandIconName) : lineIcon(name as LineIconName);
  return (
    <symbol id={iconSymbolId(name)} viewBox={ICON_VIEW_BOX}>
      {drawing}
    </symbol>
  );
}

/** A logo's drawing, filled with the current colour, with no title (the page's text names it). */
function brandIcon(name: BrandIconName) {
  const BrandIcon = brandIcons[name];
  return <BrandIcon size={24} title="" />;
}

/** A line icon's drawing, its paint inherited from the page's `<svg>`. */
function lineIcon(name: LineIconName) {
  const LineIcon = lineIcons[name];
  return <LineIcon size={24} fill="inherit" stroke="inherit" strokeWidth="inherit" />;
}
