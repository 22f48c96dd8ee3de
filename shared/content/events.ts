/**
 * Events: the four event types with their features and the three dessert-table packages
 * (docs/product.md "Events").
 */
import type { EventPackage, EventType } from './types';

/** The four event types, each with a feature list. */
export const eventTypes: readonly EventType[] = [
  {
    title: 'Birthday Parties',
    description:
      'Bright, playful treats that match your party theme and make the birthday star feel special.',
    icon: 'cake',
    gradient: 'rose',
    features: [
      'Treats in your party colors',
      'Name and age toppers on request',
      'Individually wrapped party favors',
      'Kid-friendly sprinkle options',
    ],
  },
  {
    title: 'Weddings & Showers',
    description: 'Elegant dessert-table treats and favors for bridal showers, baby showers and the big day.',
    icon: 'heart',
    gradient: 'frost',
    features: [
      'Color-matched to your palette',
      'Monogram and custom tags',
      'Guest favors with thank-you cards',
      'Styled dessert table setup',
    ],
  },
  {
    title: 'School Events',
    description:
      'Crowd-pleasing treats for class parties, teacher appreciation, graduations and fundraisers.',
    icon: 'graduation',
    gradient: 'lemon',
    features: [
      'School colors and mascots',
      'Bulk pricing for fundraisers',
      'Individually wrapped for easy handout',
      'Graduation cap toppers',
    ],
  },
  {
    title: 'Corporate Gatherings',
    description: 'Polished, branded treats for meetings, launches, conferences and office celebrations.',
    icon: 'briefcase',
    gradient: 'cocoa',
    features: [
      'Logo and brand-color packaging',
      'Delivery to your office',
      'Volume discounts',
      'Invoicing for businesses',
    ],
  },
];

/** The three event packages, smallest first, with guest counts, contents and starting prices. */
export const eventPackages: readonly EventPackage[] = [
  {
    name: 'Sweet Starter',
    serves: '10-15',
    includes: '10 candy apples + 15 krispie treats',
    fromPrice: 85,
    popular: false,
    table: 'starter',
  },
  {
    name: 'Core Celebration',
    serves: '25-30',
    includes: '20 candy apples + 25 krispie treats + 10 pretzels',
    fromPrice: 165,
    popular: true,
    table: 'celebration',
  },
  {
    name: 'Ultimate Sweet Table',
    serves: '50+',
    includes: 'A fully custom dessert table styled to your theme, with apples, krispies, pretzels and favors',
    fromPrice: 299,
    popular: false,
    table: 'ultimate',
  },
];
