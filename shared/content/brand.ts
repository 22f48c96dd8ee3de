/**
 * The shop's identity and contact details: name, founder, email, phone, town, social profiles and the
 * claims the pages make (docs/product.md "Identity and contact"). Every page, the document head, the
 * error pages, the structured data and the social image read them from here.
 * The founder, email, phone and social handles are placeholders to replace before launch.
 */

/** A social profile linked from the footer and the contact page. */
export interface SocialLink {
  name: 'Instagram' | 'TikTok' | 'Facebook';
  href: string;
  handle: string;
}

const name = 'Sweet Core Co.';
const city = 'Decatur';

/** Brand name, founder and contact details. */
export const brand = {
  name,
  tagline: 'Handcrafted treats, dipped with love',
  shortDescription: `${name} is a small ${city} kitchen hand-dipping gourmet candy apples, chocolate pretzels, rice krispie treats and custom gift boxes.`,
  founderName: 'Jasmine Porter',
  /** The public website, the server's default `SITE_URL`. */
  website: 'https://www.sweetcoreco.com',
  email: 'hello@sweetcoreco.com',
  /** Phone as displayed, and in E.164 form for `tel:` links and structured data. */
  phone: { display: '(404) 555-0142', e164: '+14045550142' },
  city,
  region: 'GA',
  country: 'US',
  areaServed: `Local pickup and delivery in ${city} and metro Atlanta, with nationwide shipping across the United States`,
  /** Colour of the browser UI around the site (`theme-color`): the candy-apple red of the logo. */
  themeColor: '#a8281f',
} as const;

/** Hours within which every email gets a reply. */
export const emailResponseHours = 24;

/** Headline claims made on the home page. */
export const claims: readonly string[] = [
  'Locally sourced ingredients',
  'Made fresh daily and fresh to order',
  'Custom orders welcome',
  'Local pickup',
  'Nationwide shipping',
  'Black-owned and woman-led',
];

/** Social profiles (placeholder links until the shop's profiles are confirmed). */
export const socialLinks: readonly SocialLink[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/sweetcoreco', handle: '@sweetcoreco' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@sweetcoreco', handle: '@sweetcoreco' },
  { name: 'Facebook', href: 'https://www.facebook.com/sweetcoreco', handle: name },
];
