/**
 * Core Club subscription waitlist page content: intro, how it works, sample boxes, benefits and status
 * (spec §2 "/core-club", §3 "Sample subscription box", §9 "Core Club").
 */
import type { ClubStep, SampleBox } from './types';

/** Introductory text under the Coming Soon badge (spec §2 /core-club). */
export const clubIntro =
  'The Core Club is our upcoming monthly treat subscription: a curated box of 6-8 handcrafted treats delivered to your door every month. Join the waitlist to be first in line when it launches.';

/** "How It Works" steps (spec §2 /core-club "How It Works"). */
export const clubSteps: ClubStep[] = [
  {
    title: 'Join the waitlist',
    description: 'Add your name and email to save your spot and lock in early access.',
  },
  {
    title: 'Pick your vibe',
    description: 'Tell us your favorite flavors and any treats you would rather skip.',
  },
  {
    title: 'We dip and pack',
    description: 'Each month we hand-make a fresh box of 6-8 treats just for members.',
  },
  {
    title: 'Unbox and enjoy',
    description: 'Your box ships free to your door. Pause or cancel anytime.',
  },
];

/** Three sample subscription boxes showing what a month could hold (spec §2 /core-club "three sample boxes", §3 "Sample subscription box"). */
export const sampleBoxes: SampleBox[] = [
  {
    name: 'The Classic Core',
    description: 'Our best-sellers in one box: the treats that started it all.',
    items: [
      'Classic Caramel Apple',
      'Chocolate Drizzle Apple',
      'Classic Rice Krispie (2)',
      'Milk Chocolate Pretzels (2)',
    ],
    color: 'caramel',
  },
  {
    name: 'The Chocolate Lover',
    description: 'Milk, dark and white chocolate in every corner of the box.',
    items: [
      'Chocolate Drizzle Apple',
      'Chocolate Dipped Krispie (2)',
      'Dark Chocolate Pretzels (2)',
      'White Chocolate Pretzel',
      'Milk Chocolate Pretzel',
    ],
    color: 'cocoa',
  },
  {
    name: 'The Party Box',
    description: 'Bright, colorful and made for sharing with friends.',
    items: [
      'Candy Coated Apple',
      'Sprinkle Party Krispies (2)',
      'White Chocolate Pretzels (2)',
      'Surprise flavor of the month',
    ],
    color: 'rose',
  },
];

/** Member benefits (spec §9 "Core Club": 6-8 treats monthly, free shipping, pause or cancel, waitlist perks). */
export const clubBenefits: string[] = [
  'A monthly box of 6-8 handcrafted treats',
  'Free shipping for members',
  'Pause or cancel anytime',
  'Waitlist members get early access and a launch discount',
  'First taste of new and seasonal flavors',
];

/** Launch status of the club: not yet launched (spec §2 /core-club "Coming Soon", §9 "not yet launched"). */
export const clubStatus =
  'Coming soon: the Core Club has not launched yet. Join the waitlist to hear first when it opens.';
