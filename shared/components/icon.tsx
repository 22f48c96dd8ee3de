import {
  Award,
  Briefcase,
  Cake,
  Calendar,
  Clock,
  Gift,
  GraduationCap,
  Handshake,
  Heart,
  Leaf,
  type LucideIcon,
  Mail,
  MapPin,
  Package,
  Palette,
  PartyPopper,
  Snowflake,
  Sparkles,
  Star,
  TriangleAlert,
  Truck,
  Users,
} from 'lucide-react';
import type { IconName } from '../content/types';

const icons: Record<IconName, LucideIcon> = {
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
};

/**
 * Decorative icon named by content data (lucide-react). Hidden from assistive technology:
 * the text beside it carries the meaning.
 *
 * @param props.name - an {@link IconName} from a content module
 * @param props.size - edge length in px (default 24)
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  const Component = icons[name];
  return <Component size={size} className={className} aria-hidden="true" focusable="false" />;
}
