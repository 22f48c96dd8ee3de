/**
 * Business identity, contact details, opening hours and headline claims (spec §1, §2, §9).
 * Brand, founder, email, phone and address are placeholders for the spec's {name} values.
 */
import type { HoursLine } from './types';

/** Shape of the brand and contact block shown in the header, footer, contact page and structured data. */
export interface BrandDetails {
  name: string;
  tagline: string;
  shortDescription: string;
  founderName: string;
  email: string;
  /** Phone number as displayed to visitors. */
  phone: string;
  /** `tel:` link for the phone number. */
  phoneHref: string;
  city: string;
  region: string;
  country: string;
  areaServed: string;
}

/** A social profile linked from the footer and contact page (spec §2 "Shared footer", /contact). */
export interface SocialLink {
  name: 'Instagram' | 'TikTok' | 'Facebook';
  href: string;
  handle: string;
}

/** The shop's name on its own, for the logo (importing `brand` would ship every detail to the browser). */
export const brandName = 'Sweet Core Co.';

/** Brand name, founder and contact details (spec §1 founder {name}; placeholders for {name} values). */
export const brand = {
  name: brandName,
  tagline: 'Handcrafted treats, dipped with love',
  shortDescription:
    'Sweet Core Co. is a small Decatur kitchen hand-dipping gourmet candy apples, chocolate pretzels, rice krispie treats and custom gift boxes.',
  founderName: 'Jasmine Porter',
  email: 'hello@sweetcoreco.com',
  phone: '(404) 555-0142',
  phoneHref: 'tel:+14045550142',
  city: 'Decatur',
  region: 'GA',
  country: 'US',
  areaServed:
    'Local pickup and delivery in Decatur and metro Atlanta, with nationwide shipping across the United States',
} as const satisfies BrandDetails;

/** Store opening hours, Mon-Fri 10am-6pm (spec §1 claims, §9 "Store hours"). */
export const storeHours: HoursLine[] = [{ days: 'Mon-Fri', hours: '10am-6pm' }];

/** The same store hours, machine-readable for schema.org `OpeningHoursSpecification` (24-hour clock). */
export const storeOpeningHours = [
  { dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '10:00', closes: '18:00' },
] as const;

/** Local pickup hours: Mon-Fri 10am-6pm, Saturday 9am-4pm, Sunday by appointment (spec §9 "Pickup hours"). */
export const pickupHours: HoursLine[] = [
  { days: 'Mon-Fri', hours: '10am-6pm' },
  { days: 'Saturday', hours: '9am-4pm' },
  { days: 'Sunday', hours: 'By appointment' },
];

/** Where the pickup address comes from: it is given with the pickup confirmation (spec §9 "Pickup hours"). */
export const pickupAddressNote = 'Exact address shared with your pickup confirmation';

/** Newsletter sign-up discount on the first order, in percent (spec §1 claims, §9 "Newsletter offer"). */
export const newsletterDiscountPercent = 10;

/** Promised reply time for emails, in hours (spec §9 "Email response within 24 hours"). */
export const emailResponseHours = 24;

/** Headline claims made on the pages (spec §1 "Claims made on the pages"). */
export const claims: string[] = [
  'Locally sourced ingredients',
  'Made fresh daily and fresh to order',
  'Custom orders welcome',
  'Local pickup',
  'Nationwide shipping',
  'Black-owned and woman-led',
];

/** Social profiles with placeholder links (spec §2 "Social icons have placeholder links", /contact Instagram and TikTok). */
export const socialLinks: SocialLink[] = [
  { name: 'Instagram', href: 'https://www.instagram.com/sweetcoreco', handle: '@sweetcoreco' },
  { name: 'TikTok', href: 'https://www.tiktok.com/@sweetcoreco', handle: '@sweetcoreco' },
  { name: 'Facebook', href: 'https://www.facebook.com/sweetcoreco', handle: 'Sweet Core Co.' },
];
