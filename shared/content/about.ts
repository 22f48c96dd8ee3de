/**
 * About page content: the founder's story, a quote, the four values, the mission and the caption of the
 * founder photo still to come (docs/product.md "About").
 */
import { brand } from './brand';
import type { AboutValue, Photo } from './types';

/** Founder story paragraphs, introducing the founder by name. */
export const founderStory: readonly string[] = [
  `Hi, I'm ${brand.founderName}, the founder and head dipper at ${brand.name}, and I grew up in ${brand.city}, ${brand.region}, spending fall weekends at my grandmother's stove, watching her stir caramel until it turned the exact shade of a new penny.`,
  'What started as candy apples for my nieces and nephews turned into orders for church socials, school fundraisers and neighbors who kept asking for "just one more dozen." In a small home kitchen, with a borrowed stand mixer and a lot of parchment paper, the recipes you taste today were born.',
  `Today ${brand.name} is a Black-owned, woman-led business that still makes every treat by hand. We source ingredients locally whenever we can, dip fresh daily and love turning your ideas into custom creations, from birthday boxes to full wedding dessert tables.`,
];

/** Pull quote from the founder. */
export const founderQuote = {
  text: 'Every treat we make should feel like a hug from someone who remembered your favorite flavor.',
  attribution: `${brand.founderName}, Founder of ${brand.name}`,
} as const;

/** The four values, in page order. */
export const aboutValues: readonly AboutValue[] = [
  {
    title: 'Locally Sourced',
    description:
      'We partner with Georgia orchards, dairies and makers so our treats taste fresh and our dollars stay close to home.',
    icon: 'leaf',
  },
  {
    title: 'Handcrafted Quality',
    description:
      'Each apple, pretzel and krispie is dipped, drizzled and decorated by hand in small batches.',
    icon: 'award',
  },
  {
    title: 'Community Rooted',
    description:
      'From school fundraisers to neighborhood block parties, we show up for the people who helped us grow.',
    icon: 'users',
  },
  {
    title: 'Creative Expression',
    description:
      'Colors, themes and flavors are our canvas; we love bringing your wildest sweet ideas to life.',
    icon: 'palette',
  },
];

/** Mission statement. */
export const mission = `${brand.name} exists to turn everyday moments into celebrations, one hand-dipped treat at a time. We make small-batch sweets with locally sourced ingredients, welcome every custom idea, and keep our community at the heart of everything we bake.`;

/** Caption of the workbench illustration that stands in for the founder photo until it is taken. */
export const photoPlaceholderText = 'Founder photo coming soon';

/** The founder photo, with its caption, once it is taken. */
export interface FounderPhoto {
  /** The shop's own photo (`/photos/<file>`, the file in `client/photos/`; README "Adding your own photos"). */
  photo: Photo;
  /** Shown under the photo, in place of {@link photoPlaceholderText}. */
  caption: string;
}

/**
 * The founder photo, shown over the workbench illustration in place of "coming soon"; none yet. To add it:
 * `{ photo: { src: '/photos/founder.jpg', alt: '…' }, caption: '…' }`.
 */
export const founderPhoto: FounderPhoto | undefined = undefined;
