import { describe, expect, it } from 'vitest';
import { aboutValues, founderStory, photoPlaceholderText } from '../../shared/content/about';
import {
  brand,
  claims,
  emailResponseHours,
  newsletterDiscountPercent,
  pickupHours,
  storeHours,
} from '../../shared/content/business';
import { allCategoryLabel, categories, products } from '../../shared/content/catalogue';
import { inquiryTypes } from '../../shared/content/contact';
import { clubBenefits, sampleBoxes } from '../../shared/content/core-club';
import { corporateTiers, corporateUseCases, quoteQuantityOptions } from '../../shared/content/corporate';
import { deliveryFaqs, deliveryRules } from '../../shared/content/delivery';
import { eventPackages, eventTypes } from '../../shared/content/events';
import {
  featureCards,
  heroItems,
  heroRotationMs,
  newsletterCopy,
  previewProducts,
  testimonials,
} from '../../shared/content/home';
import {
  countdownStart,
  seasonalCollection,
  seasonalItems,
  upcomingSeasons,
} from '../../shared/content/seasonal';

const appleSizes = ['Single', 'Box of 6', 'Dozen'];
const krispieSizes = ['Single', 'Box of 8', 'Party Pack'];
const pretzelSizes = ['Single', 'Box of 4', 'Bulk Pack'];
const giftBoxSizes = ['Standard Box'];

/** The spec's catalogue table (§3), in id order. */
const expectedCatalogue = [
  { id: 1, name: 'Classic Caramel Apple', category: 'Candy Apples', price: '$8.99', sizes: appleSizes },
  { id: 2, name: 'Chocolate Drizzle Apple', category: 'Candy Apples', price: '$9.99', sizes: appleSizes },
  { id: 3, name: 'Candy Coated Apple', category: 'Candy Apples', price: '$7.99', sizes: appleSizes },
  {
    id: 4,
    name: 'Classic Rice Krispie',
    category: 'Rice Krispie Treats',
    price: '$3.99',
    sizes: krispieSizes,
  },
  {
    id: 5,
    name: 'Chocolate Dipped Krispie',
    category: 'Rice Krispie Treats',
    price: '$4.99',
    sizes: krispieSizes,
  },
  {
    id: 6,
    name: 'Sprinkle Party Krispie',
    category: 'Rice Krispie Treats',
    price: '$4.99',
    sizes: krispieSizes,
  },
  { id: 7, name: 'Milk Chocolate Pretzel', category: 'Pretzels', price: '$6.99', sizes: pretzelSizes },
  { id: 8, name: 'Dark Chocolate Pretzel', category: 'Pretzels', price: '$6.99', sizes: pretzelSizes },
  { id: 9, name: 'White Chocolate Pretzel', category: 'Pretzels', price: '$6.99', sizes: pretzelSizes },
  { id: 10, name: 'Birthday Celebration Box', category: 'Gift Boxes', price: '$49.99', sizes: giftBoxSizes },
  { id: 11, name: 'Baby Shower Box', category: 'Gift Boxes', price: '$49.99', sizes: giftBoxSizes },
  { id: 12, name: 'Anniversary Box', category: 'Gift Boxes', price: '$49.99', sizes: giftBoxSizes },
  { id: 13, name: 'Just Because Box', category: 'Gift Boxes', price: '$49.99', sizes: giftBoxSizes },
  { id: 14, name: 'Wedding Box', category: 'Gift Boxes', price: '$49.99', sizes: giftBoxSizes },
];

/** Expected allergen statement per product (spec §3 "Allergen values used"). */
const expectedAllergens: Record<string, string> = {
  'Classic Caramel Apple': 'Contains: Dairy',
  'Chocolate Drizzle Apple': 'Contains: Dairy',
  'Candy Coated Apple': 'None',
};

const productByName = (name: string) => {
  const product = products.find((item) => item.name === name);
  if (!product) throw new Error(`missing product ${name}`);
  return product;
};

describe('catalogue', () => {
  it('has exactly 14 products with unique ids 1..14 in order', () => {
    expect(products).toHaveLength(14);
    expect(products.map((p) => p.id)).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    expect(new Set(products.map((p) => p.id)).size).toBe(14);
    expect(new Set(products.map((p) => p.name)).size).toBe(14);
  });

  it('has four categories in filter order plus All, five filter labels in total', () => {
    expect(categories.map((c) => c.name)).toEqual([
      'Candy Apples',
      'Pretzels',
      'Rice Krispie Treats',
      'Gift Boxes',
    ]);
    expect(categories.map((c) => c.slug)).toEqual([
      'candy-apples',
      'pretzels',
      'rice-krispie-treats',
      'gift-boxes',
    ]);
    const filterLabels = [allCategoryLabel, ...categories.map((c) => c.name)];
    expect(filterLabels).toEqual(['All', 'Candy Apples', 'Pretzels', 'Rice Krispie Treats', 'Gift Boxes']);
    expect(new Set(filterLabels).size).toBe(5);
  });

  it('puts every product in one of the four categories, and every category has products', () => {
    const names = categories.map((c) => c.name);
    for (const product of products) {
      expect(names).toContain(product.category);
    }
    for (const name of names) {
      expect(products.some((p) => p.category === name)).toBe(true);
    }
  });

  it('matches the spec table for name, category, price and sizes', () => {
    expect(
      products.map(({ id, name, category, price, sizes }) => ({ id, name, category, price, sizes })),
    ).toEqual(expectedCatalogue);
  });

  it('formats every price as a dollar display string', () => {
    for (const product of products) {
      expect(product.price).toMatch(/^\$\d+\.\d{2}$/);
    }
  });

  it('uses only the three spec allergen values, assigned as the spec says', () => {
    const allowed = ['Contains: Dairy', 'None', 'Contains: Dairy, Gluten'];
    for (const product of products) {
      expect(allowed).toContain(product.allergens);
      expect(product.allergens).toBe(expectedAllergens[product.name] ?? 'Contains: Dairy, Gluten');
    }
  });

  it('gives storage instructions matching the spec', () => {
    expect(productByName('Classic Caramel Apple').storage).toMatch(/refrigerat.*5 days/i);
    expect(productByName('Chocolate Drizzle Apple').storage).toMatch(/refrigerat.*5 days/i);
    expect(productByName('Candy Coated Apple').storage).toMatch(/cool, dry place.*3 days/i);
    expect(productByName('Classic Rice Krispie').storage).toMatch(/7 days/);
    expect(productByName('Chocolate Dipped Krispie').storage).toMatch(/5 days/);
    expect(productByName('Sprinkle Party Krispie').storage).toMatch(/5 days/);
    for (const product of products.filter((p) => p.category === 'Pretzels')) {
      expect(product.storage).toMatch(/within 3 days/);
    }
    for (const product of products.filter((p) => p.category === 'Gift Boxes')) {
      expect(product.storage).toMatch(/mixed storage/i);
    }
  });

  it('has a description and ingredients for every product', () => {
    for (const product of products) {
      expect(product.description.trim().length).toBeGreaterThan(20);
      expect(product.ingredients.trim().length).toBeGreaterThan(10);
    }
  });

  it('serves every image over https from images.unsplash.com with meaningful alt text', () => {
    const photos = [...products.map((p) => p.image), ...previewProducts.map((p) => p.image)];
    for (const photo of photos) {
      const url = new URL(photo.src);
      expect(url.protocol).toBe('https:');
      expect(url.hostname).toBe('images.unsplash.com');
      expect(url.pathname).toMatch(/^\/photo-[\w-]+$/);
      expect(photo.alt.trim().length).toBeGreaterThan(10);
    }
    expect(new Set(products.map((p) => p.image.src)).size).toBe(14);
  });
});

describe('home', () => {
  it('rotates four hero items every 4000 ms', () => {
    expect(heroRotationMs).toBe(4000);
    expect(heroItems).toHaveLength(4);
    for (const item of heroItems) {
      expect(item.emoji).not.toBe('');
    }
  });

  it('shows the four feature cards in order', () => {
    expect(featureCards.map((c) => c.title)).toEqual([
      'Locally Sourced',
      'Lovingly Dipped',
      'Custom Creations',
      'Fresh Daily',
    ]);
  });

  it('previews the four spec products with the same price, category and image as the catalogue', () => {
    expect(previewProducts.map(({ name, price, category }) => ({ name, price, category }))).toEqual([
      { name: 'Classic Caramel Apple', price: '$8.99', category: 'Candy Apples' },
      { name: 'Sprinkle Party Krispie', price: '$4.99', category: 'Rice Krispie Treats' },
      { name: 'Milk Chocolate Pretzel', price: '$6.99', category: 'Pretzels' },
      { name: 'Birthday Celebration Box', price: '$49.99', category: 'Gift Boxes' },
    ]);
    for (const preview of previewProducts) {
      const product = productByName(preview.name);
      expect(preview.price).toBe(product.price);
      expect(preview.category).toBe(product.category);
      expect(preview.image).toEqual(product.image);
    }
  });

  it('has three five-star testimonials for a wedding, a birthday party and a corporate event', () => {
    expect(testimonials).toHaveLength(3);
    expect(testimonials.map((t) => t.occasion)).toEqual(['Wedding', 'Birthday Party', 'Corporate Event']);
    for (const testimonial of testimonials) {
      expect(testimonial.rating).toBe(5);
      expect(testimonial.name.trim()).not.toBe('');
      expect(testimonial.text.trim().length).toBeGreaterThan(40);
    }
  });

  it('offers 10% off the first order in the newsletter copy', () => {
    expect(newsletterDiscountPercent).toBe(10);
    expect(newsletterCopy.text).toContain('10% off your first order');
    expect(newsletterCopy.placeholder).toBe('Enter your email address');
    expect(newsletterCopy.thankYouHeading).toBe('Welcome to the Sweet List!');
    expect(newsletterCopy.thankYouText).toContain('10% off');
    expect(newsletterCopy.thankYouText).toMatch(/first to know about new treats/);
  });
});

describe('business', () => {
  it('lists store hours Mon-Fri 10am-6pm and the pickup schedule', () => {
    expect(storeHours).toEqual([{ days: 'Mon-Fri', hours: '10am-6pm' }]);
    expect(pickupHours).toEqual([
      { days: 'Mon-Fri', hours: '10am-6pm' },
      { days: 'Saturday', hours: '9am-4pm' },
      { days: 'Sunday', hours: 'By appointment' },
    ]);
  });

  it('makes the spec claims and replies to email within 24 hours', () => {
    expect(claims).toHaveLength(6);
    expect(claims.join(' ')).toMatch(/locally sourced/i);
    expect(claims.join(' ')).toMatch(/fresh daily/i);
    expect(claims.join(' ')).toMatch(/custom orders welcome/i);
    expect(claims.join(' ')).toMatch(/local pickup/i);
    expect(claims.join(' ')).toMatch(/nationwide shipping/i);
    expect(claims.join(' ')).toMatch(/black-owned and woman-led/i);
    expect(emailResponseHours).toBe(24);
    expect(brand.phoneHref).toBe('tel:+14045550142');
  });
});

describe('about', () => {
  it('introduces the founder by name and lists the four values', () => {
    expect(founderStory).toHaveLength(3);
    expect(founderStory[0]).toContain(brand.founderName);
    expect(aboutValues.map((v) => v.title)).toEqual([
      'Locally Sourced',
      'Handcrafted Quality',
      'Community Rooted',
      'Creative Expression',
    ]);
    expect(photoPlaceholderText).toMatch(/coming soon/i);
  });
});

describe('events', () => {
  it('lists four event types with four features each', () => {
    expect(eventTypes.map((e) => e.title)).toEqual([
      'Birthday Parties',
      'Weddings & Showers',
      'School Events',
      'Corporate Gatherings',
    ]);
    for (const eventType of eventTypes) {
      expect(eventType.features).toHaveLength(4);
    }
  });

  it('prices the three event packages as the spec says', () => {
    expect(eventPackages.map(({ name, serves, price }) => ({ name, serves, price }))).toEqual([
      { name: 'Sweet Starter', serves: '10-15 guests', price: 'From $85' },
      { name: 'Core Celebration', serves: '25-30 guests', price: 'From $165' },
      { name: 'Ultimate Sweet Table', serves: '50+ guests', price: 'From $299' },
    ]);
    expect(eventPackages[0]?.includes).toBe('10 candy apples + 15 krispie treats');
    expect(eventPackages[1]?.includes).toBe('20 candy apples + 25 krispie treats + 10 pretzels');
    expect(eventPackages[2]?.includes).toMatch(/^A fully custom dessert table/);
    expect(eventPackages.filter((p) => p.popular).map((p) => p.name)).toEqual(['Core Celebration']);
  });
});

describe('corporate', () => {
  it('lists the four use cases', () => {
    expect(corporateUseCases.map((u) => u.title)).toEqual([
      'Holiday Gifts',
      'Client Appreciation',
      'Team Recognition',
      'New Client Welcome',
    ]);
  });

  it('discounts 5%, 10% and 15% off retail by volume', () => {
    expect(corporateTiers.map(({ quantity, discount }) => ({ quantity, discount }))).toEqual([
      { quantity: '25-50 pieces', discount: '5% off retail' },
      { quantity: '51-100 pieces', discount: '10% off retail' },
      { quantity: '100+ pieces', discount: '15% off retail' },
    ]);
    for (const tier of corporateTiers) {
      expect(tier.features).toHaveLength(3);
    }
    expect(quoteQuantityOptions).toEqual(corporateTiers.map((t) => t.quantity));
  });
});

describe('contact', () => {
  it('offers the five inquiry types', () => {
    expect(inquiryTypes).toEqual([
      'General Inquiry',
      'Custom Order',
      'Bulk/Corporate',
      'Event Booking',
      'Media/Press',
    ]);
  });
});

describe('delivery', () => {
  const faqText = deliveryFaqs.map((faq) => [faq.question, ...faq.answer].join(' ')).join(' ');

  it('has six FAQ cards phrased as questions', () => {
    expect(deliveryFaqs).toHaveLength(6);
    for (const faq of deliveryFaqs) {
      expect(faq.question.endsWith('?')).toBe(true);
      expect(faq.answer.length).toBeGreaterThan(0);
    }
  });

  it('states every delivery, shipping, preparation and claims figure', () => {
    for (const fact of ['$12.99', '$19.99', '15 miles', '$25', '$5', '$35', '24 hours', '2-3', '5-7']) {
      expect(faqText).toContain(fact);
    }
    expect(faqText).toContain('15-30 miles');
    expect(faqText).toContain('3-5 days');
    expect(faqText).toContain('2-day express');
    expect(faqText).toMatch(/ice packs and insulation/);
    expect(faqText).toMatch(/replacement or a full refund/);
    expect(faqText).toContain('Mon-Fri 10am-6pm, Saturday 9am-4pm, Sunday by appointment');
  });

  it('keeps the numeric delivery rules', () => {
    expect(deliveryRules).toEqual({
      freeDeliveryMiles: 15,
      freeDeliveryMinimumUsd: 25,
      extendedDeliveryMiles: 30,
      extendedDeliveryFeeUsd: 5,
      extendedDeliveryMinimumUsd: 35,
      standardShippingUsd: 12.99,
      standardShippingDays: '3-5',
      expressShippingUsd: 19.99,
      expressShippingDays: 2,
      prepDays: '2-3',
      customPrepDays: '5-7',
      reportWithinHours: 24,
    });
  });
});

describe('seasonal', () => {
  it('starts the countdown at 15 days, 8 hours, 32 minutes, 45 seconds', () => {
    expect(countdownStart).toEqual({ days: 15, hours: 8, minutes: 32, seconds: 45 });
  });

  it('sells the Holiday Glaze Collection at the spec prices, all limited', () => {
    expect(seasonalCollection.name).toBe('Holiday Glaze Collection');
    expect(seasonalCollection.theme).toBe('Winter Wonderland');
    expect(seasonalCollection.badge).toBe('Limited Time Only');
    expect(seasonalItems.map(({ name, price }) => ({ name, price }))).toEqual([
      { name: 'Peppermint Bark Apple', price: '$9.99' },
      { name: 'Eggnog Krispie Dreams', price: '$5.99' },
      { name: 'Gingerbread Pretzel Twist', price: '$7.99' },
      { name: 'Holiday Magic Box', price: '$34.99' },
    ]);
    expect(seasonalItems.every((item) => item.limited)).toBe(true);
  });

  it('announces the upcoming seasons with their dates', () => {
    expect(upcomingSeasons.map((s) => s.date)).toEqual(['Feb 1', 'Mar 15', 'Aug 1']);
    expect(upcomingSeasons[0]?.season).toMatch(/Valentine's Day/);
    expect(upcomingSeasons[1]?.season).toBe('Spring Fling');
    expect(upcomingSeasons[2]?.season).toBe('Back to School');
  });
});

describe('core club', () => {
  it('shows three sample boxes of 4-5 items and the spec benefits', () => {
    expect(sampleBoxes).toHaveLength(3);
    for (const box of sampleBoxes) {
      expect(box.items.length).toBeGreaterThanOrEqual(4);
      expect(box.items.length).toBeLessThanOrEqual(5);
    }
    const benefits = clubBenefits.join(' ');
    expect(benefits).toContain('6-8 handcrafted treats');
    expect(benefits).toMatch(/free shipping/i);
    expect(benefits).toMatch(/pause or cancel anytime/i);
    expect(benefits).toMatch(/early access and a launch discount/);
  });
});
