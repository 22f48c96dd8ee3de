/**
 * Every page shows the facts the product spec lists for it (spec §2, §3, §9), as a visitor reads them
 * in the server-rendered HTML (with or without JavaScript).
 */
import { pino } from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';

const app = createApp({ logger: pino({ level: 'silent' }) });

/** The visible text of a page: tags and scripts removed, entities decoded, whitespace collapsed. */
async function textOf(path: string): Promise<string> {
  const res = await request(app).get(path);
  return res.text
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(Number(code)))
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&apos;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const facts: Record<string, string[]> = {
  '/': [
    'Shop Now',
    'Request Custom Order',
    'View Collection',
    'Locally Sourced',
    'Lovingly Dipped',
    'Custom Creations',
    'Fresh Daily',
    'All',
    'Candy Apples',
    'Pretzels',
    'Rice Krispie Treats',
    'Gift Boxes',
    'Classic Caramel Apple',
    '$8.99',
    'Sprinkle Party Krispie',
    '$4.99',
    'Milk Chocolate Pretzel',
    '$6.99',
    'Birthday Celebration Box',
    '$49.99',
    'New',
    'Add to Cart',
    'View All Products',
    'Wedding',
    'Birthday Party',
    'Corporate Event',
    'Rated 5 out of 5',
    '10% off your first order',
    'Black-owned',
    'Nationwide shipping',
    'Local pickup',
  ],
  '/shop': [
    'Our Sweet Shop',
    'Fresh Made',
    'Ingredients',
    'Allergens',
    'Storage',
    'Size',
    'Classic Caramel Apple',
    'Chocolate Drizzle Apple',
    '$9.99',
    'Candy Coated Apple',
    '$7.99',
    'Classic Rice Krispie',
    '$3.99',
    'Chocolate Dipped Krispie',
    'Sprinkle Party Krispie',
    'Milk Chocolate Pretzel',
    'Dark Chocolate Pretzel',
    'White Chocolate Pretzel',
    'Birthday Celebration Box',
    'Baby Shower Box',
    'Anniversary Box',
    'Just Because Box',
    'Wedding Box',
    'Box of 6',
    'Dozen',
    'Box of 8',
    'Party Pack',
    'Box of 4',
    'Bulk Pack',
    'Standard Box',
    'Contains: Dairy, Gluten',
    'Contains: Dairy',
    'None',
  ],
  '/about': [
    'Jasmine Porter',
    'Locally Sourced',
    'Handcrafted Quality',
    'Community Rooted',
    'Creative Expression',
    'Join Our Sweet Journey',
    'coming soon',
  ],
  '/events': [
    'Birthday Parties',
    'Weddings & Showers',
    'School Events',
    'Corporate Gatherings',
    'Sweet Starter',
    '10-15',
    '10 candy apples + 15 krispie treats',
    '$85',
    'Core Celebration',
    '25-30',
    '20 candy apples + 25 krispie treats + 10 pretzels',
    '$165',
    'Ultimate Sweet Table',
    '50+',
    '$299',
    'Submit an Event Request',
    'View Event Gallery',
  ],
  '/corporate': [
    'Holiday Gifts',
    'Client Appreciation',
    'Team Recognition',
    'New Client Welcome',
    '25-50 pieces',
    '51-100 pieces',
    '100+ pieces',
    '5%',
    '10%',
    '15%',
    'Request a Corporate Quote',
    'Company Name',
    'Contact Name',
    'Email',
    'Phone',
    'Estimated Quantity',
    'Event Date',
  ],
  '/contact': [
    'Get In Touch',
    'Name',
    'Email',
    'Inquiry Type',
    'Phone (optional)',
    'Message',
    'General Inquiry',
    'Custom Order',
    'Bulk/Corporate',
    'Event Booking',
    'Media/Press',
    'hello@sweetcoreco.com',
    'Local Pickup',
    'Pickup Hours',
    'Mon-Fri',
    '10am-6pm',
    'Saturday',
    '9am-4pm',
    'Sunday',
    'Instagram',
    'TikTok',
  ],
  '/delivery': [
    '15 miles',
    '$25',
    '$5',
    '$35',
    '$12.99',
    '3-5',
    '$19.99',
    '2-day',
    'ice packs',
    'insulation',
    '2-3 business days',
    '5-7',
    '24 hours',
    'photos',
    'replacement',
    'full refund',
    'Contact Us',
  ],
  '/seasonal': [
    'Limited Time Only',
    'Holiday Glaze Collection',
    'Winter Wonderland',
    'Peppermint Bark Apple',
    '$9.99',
    'Eggnog Krispie Dreams',
    '$5.99',
    'Gingerbread Pretzel Twist',
    '$7.99',
    'Holiday Magic Box',
    '$34.99',
    'Order Now',
    "What's Coming Soon",
    "Valentine's Day",
    'Feb 1',
    'Spring Fling',
    'Mar 15',
    'Back to School',
    'Aug 1',
    'Join the Sweet List',
    '15 days, 8 hours, 32 minutes and 45 seconds',
  ],
  '/core-club': [
    'Coming Soon',
    'How It Works',
    '6-8',
    'Free shipping',
    'Pause or cancel anytime',
    'early access',
    'launch discount',
    'Join the Waitlist',
    'Email',
    'Name',
  ],
};

describe('spec facts on every page', () => {
  for (const [path, expected] of Object.entries(facts)) {
    it(`${path} shows every fact the spec lists for it`, async () => {
      const text = await textOf(path);
      const missing = expected.filter((fact) => !text.includes(fact));
      expect(missing).toEqual([]);
    });
  }

  it('every page footer links the eight routes, FAQ and Care Instructions, and shows the hours', async () => {
    const res = await request(app).get('/about');
    const footer = res.text.slice(res.text.indexOf('<footer')).replace(/<!-- -->/g, '');
    for (const href of [
      '/shop',
      '/about',
      '/events',
      '/corporate',
      '/contact',
      '/delivery',
      '/seasonal',
      '/core-club',
    ]) {
      expect(footer).toContain(`href="${href}"`);
    }
    expect(footer).toMatch(/href="\/delivery"[^>]*>FAQ</);
    expect(footer).toMatch(/href="\/delivery"[^>]*>Care Instructions</);
    expect(footer).toContain('Mon-Fri 10am-6pm');
  });
});
