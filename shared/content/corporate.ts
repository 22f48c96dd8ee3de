/**
 * Corporate gifting content: use cases, customization options, volume tiers and quote form options
 * (spec §2 "/corporate", §3 "Corporate tier" and "Corporate quote" form, §9 volume discounts).
 */
import type { CorporateTier, CorporateUseCase } from './types';

/** The four corporate use cases (spec §2 /corporate "Four use cases"). */
export const corporateUseCases: CorporateUseCase[] = [
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

/** Branding and packaging options for corporate orders (spec §2 /corporate "A customization options list"). */
export const customizationOptions: string[] = [
  'Logo on packaging and box lids',
  'Branded ribbon in your company colors',
  'Personalized name tags for each recipient',
  'Treat colors matched to your brand palette',
  'Individually wrapped pieces',
  'Custom message cards',
];

/** Volume pricing tiers: 25-50 pieces 5%, 51-100 pieces 10%, 100+ pieces 15% off retail (spec §9 "Corporate volume discounts"). */
export const corporateTiers: CorporateTier[] = [
  {
    tier: 'Team Treat',
    quantity: '25-50 pieces',
    discount: '5% off retail',
    features: ['Choice of any catalogue treats', 'Custom message cards', 'Local delivery or pickup'],
  },
  {
    tier: 'Company Classic',
    quantity: '51-100 pieces',
    discount: '10% off retail',
    features: ['Branded ribbon in your colors', 'Personalized recipient tags', 'Individually wrapped pieces'],
  },
  {
    tier: 'Enterprise Sweet',
    quantity: '100+ pieces',
    discount: '15% off retail',
    features: ['Logo packaging', 'Dedicated order coordinator', 'Staggered delivery dates'],
  },
];

/** Options of the "Estimated Quantity" field on the corporate quote form (spec §3 "Corporate quote"). */
export const quoteQuantityOptions = ['25-50 pieces', '51-100 pieces', '100+ pieces'] as const;
