/**
 * THE LAUNCH CONTENT CONTRACT.
 *
 * This is the one test file that states the shop's facts at launch literally: prices, sizes, fees,
 * hours, packages, tiers, dates and labels, as `docs/product.md` gives them. Every other test reads
 * its expectations from the content modules, so when the shop owner changes a fact (a price, an
 * hour), only this file fails, and the failing test's name says which fact changed. Update the fact
 * here in the same commit as the content change.
 *
 * The first part checks the content data; the second checks that each page shows its facts in the
 * HTML a visitor (or a crawler, or a browser without JavaScript) receives.
 */
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseHtml } from '../scripts/harness/parse-html';
import { aboutValues } from '../shared/content/about';
import { claims, emailResponseHours } from '../shared/content/brand';
import { allCategoryLabel, categories, products } from '../shared/content/catalogue';
import { inquiryTypes } from '../shared/content/contact';
import { clubBenefits, clubBoxTreats, sampleBoxes } from '../shared/content/core-club';
import { corporateTiers, corporateUseCases, quoteQuantityOptions } from '../shared/content/corporate';
import { deliveryFaqs, deliveryRules } from '../shared/content/delivery';
import { eventPackages, eventTypes } from '../shared/content/events';
import { formatHours, formatStorage } from '../shared/content/format';
import {
  featureCards,
  heroItems,
  heroRotationMs,
  previewProducts,
  testimonials,
} from '../shared/content/home';
import { pickupHours, storeHours } from '../shared/content/hours';
import { newsletterCopy, newsletterDiscountPercent } from '../shared/content/newsletter';
import {
  countdownStart,
  seasonalCollection,
  seasonalItems,
  upcomingSeasons,
} from '../shared/content/seasonal';
import { silentApp } from './support/http';

const apple = ['Single', 'Box of 6', 'Dozen'];
const krispie = ['Single', 'Box of 8', 'Party Pack'];
const pretzel = ['Single', 'Box of 4', 'Bulk Pack'];
const box = ['Standard Box'];
const dairy = 'Contains: Dairy';
const dairyGluten = 'Contains: Dairy, Gluten';

/** The catalogue at launch: id, name, category, price each in USD, sizes, allergens, storage. */
const catalogue = [
  [1, 'Classic Caramel Apple', 'Candy Apples', 8.99, apple, dairy, 'Keep refrigerated; enjoy within 5 days'],
  [
    2,
    'Chocolate Drizzle Apple',
    'Candy Apples',
    9.99,
    apple,
    dairy,
    'Keep refrigerated; enjoy within 5 days',
  ],
  [
    3,
    'Candy Coated Apple',
    'Candy Apples',
    7.99,
    apple,
    'None',
    'Store in a cool, dry place; enjoy within 3 days',
  ],
  [
    4,
    'Classic Rice Krispie',
    'Rice Krispie Treats',
    3.99,
    krispie,
    dairyGluten,
    'Keep in an airtight container at room temperature for up to 7 days',
  ],
  [
    5,
    'Chocolate Dipped Krispie',
    'Rice Krispie Treats',
    4.99,
    krispie,
    dairyGluten,
    'Keep in an airtight container at room temperature for up to 5 days',
  ],
  [
    6,
    'Sprinkle Party Krispie',
    'Rice Krispie Treats',
    4.99,
    krispie,
    dairyGluten,
    'Keep in an airtight container at room temperature for up to 5 days',
  ],
  [
    7,
    'Milk Chocolate Pretzel',
    'Pretzels',
    6.99,
    pretzel,
    dairyGluten,
    'Store in a cool, dry place; enjoy within 3 days',
  ],
  [
    8,
    'Dark Chocolate Pretzel',
    'Pretzels',
    6.99,
    pretzel,
    dairyGluten,
    'Store in a cool, dry place; enjoy within 3 days',
  ],
  [
    9,
    'White Chocolate Pretzel',
    'Pretzels',
    6.99,
    pretzel,
    dairyGluten,
    'Store in a cool, dry place; enjoy within 3 days',
  ],
  [
    10,
    'Birthday Celebration Box',
    'Gift Boxes',
    49.99,
    box,
    dairyGluten,
    'Mixed storage: see the care card inside each box',
  ],
  [
    11,
    'Baby Shower Box',
    'Gift Boxes',
    49.99,
    box,
    dairyGluten,
    'Mixed storage: see the care card inside each box',
  ],
  [
    12,
    'Anniversary Box',
    'Gift Boxes',
    49.99,
    box,
    dairyGluten,
    'Mixed storage: see the care card inside each box',
  ],
  [
    13,
    'Just Because Box',
    'Gift Boxes',
    49.99,
    box,
    dairyGluten,
    'Mixed storage: see the care card inside each box',
  ],
  [
    14,
    'Wedding Box',
    'Gift Boxes',
    49.99,
    box,
    dairyGluten,
    'Mixed storage: see the care card inside each box',
  ],
] as const;

describe('launch content: the catalogue', () => {
  it('has the fourteen products, ids 1-14, in this order', () => {
    expect(products.map((product) => [product.id, product.name])).toEqual(
      catalogue.map(([id, name]) => [id, name]),
    );
  });

  it.each(catalogue)(
    'product %i, %s, is in %s at $%d each, sizes %j, %s, storage "%s"',
    (id, name, categoryName, price, sizes, allergens, storage) => {
      const product = products.find((item) => item.id === id);
      expect(product?.name).toBe(name);
      expect(product?.categoryName).toBe(categoryName);
      expect(product?.price, `price of ${name}`).toBe(price);
      expect(product?.sizes).toEqual(sizes);
      expect(product?.allergens).toBe(allergens);
      expect(product && formatStorage(product.storage)).toBe(storage);
    },
  );

  it('filters by All, Candy Apples, Pretzels, Rice Krispie Treats, Gift Boxes', () => {
    expect([allCategoryLabel, ...categories.map((category) => category.name)]).toEqual([
      'All',
      'Candy Apples',
      'Pretzels',
      'Rice Krispie Treats',
      'Gift Boxes',
    ]);
    expect(categories.map((category) => category.slug)).toEqual([
      'candy-apples',
      'pretzels',
      'rice-krispie-treats',
      'gift-boxes',
    ]);
  });
});

describe('launch content: home', () => {
  it('rotates four hero items every 4000 ms', () => {
    expect(heroItems.map((item) => item.name)).toEqual([
      'Gourmet Candy Apples',
      'Chocolate-Dipped Pretzels',
      'Rice Krispie Treats',
      'Custom Gift Boxes',
    ]);
    expect(heroRotationMs).toBe(4000);
  });

  it('shows the feature cards Locally Sourced, Lovingly Dipped, Custom Creations, Fresh Daily', () => {
    expect(featureCards.map((card) => card.title)).toEqual([
      'Locally Sourced',
      'Lovingly Dipped',
      'Custom Creations',
      'Fresh Daily',
    ]);
  });

  it(
    'previews the Classic Caramel Apple, Sprinkle Party Krispie, ' +
      'Milk Chocolate Pretzel and Birthday Celebration Box',
    () => {
      expect(previewProducts.map(({ product }) => product.name)).toEqual([
        'Classic Caramel Apple',
        'Sprinkle Party Krispie',
        'Milk Chocolate Pretzel',
        'Birthday Celebration Box',
      ]);
    },
  );

  it('has three five-star testimonials: a wedding, a birthday party and a corporate event', () => {
    expect(testimonials.map((item) => [item.rating, item.occasion])).toEqual([
      [5, 'Wedding'],
      [5, 'Birthday Party'],
      [5, 'Corporate Event'],
    ]);
  });

  it('offers 10% off the first order for the newsletter, with the thank-you "Welcome to the Sweet List!"', () => {
    expect(newsletterDiscountPercent).toBe(10);
    expect(newsletterCopy.placeholder).toBe('Enter your email address');
    expect(newsletterCopy.thankYouHeading).toBe('Welcome to the Sweet List!');
  });

  it(
    'claims local sourcing, fresh daily and to order, custom orders, pickup, shipping, ' +
      'Black-owned and woman-led',
    () => {
      expect(claims).toEqual([
        'Locally sourced ingredients',
        'Made fresh daily and fresh to order',
        'Custom orders welcome',
        'Local pickup',
        'Nationwide shipping',
        'Black-owned and woman-led',
      ]);
    },
  );
});

describe('launch content: hours and replies', () => {
  it('opens the store Mon-Fri 10am-6pm', () => {
    expect(storeHours.map(formatHours)).toEqual(['Mon-Fri 10am-6pm']);
  });

  it('offers pickup Mon-Fri 10am-6pm, Saturday 9am-4pm and Sunday by appointment', () => {
    expect(pickupHours.map(formatHours)).toEqual([
      'Mon-Fri 10am-6pm',
      'Saturday 9am-4pm',
      'Sunday by appointment',
    ]);
  });

  it('replies to every email within 24 hours', () => {
    expect(emailResponseHours).toBe(24);
  });
});

describe('launch content: about, events, corporate, contact', () => {
  it('names the values Locally Sourced, Handcrafted Quality, Community Rooted, Creative Expression', () => {
    expect(aboutValues.map((value) => value.title)).toEqual([
      'Locally Sourced',
      'Handcrafted Quality',
      'Community Rooted',
      'Creative Expression',
    ]);
  });

  it('lists Birthday Parties, Weddings & Showers, School Events and Corporate Gatherings', () => {
    expect(eventTypes.map((type) => type.title)).toEqual([
      'Birthday Parties',
      'Weddings & Showers',
      'School Events',
      'Corporate Gatherings',
    ]);
  });

  it(
    'sells Sweet Starter (10-15, from $85), ' +
      'Core Celebration (25-30, from $165, most popular), ' +
      'Ultimate Sweet Table (50+, from $299)',
    () => {
      expect(eventPackages.map((pkg) => [pkg.name, pkg.serves, pkg.fromPrice, pkg.popular])).toEqual([
        ['Sweet Starter', '10-15', 85, false],
        ['Core Celebration', '25-30', 165, true],
        ['Ultimate Sweet Table', '50+', 299, false],
      ]);
      expect(eventPackages.map((pkg) => pkg.includes).slice(0, 2)).toEqual([
        '10 candy apples + 15 krispie treats',
        '20 candy apples + 25 krispie treats + 10 pretzels',
      ]);
    },
  );

  it('lists Holiday Gifts, Client Appreciation, Team Recognition and New Client Welcome', () => {
    expect(corporateUseCases.map((useCase) => useCase.title)).toEqual([
      'Holiday Gifts',
      'Client Appreciation',
      'Team Recognition',
      'New Client Welcome',
    ]);
  });

  it('discounts 25-50 pieces 5%, 51-100 pieces 10%, 100+ pieces 15% off retail', () => {
    expect(corporateTiers.map((tier) => [tier.minPieces, tier.maxPieces, tier.discountPercent])).toEqual([
      [25, 50, 5],
      [51, 100, 10],
      [100, undefined, 15],
    ]);
    expect(quoteQuantityOptions).toEqual(['25-50 pieces', '51-100 pieces', '100+ pieces']);
  });

  it('offers the inquiry types General Inquiry, Custom Order, Bulk/Corporate, Event Booking, Media/Press', () => {
    expect(inquiryTypes).toEqual([
      'General Inquiry',
      'Custom Order',
      'Bulk/Corporate',
      'Event Booking',
      'Media/Press',
    ]);
  });
});

describe('launch content: delivery', () => {
  it('delivers free within 15 miles over $25, 15-30 miles for $5 with a $35 minimum', () => {
    expect(deliveryRules).toMatchObject({
      freeDeliveryMiles: 15,
      freeDeliveryMinimum: 25,
      extendedDeliveryMiles: 30,
      extendedDeliveryFee: 5,
      extendedDeliveryMinimum: 35,
    });
  });

  it('ships for $12.99 (3-5 days) or $19.99 express (2 days)', () => {
    expect(deliveryRules).toMatchObject({
      standardShipping: 12.99,
      standardShippingDays: '3-5',
      expressShipping: 19.99,
      expressShippingDays: 2,
    });
  });

  it('prepares in 2-3 business days, 5-7 for custom or large orders; damage reported within 24 hours', () => {
    expect(deliveryRules).toMatchObject({ prepDays: '2-3', customPrepDays: '5-7', reportWithinHours: 24 });
  });

  it('answers six questions', () => {
    expect(deliveryFaqs).toHaveLength(6);
  });
});

describe('launch content: seasonal and Core Club', () => {
  it('starts the countdown at 15 days, 8 hours, 32 minutes, 45 seconds', () => {
    expect(countdownStart).toEqual({ days: 15, hours: 8, minutes: 32, seconds: 45 });
  });

  it(
    'sells the Holiday Glaze Collection (Winter Wonderland): ' +
      'Peppermint Bark Apple $9.99, ' +
      'Eggnog Krispie Dreams $5.99, ' +
      'Gingerbread Pretzel Twist $7.99, ' +
      'Holiday Magic Box $34.99',
    () => {
      expect([seasonalCollection.name, seasonalCollection.theme, seasonalCollection.badge]).toEqual([
        'Holiday Glaze Collection',
        'Winter Wonderland',
        'Limited Time Only',
      ]);
      expect(seasonalItems.map((item) => [item.name, item.price, item.limited])).toEqual([
        ['Peppermint Bark Apple', 9.99, true],
        ['Eggnog Krispie Dreams', 5.99, true],
        ['Gingerbread Pretzel Twist', 7.99, true],
        ['Holiday Magic Box', 34.99, true],
      ]);
    },
  );

  it("announces Valentine's Day Collection Feb 1, Spring Fling Mar 15, Back to School Aug 1", () => {
    expect(upcomingSeasons.map((season) => [season.season, season.date])).toEqual([
      ["Valentine's Day Collection", 'Feb 1'],
      ['Spring Fling', 'Mar 15'],
      ['Back to School', 'Aug 1'],
    ]);
  });

  it(
    'boxes 6-8 treats a month, with free shipping, pause or cancel anytime, ' +
      'early access and a launch discount',
    () => {
      expect(clubBoxTreats).toEqual({ min: 6, max: 8 });
      expect(clubBenefits.join(' ')).toMatch(
        /Free shipping.*Pause or cancel anytime.*early access and a launch discount/s,
      );
      expect(sampleBoxes).toHaveLength(3);
    },
  );
});

describe('launch content: what each page shows', () => {
  const app = silentApp();

  /**
   * Reads the page at `path` as a browser without JavaScript receives it: parsed by happy-dom with
   * nothing run or loaded, then closed.
   */
  async function readPage<T>(path: string, read: (document: Document) => T): Promise<T> {
    const res = await request(app).get(path);
    const { document, close } = parseHtml(res.text);
    try {
      return read(document);
    } finally {
      await close();
    }
  }

  /** The text in `node`: scripts, styles and templates left out, each element set apart by spaces. */
  const textIn = (node: Node): string =>
    node.nodeType === node.TEXT_NODE
      ? (node.textContent ?? '')
      : node.nodeType === node.ELEMENT_NODE && !(node as Element).matches('script, style, template')
        ? ` ${[...node.childNodes].map(textIn).join('')} `
        : '';

  /** The visible text in `node`, entities decoded (by the parser) and whitespace collapsed. */
  const visibleText = (node: Node) => textIn(node).replace(/\s+/g, ' ');

  /** The first element matching `selector`; fails the test when the page has none. */
  function one(document: Document, selector: string): Element {
    const element = document.querySelector(selector);
    if (!element) throw new Error(`the page has no ${selector}`);
    return element;
  }

  /** The visible text of a page. */
  const textOf = (path: string): Promise<string> =>
    readPage(path, (document) => visibleText(document.documentElement));

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
      '$8.99 each',
      'Sprinkle Party Krispie',
      '$4.99 each',
      'Milk Chocolate Pretzel',
      '$6.99 each',
      'Birthday Celebration Box',
      '$49.99 each',
      'New',
      'Add to Cart',
      'View All Products',
      'Wedding',
      'Birthday Party',
      'Corporate Event',
      'Rated 5 out of 5',
      '10% off your first order',
      'Gourmet Candy Apples',
      '🍎',
    ],
    '/shop': [
      'Our Sweet Shop',
      'Fresh Made',
      'Ingredients',
      'Allergens',
      'Storage',
      'Size',
      '$9.99 each',
      '$7.99 each',
      '$3.99 each',
      'Wedding Box',
      'Box of 6',
      'Dozen',
      'Box of 8',
      'Party Pack',
      'Box of 4',
      'Bulk Pack',
      'Standard Box',
      'Contains: Dairy, Gluten',
      'All treats (14 treats)',
    ],
    '/about': [
      'Locally Sourced',
      'Handcrafted Quality',
      'Community Rooted',
      'Creative Expression',
      'Join Our Sweet Journey',
      'Founder photo coming soon',
    ],
    '/events': [
      'Birthday Parties',
      'Weddings & Showers',
      'School Events',
      'Corporate Gatherings',
      'Sweet Starter',
      '10-15 guests',
      'From $85',
      'Core Celebration',
      '25-30 guests',
      'From $165',
      'Most Popular',
      'Ultimate Sweet Table',
      '50+ guests',
      'From $299',
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
      '5% off retail',
      '10% off retail',
      '15% off retail',
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
      'Media/Press',
      'Local Pickup',
      'Pickup Hours',
      'Mon-Fri',
      '10am-6pm',
      'Saturday',
      '9am-4pm',
      'Sunday',
      'By appointment',
      'Instagram',
      'TikTok',
      'within 24 hours',
    ],
    '/delivery': [
      'Free local delivery within 15 miles on orders over $25',
      '15-30 miles: $5 delivery fee with a $35 minimum order',
      'Standard shipping is $12.99 (3-5 days)',
      '2-day express shipping is $19.99',
      'ice packs and insulation',
      'ready in 2-3 business days',
      'need 5-7 days',
      'within 24 hours of delivery',
      'photos',
      'replacement or a full refund',
      'Mon-Fri 10am-6pm, Saturday 9am-4pm, Sunday by appointment',
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
    '/no-such-page': ['404', 'Oops! Page not found', 'Return to Home'],
  };

  it.each(Object.entries(facts))('%s shows its launch facts', async (path, expected) => {
    const text = await textOf(path);
    expect(
      expected.filter((fact) => !text.includes(fact)),
      `missing on ${path}`,
    ).toEqual([]);
  });

  it('the newsletter field asks to "Enter your email address"', async () => {
    const placeholders = await readPage('/', (document) =>
      [...document.querySelectorAll('input')].map((input) => input.getAttribute('placeholder')),
    );
    expect(placeholders).toContain('Enter your email address');
  });

  it(
    'every footer links Shop, About, Events, Corporate, Contact, Delivery, Seasonal and Core Club, ' +
      'FAQ and Care Instructions, and shows Mon-Fri 10am-6pm',
    async () => {
      const footer = await readPage('/about', (document) => {
        const element = one(document, 'footer');
        return {
          links: [...element.querySelectorAll('a')].map((link) => [
            link.getAttribute('href'),
            link.textContent,
          ]),
          text: visibleText(element),
        };
      });
      const hrefs = footer.links.map(([href]) => href);
      for (const href of [
        '/shop',
        '/about',
        '/events',
        '/corporate',
        '/contact',
        '/delivery',
        '/seasonal',
        '/core-club',
      ])
        expect(hrefs, href).toContain(href);
      expect(footer.links).toContainEqual(['/delivery#faq', 'FAQ']);
      expect(footer.links).toContainEqual(['/delivery#storage', 'Care Instructions']);
      expect(footer.text).toContain('Mon-Fri 10am-6pm');
    },
  );

  it(
    'the header links Home, Shop, About, Events, Corporate and Contact, ' +
      'and offers Shop Now and Custom Order',
    async () => {
      const header = await readPage('/', (document) => {
        const element = one(document, 'header');
        return {
          labels: [...element.querySelectorAll('.site-header__link')].map((link) => link.textContent),
          text: visibleText(element),
        };
      });
      expect(header.labels).toEqual(['Home', 'Shop', 'About', 'Events', 'Corporate', 'Contact']);
      expect(header.text).toContain('Shop Now');
      expect(header.text).toContain('Custom Order');
    },
  );
});
