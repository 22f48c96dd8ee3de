/**
 * Typed shapes of every business fact the storefront shows (docs/product.md "Content").
 * Content modules under `shared/content/` export plain data of these types, with no JSX, so the shop
 * owner edits a fact in one place and pages, structured data and tests derive from it.
 */
import type { DessertTableSize, IllustrationSpec } from './illustration-specs';

export type { IllustrationSpec };

/**
 * Name of a brand gradient. Each maps to a CSS modifier class `gradient--<name>` defined in
 * `styles/abstracts/_gradients.scss`.
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

/** A price in US dollars, as a number (8.99 means $8.99); shown through `formatPrice`. */
export type Usd = number;

/** URL-safe key of a catalogue category, used in `/shop?category=<slug>`. */
export type CategorySlug = 'candy-apples' | 'pretzels' | 'rice-krispie-treats' | 'gift-boxes';

/** Display name of a catalogue category. */
export type CategoryName = 'Candy Apples' | 'Pretzels' | 'Rice Krispie Treats' | 'Gift Boxes';

/** A catalogue category: slug for URLs and the label shown on filter buttons. */
export interface Category {
  slug: CategorySlug;
  name: CategoryName;
}

/**
 * A photo verified to show the product it illustrates (docs/decisions/0006-photos-and-illustrations.md).
 * `src` is an absolute URL on the stock-photo host or a path under `/photos/` served by this site.
 */
export interface Photo {
  src: string;
  /** What the photo shows, for screen readers. */
  alt: string;
}

/** One slide of the home hero carousel. */
export interface HeroItem {
  name: string;
  description: string;
  emoji: string;
  gradient: GradientName;
  illustration: IllustrationSpec;
  /** A photo shown in the slide's circle over the illustration: the shop's own (`/photos/<file>`) or a verified one. */
  photo?: Photo;
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

/** A home-page feature card. */
export interface FeatureCard {
  title: string;
  description: string;
  gradient: GradientName;
  icon: IconName;
}

/** A customer testimonial; names and texts are placeholders until the shop supplies real ones. */
export interface Testimonial {
  name: string;
  text: string;
  /** Star rating out of 5. */
  rating: 1 | 2 | 3 | 4 | 5;
  occasion: 'Wedding' | 'Birthday Party' | 'Corporate Event';
}

/** Where and how long a treat keeps. */
export interface StorageRule {
  /** Who the rule is for, as the delivery FAQ names them, e.g. "Caramel apples". */
  group: string;
  place: 'refrigerator' | 'cool-dry' | 'airtight' | 'care-card';
  /** Days it keeps; absent for gift boxes, whose card says per treat. */
  days?: number;
}

/** An allergen statement, one of the three the shop uses. */
export type AllergenStatement = 'Contains: Dairy' | 'None' | 'Contains: Dairy, Gluten';

/** A catalogue product. */
export interface Product {
  /** Stable id 1-14; also the basis of the SKU. */
  id: number;
  name: string;
  categoryName: CategoryName;
  description: string;
  /** Price of one unit. */
  price: Usd;
  allergens: AllergenStatement;
  storage: StorageRule;
  ingredients: string;
  /** Size options; the price is per unit whatever the size. */
  sizes: readonly string[];
  gradient: GradientName;
  /** The illustration shown on every card. */
  illustration: IllustrationSpec;
  /** A photo shown over the illustration, only when verified to show this product. */
  photo?: Photo;
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
  features: readonly string[];
}

/** An event package. */
export interface EventPackage {
  name: string;
  /** Guest count as displayed, e.g. "10-15" or "50+". */
  serves: string;
  includes: string;
  /** Starting price. */
  fromPrice: Usd;
  /** True for the package the shop recommends most. */
  popular: boolean;
  /** Size of the dessert table drawn for it in the gallery. */
  table: DessertTableSize;
}

/** A corporate use case card on /corporate. */
export interface CorporateUseCase {
  title: string;
  description: string;
  icon: IconName;
}

/** A corporate volume-pricing tier. */
export interface CorporateTier {
  tier: string;
  minPieces: number;
  /** Upper bound; absent for the open-ended top tier ("100+"). */
  maxPieces?: number;
  /** Discount off retail, in percent. */
  discountPercent: number;
  features: readonly string[];
}

/** A seasonal collection item. */
export interface SeasonalItem {
  name: string;
  description: string;
  price: Usd;
  limited: boolean;
  gradient: GradientName;
  illustration: IllustrationSpec;
}

/** A season announced in "What's Coming Soon". */
export interface UpcomingSeason {
  season: string;
  preview: string;
  /** Display date, e.g. "Feb 1". */
  date: string;
  teaser: string;
}

/** A sample Core Club subscription box. */
export interface SampleBox {
  name: string;
  description: string;
  items: readonly string[];
  color: GradientName;
}

/** A step of Core Club "How It Works". */
export interface ClubStep {
  title: string;
  description: string;
}

/** A delivery FAQ card on /delivery: the visible question and its answer paragraphs. */
export interface DeliveryFaq {
  /** Fragment id of the card, so footer links such as "Care Instructions" can point at it. */
  id: string;
  question: string;
  icon: IconName;
  /** Answer as short paragraphs, plain text (also used for the FAQPage JSON-LD). */
  answer: readonly string[];
}

/** One field of a request form (contact, corporate quote, waitlist). */
export interface FormFieldSpec {
  /** Form control name, also the key in the prepared email. */
  name: string;
  /** Visible label, also the line label in the prepared email. */
  label: string;
  type: 'text' | 'email' | 'tel' | 'date' | 'select' | 'textarea';
  /** `autocomplete` token (WCAG 1.3.5 "Identify Input Purpose"). */
  autoComplete?: string;
  /** Choices of a select. */
  options?: readonly string[];
  /** First, empty choice of a select, e.g. "Choose a type". */
  placeholder?: string;
  /** Shown after the label, e.g. "(optional)". */
  hint?: string;
}

/** Remaining time of the seasonal order countdown, in whole units. */
export interface CountdownTime {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}
