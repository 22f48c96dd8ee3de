/**
 * The icons' drawings, from lucide-react and simple-icons. Only the server imports this file (it draws
 * each icon's symbol once, at start: `server/icon-sheet.tsx`), so neither library reaches the browser;
 * pages show the icons through `Icon` (`./icon.tsx`), with a `<use>` of the symbol in the same page.
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
import type { IconName } from '../content/types';
import type { BrandIconName, IconSymbolName, LineIconName } from './icon';

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
export function IconDrawing({ name }: { name: IconSymbolName }) {
  if (name in brandIcons) {
    const BrandIcon = brandIcons[name as BrandIconName];
    // No title: the page's text names the network, and the icon is hidden from assistive technology.
    return <BrandIcon size={24} title="" />;
  }
  const LineIcon = lineIcons[name as LineIconName];
  return <LineIcon size={24} />;
}
