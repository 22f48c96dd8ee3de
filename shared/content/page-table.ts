/**
 * The page table: every page's path, title, description, place in the navigation and kind of
 * structured data (docs/product.md "Pages"). Routes, header, footer, sitemap, canonical URLs, the
 * scripts and the tests all derive from it. Adding a page is one row here, one content module, one
 * page component in `shared/pages/<id>.tsx` and its styles in `styles/pages/_<id>.scss`.
 *
 * Titles stay within 60 characters and descriptions within 70-160 (what search results show); any
 * fee, price, hour or percentage in them is read from the content module that states it.
 */

import { brand, emailResponseHours } from './brand';
import { clubBoxTreats } from './core-club';
import { corporateTiers } from './corporate';
import { CARE_FAQ_ID, deliveryRules } from './delivery';
import { eventPackages } from './events';
import { formatHours, formatPrice, formatRange } from './format';
import { pickupHours } from './hours';
import { seasonalCollection, seasonalItems } from './seasonal';

/** The footer's link groups, in display order. */
export const footerGroups = [
  { id: 'shop', heading: 'Shop' },
  { id: 'company', heading: 'Company' },
  { id: 'help', heading: 'Help' },
] as const;

/** A link to a page from a footer group, optionally to a section of it (`fragment`). */
export interface FooterPlacement {
  group: (typeof footerGroups)[number]['id'];
  label: string;
  fragment?: string;
}

/** Which JSON-LD a page carries (built by the server from the content modules). */
export type StructuredDataKind = 'business' | 'catalogue' | 'seasonal' | 'faq' | 'none';

/** One row of the page table. */
export interface PageDefinition {
  /** URL path; null for the pages that answer any unknown path (404) or a server error. */
  path: string | null;
  /** Document title, at most 60 characters. */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
  /** Label in the header and the mobile drawer; absent when the page is not in the header. */
  header?: string;
  /** Links to the page in the footer. */
  footer?: readonly FooterPlacement[];
  structuredData: StructuredDataKind;
}

const cheapestPackage = eventPackages.reduce((a, b) => (b.fromPrice < a.fromPrice ? b : a));
const discounts = corporateTiers.map((tier) => tier.discountPercent);

/** Every page, in navigation order. */
export const pages = {
  home: {
    path: '/',
    title: `${brand.name} | Handmade Candy Apples & Sweet Treats`,
    description: `Handcrafted candy apples, chocolate-dipped pretzels, rice krispie treats and gift boxes, made fresh in ${brand.city}, ${brand.region}. Local pickup and nationwide shipping.`,
    header: 'Home',
    structuredData: 'business',
  },
  shop: {
    path: '/shop',
    title: `Shop Candy Apples, Pretzels & Gift Boxes | ${brand.name}`,
    description:
      'Browse our handmade candy apples, chocolate pretzels, rice krispie treats and gift boxes, with ingredients, allergens, storage tips, sizes and prices.',
    header: 'Shop',
    footer: [{ group: 'shop', label: 'All Treats' }],
    structuredData: 'catalogue',
  },
  about: {
    path: '/about',
    title: `Our Story: Meet the Founder | ${brand.name}`,
    description: `Meet the founder behind ${brand.name}, a Black-owned, woman-led sweets studio rooted in community, local ingredients and handcrafted quality.`,
    header: 'About',
    footer: [{ group: 'company', label: 'Our Story' }],
    structuredData: 'none',
  },
  events: {
    path: '/events',
    title: `Event Dessert Tables & Party Treats | ${brand.name}`,
    description: `Candy apples and treats for birthdays, weddings, showers, school and corporate events. Dessert packages from ${formatPrice(cheapestPackage.fromPrice)} for ${cheapestPackage.serves} guests to full sweet tables.`,
    header: 'Events',
    footer: [{ group: 'company', label: 'Events' }],
    structuredData: 'none',
  },
  corporate: {
    path: '/corporate',
    title: `Corporate Gifts & Branded Treats | ${brand.name}`,
    description: `Branded candy apples and gift boxes for clients and teams, with custom packaging and volume savings of ${Math.min(...discounts)}% to ${Math.max(...discounts)}% off retail. Request a corporate quote.`,
    header: 'Corporate',
    footer: [{ group: 'shop', label: 'Corporate Gifts' }],
    structuredData: 'none',
  },
  contact: {
    path: '/contact',
    title: `Contact Us & Custom Orders | ${brand.name}`,
    description: `Questions, custom orders, events or press: get in touch. Local pickup ${pickupHours
      .filter((hours) => !('byAppointment' in hours))
      .map(formatHours)
      .join(' and ')}. We reply within ${emailResponseHours} hours.`,
    header: 'Contact',
    footer: [{ group: 'company', label: 'Contact' }],
    structuredData: 'business',
  },
  delivery: {
    path: '/delivery',
    title: `Delivery, Pickup & Shipping FAQ | ${brand.name}`,
    description: `Pickup hours, free local delivery within ${deliveryRules.freeDeliveryMiles} miles over ${formatPrice(deliveryRules.freeDeliveryMinimum)}, nationwide shipping from ${formatPrice(deliveryRules.standardShipping)}, preparation times, storage and care for your treats.`,
    footer: [
      { group: 'help', label: 'Delivery & Pickup' },
      { group: 'help', label: 'FAQ', fragment: 'faq' },
      { group: 'help', label: 'Care Instructions', fragment: CARE_FAQ_ID },
    ],
    structuredData: 'faq',
  },
  seasonal: {
    path: '/seasonal',
    title: `${seasonalCollection.name}: Seasonal Treats | ${brand.name}`,
    description: `Limited-time ${seasonalCollection.theme} treats: ${seasonalItems
      .map((item) => item.name)
      .join(', ')
      .replace(/, ([^,]*)$/, ' and $1')}. Order soon.`,
    footer: [{ group: 'shop', label: 'Seasonal Drops' }],
    structuredData: 'seasonal',
  },
  'core-club': {
    path: '/core-club',
    title: `Core Club Monthly Treat Box Waitlist | ${brand.name}`,
    description: `A monthly box of ${formatRange(clubBoxTreats.min, clubBoxTreats.max)} handmade treats with free shipping for members. Pause or cancel anytime. Join the waitlist for early access and a launch discount.`,
    footer: [{ group: 'shop', label: 'Core Club' }],
    structuredData: 'none',
  },
  'not-found': {
    path: null,
    title: `Page Not Found | ${brand.name}`,
    description: `This page could not be found. Head back to the ${brand.name} home page to browse handmade candy apples, pretzels, krispie treats and gift boxes.`,
    structuredData: 'none',
  },
  error: {
    path: null,
    title: `Something Went Wrong | ${brand.name}`,
    description: `Something went wrong while loading this page. Please try again in a moment, or head back to the ${brand.name} home page to keep browsing.`,
    structuredData: 'none',
  },
} as const satisfies Record<string, PageDefinition>;

/** Key of a page in the table; also the file name of its component, `shared/pages/<id>.tsx`. */
export type PageId = keyof typeof pages;

/** A page of the table with its id. */
export type Page = PageDefinition & { id: PageId };

/** Every page as a list, in table order. */
export const pageList: readonly Page[] = (Object.keys(pages) as PageId[]).map((id) => ({
  id,
  ...(pages[id] as PageDefinition),
}));

/** The pages that have a URL of their own, in table order (the sitemap, the routes, the scripts). */
export const addressablePages: readonly (Page & { path: string })[] = pageList.filter(
  (page): page is Page & { path: string } => page.path !== null,
);

/** Id of the page shown for any path no other page has. */
export const NOT_FOUND_PAGE = 'not-found' satisfies PageId;

/** Id of the page shown when rendering fails. */
export const ERROR_PAGE = 'error' satisfies PageId;
