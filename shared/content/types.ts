/**
 * Typed shapes of every business fact the storefront shows (spec §3 "Entities and their fields").
 * Content modules under `shared/content/` export plain data of these types, with no JSX,
 * so the shop owner edits facts in one place and pages only map over them.
 */

/**
 * Name of a brand gradient. Each maps to a CSS modifier class `gradient--<name>`
 * defined in `styles/abstracts/_gradients.scss` (spec §3: "gradient (style class)").
 */
export type GradientName =
  | 'caramel'
  | 'cocoa'
  | 'berry'
  | 'rose'
  | 'mint'
  | 'lemon'
  | 'lavender'
  | 'sky'
  | 'peach'
  | 'frost';

/** URL-safe key of a catalogue category, used in `/shop?category=<slug>`. */
export type CategorySlug = 'candy-apples' | 'pretzels' | 'rice-krispie-treats' | 'gift-boxes';

/** Display name of a catalogue category exactly as the spec writes it (spec §3). */
export type CategoryName = 'Candy Apples' | 'Pretzels' | 'Rice Krispie Treats' | 'Gift Boxes';

/** A catalogue category: slug for URLs and the label shown on filter buttons. */
export interface Category {
  slug: CategorySlug;
  name: CategoryName;
}

/** A photo from the external stock-photo host, with the text alternative it needs. */
export interface Photo {
  /** Absolute https URL on the stock-photo host. */
  src: string;
  /** Meaningful alternative text describing the photo for screen readers. */
  alt: string;
}

/** One slide of the home hero carousel (spec §3 "Hero item"). */
export interface HeroItem {
  name: string;
  description: string;
  emoji: string;
  gradient: GradientName;
}

/** Name of a lucide-react icon used by content (mapped to a component in `shared/components/icon.tsx`). */
export type IconName =
  | 'leaf'
  | 'heart'
  | 'sparkles'
  | 'clock'
  | 'award'
  | 'users'
  | 'palette'
  | 'gift'
  | 'briefcase'
  | 'party'
  | 'graduation'
  | 'cake'
  | 'handshake'
  | 'star'
  | 'truck'
  | 'package'
  | 'map-pin'
  | 'snowflake'
  | 'alert'
  | 'mail'
  | 'calendar';

/** A home-page feature card (spec §3 "Feature card"). */
export interface FeatureCard {
  title: string;
  description: string;
  gradient: GradientName;
  icon: IconName;
}

/** A product shown in the home shop preview (spec §3 "Preview product"). */
export interface PreviewProduct {
  name: string;
  description: string;
  /** Display string with dollar sign, e.g. "$8.99". */
  price: string;
  category: CategoryName;
  gradient: GradientName;
  /** Accent colour name for the badge and price (a gradient token name). */
  accent: GradientName;
  image: Photo;
}

/** A customer testimonial (spec §3 "Testimonial"); names and texts are placeholders. */
export interface Testimonial {
  name: string;
  text: string;
  /** Star rating out of 5; every testimonial in the spec has 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  occasion: 'Wedding' | 'Birthday Party' | 'Corporate Event';
}

/** A catalogue product (spec §3 "Product", 14 items with ids 1-14). */
export interface Product {
  /** Stable id 1-14; also the basis of the SKU. */
  id: number;
  name: string;
  category: CategoryName;
  description: string;
  /** Display string with dollar sign, e.g. "$8.99". */
  price: string;
  /** Allergen statement, one of the spec's values, e.g. "Contains: Dairy". */
  allergens: 'Contains: Dairy' | 'None' | 'Contains: Dairy, Gluten';
  storage: string;
  ingredients: string;
  sizes: string[];
  gradient: GradientName;
  image: Photo;
}

/** A value card on the about page. */
export interface AboutValue {
  title: string;
  description: string;
  icon: IconName;
}

/** One event type on /events with its feature list. */
export interface EventType {
  title: string;
  description: string;
  icon: IconName;
  gradient: GradientName;
  features: string[];
}

/** An event package (spec §3 "Event package", §9 prices). */
export interface EventPackage {
  name: string;
  serves: string;
  includes: string;
  /** Display string, e.g. "From $85". */
  price: string;
  /** True for the package the shop recommends most. */
  popular: boolean;
}

/** A corporate use case card on /corporate. */
export interface CorporateUseCase {
  title: string;
  description: string;
  icon: IconName;
}

/** A corporate volume-pricing tier (spec §3 "Corporate tier", §9 discounts). */
export interface CorporateTier {
  tier: string;
  /** e.g. "25-50 pieces". */
  quantity: string;
  /** e.g. "5% off retail". */
  discount: string;
  features: string[];
}

/** A seasonal collection item (spec §3 "Seasonal item", §9 prices). */
export interface SeasonalItem {
  name: string;
  description: string;
  /** Display string with dollar sign. */
  price: string;
  limited: boolean;
  emoji: string;
  gradient: GradientName;
}

/** A season announced in "What's Coming Soon" (spec §3 "Upcoming season"). */
export interface UpcomingSeason {
  season: string;
  preview: string;
  /** Display date, e.g. "Feb 1". */
  date: string;
  teaser: string;
}

/** A sample Core Club subscription box (spec §3 "Sample subscription box"). */
export interface SampleBox {
  name: string;
  description: string;
  items: string[];
  color: GradientName;
}

/** A step of Core Club "How It Works". */
export interface ClubStep {
  title: string;
  description: string;
}

/** A delivery FAQ card on /delivery: the visible question and its answer paragraphs. */
export interface DeliveryFaq {
  question: string;
  icon: IconName;
  /** Answer as short paragraphs or list lines, plain text (also used for FAQPage JSON-LD). */
  answer: string[];
}

/** Opening hours for one or more days. */
export interface HoursLine {
  days: string;
  hours: string;
}
