/**
 * The Core Club, a monthly treat subscription not yet launched: intro, how it works, sample boxes,
 * member benefits and launch status (docs/product.md "Core Club").
 */
import { formatRange } from './format';
import type { ClubStep, FormFieldSpec, SampleBox } from './types';

/** Number of treats in each monthly box. */
export const clubBoxTreats = { min: 6, max: 8 } as const;

const treats = `${formatRange(clubBoxTreats.min, clubBoxTreats.max)} handcrafted treats`;

/** Introductory text under the Coming Soon badge. */
export const clubIntro = `The Core Club is our upcoming monthly treat subscription: a curated box of ${treats} delivered to your door every month. Join the waitlist to be first in line when it launches.`;

/** "How It Works" steps. */
export const clubSteps: readonly ClubStep[] = [
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
    description: `Each month we hand-make a fresh box of ${formatRange(clubBoxTreats.min, clubBoxTreats.max)} treats just for members.`,
  },
  {
    title: 'Unbox and enjoy',
    description: 'Your box ships free to your door. Pause or cancel anytime.',
  },
];

/** Three sample boxes showing what a month could hold. */
export const sampleBoxes: readonly SampleBox[] = [
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

/** Member benefits. */
export const clubBenefits: readonly string[] = [
  `A monthly box of ${treats}`,
  'Free shipping for members',
  'Pause or cancel anytime',
  'Waitlist members get early access and a launch discount',
  'First taste of new and seasonal flavors',
];

/** Launch status of the club: not yet launched. */
export const clubStatus =
  'Coming soon: the Core Club has not launched yet. Join the waitlist to hear first when it opens.';

/** Fields of the waitlist form, in order. */
export const waitlistFormFields: readonly FormFieldSpec[] = [
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
];
