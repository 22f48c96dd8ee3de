/**
 * Corporate gifting: use cases, customization options, volume tiers and the quote form's quantity
 * options (docs/product.md "Corporate gifting").
 */
import { formatRange } from './format';
import type { CorporateTier, CorporateUseCase, FormFieldSpec } from './types';

/** The four corporate use cases. */
export const corporateUseCases: readonly CorporateUseCase[] = [
  {
    title: 'Holiday Gifts',
    description:
      'Festive boxes of apples, pretzels and krispies that make your company the highlight of the season.',
    icon: 'gift',
  },
  {
    title: 'Client Appreciation',
    description:
      'Say thank you to the clients who keep you going with a handcrafted gift they will remember.',
    icon: 'handshake',
  },
  {
    title: 'Team Recognition',
    description: 'Celebrate milestones, wins and work anniversaries with treats the whole team will love.',
    icon: 'award',
  },
  {
    title: 'New Client Welcome',
    description: 'Start every new partnership on a sweet note with a branded welcome box.',
    icon: 'star',
  },
];

/** Branding and packaging options for corporate orders. */
export const customizationOptions: readonly string[] = [
  'Logo on packaging and box lids',
  'Branded ribbon in your company colors',
  'Personalized name tags for each recipient',
  'Treat colors matched to your brand palette',
  'Individually wrapped pieces',
  'Custom message cards',
];

/** Volume pricing tiers, smallest first: the discount off retail grows with the number of pieces. */
export const corporateTiers: readonly CorporateTier[] = [
  {
    tier: 'Team Treat',
    minPieces: 25,
    maxPieces: 50,
    discountPercent: 5,
    features: ['Choice of any catalogue treats', 'Custom message cards', 'Local delivery or pickup'],
  },
  {
    tier: 'Company Classic',
    minPieces: 51,
    maxPieces: 100,
    discountPercent: 10,
    features: ['Branded ribbon in your colors', 'Personalized recipient tags', 'Individually wrapped pieces'],
  },
  {
    tier: 'Enterprise Sweet',
    minPieces: 100,
    discountPercent: 15,
    features: ['Logo packaging', 'Dedicated order coordinator', 'Staggered delivery dates'],
  },
];

/**
 * A tier's quantity as shown, e.g. "25-50 pieces" or "100+ pieces".
 *
 * @param tier - a corporate tier
 * @returns the quantity label
 */
export function tierQuantity(tier: CorporateTier): string {
  return `${formatRange(tier.minPieces, tier.maxPieces)} pieces`;
}

/** Options of the quote form's "Estimated Quantity" field: one per tier. */
export const quoteQuantityOptions: readonly string[] = corporateTiers.map(tierQuantity);

/** Fields of the "Request a Corporate Quote" form, in order. */
export const quoteFormFields: readonly FormFieldSpec[] = [
  { name: 'company', label: 'Company Name', type: 'text', autoComplete: 'organization' },
  { name: 'name', label: 'Contact Name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel' },
  {
    name: 'quantity',
    label: 'Estimated Quantity',
    type: 'select',
    options: quoteQuantityOptions,
    placeholder: 'Select a quantity',
  },
  { name: 'eventDate', label: 'Event Date', type: 'date' },
  { name: 'needs', label: 'Tell us about your needs', type: 'textarea' },
];
