/**
 * Events page content: event types with their features and the three event packages
 * (spec §2 "/events", §3 "Event package", §9 "Event packages").
 */
import type { EventPackage, EventType } from './types';

/** The four event types, each with a feature list (spec §2 /events "Four event types"). */
export const eventTypes: EventType[] = [
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

/** The three event packages with guest counts, contents and starting prices (spec §9 "Event packages"). */
export const eventPackages: EventPackage[] = [
  {
    name: 'Sweet Starter',
    serves: '10-15 guests',
    includes: '10 candy apples + 15 krispie treats',
    price: 'From $85',
    popular: false,
  },
  {
    name: 'Core Celebration',
    serves: '25-30 guests',
    includes: '20 candy apples + 25 krispie treats + 10 pretzels',
    price: 'From $165',
    popular: true,
  },
  {
    name: 'Ultimate Sweet Table',
    serves: '50+ guests',
    includes: 'A fully custom dessert table styled to your theme, with apples, krispies, pretzels and favors',
    price: 'From $299',
    popular: false,
  },
];
