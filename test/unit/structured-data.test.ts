import { describe, expect, it } from 'vitest';
import { brand } from '../../shared/content/business';
import { products } from '../../shared/content/catalogue';
import { deliveryFaqs } from '../../shared/content/delivery';
import type { PageId } from '../../shared/content/pages';
import { seasonalItems } from '../../shared/content/seasonal';
import {
  bakeryJsonLd,
  catalogueJsonLd,
  faqJsonLd,
  seasonalJsonLd,
  structuredDataFor,
} from '../../shared/lib/structured-data';

const siteUrl = 'https://www.sweetcoreco.com';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD is inspected field by field.
type Json = any;

/** The JSON-LD as a crawler reads it: serialised and parsed back. */
function asJson(value: unknown): Json {
  return JSON.parse(JSON.stringify(value));
}

const availabilityUrl = /^https:\/\/schema\.org\/(InStock|LimitedAvailability|OutOfStock|PreOrder)$/;

describe('bakeryJsonLd', () => {
  const bakery = asJson(bakeryJsonLd(siteUrl));

  it('is a schema.org Bakery with a name', () => {
    expect(bakery['@context']).toBe('https://schema.org');
    expect(bakery['@type']).toBe('Bakery');
    expect(bakery.name).toBe(brand.name);
  });

  it('has a postal address, telephone and email', () => {
    expect(bakery.address['@type']).toBe('PostalAddress');
    expect(bakery.address.addressLocality).toBe(brand.city);
    expect(bakery.address.addressRegion).toBe(brand.region);
    expect(bakery.address.addressCountry).toBe(brand.country);
    expect(bakery.telephone).toBe('+14045550142');
    expect(bakery.telephone).not.toMatch(/^tel:/);
    expect(bakery.email).toBe(brand.email);
  });

  it('opens Monday to Friday 10:00-18:00', () => {
    expect(bakery.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '10:00',
        closes: '18:00',
      },
    ]);
  });

  it('uses absolute URLs on the configured site', () => {
    expect(bakery.url).toBe(`${siteUrl}/`);
    expect(bakery['@id']).toBe(`${siteUrl}/#business`);
    for (const key of ['logo', 'image']) expect(bakery[key].startsWith(`${siteUrl}/`)).toBe(true);
  });

  it('offers the 14 catalogue products with prices in USD', () => {
    const catalogue = bakery.hasOfferCatalog;
    expect(catalogue['@type']).toBe('OfferCatalog');
    expect(catalogue.itemListElement).toHaveLength(14);
    catalogue.itemListElement.forEach((offer: Json, i: number) => {
      expect(offer['@type']).toBe('Offer');
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.price).toBe(products[i].price.slice(1));
      expect(offer.itemOffered['@type']).toBe('Product');
      expect(offer.itemOffered.name).toBe(products[i].name);
      expect(offer.itemOffered.sku).toMatch(/^SC-\d{4}$/);
    });
  });
});

describe('catalogueJsonLd', () => {
  const list = asJson(catalogueJsonLd(siteUrl));

  it('is an ItemList of 14 Products in catalogue order with 1-based positions', () => {
    expect(list['@context']).toBe('https://schema.org');
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(14);
    list.itemListElement.forEach((entry: Json, i: number) => {
      expect(entry['@type']).toBe('ListItem');
      expect(entry.position).toBe(i + 1);
      expect(entry.item['@type']).toBe('Product');
      expect(entry.item.name).toBe(products[i].name);
      expect(entry.item.category).toBe(products[i].category);
      expect(entry.item.image).toBe(products[i].image.src);
    });
  });

  it('gives every product an offer with a two-decimal price string matching the catalogue, USD and an availability URL', () => {
    list.itemListElement.forEach((entry: Json, i: number) => {
      const offer = entry.item.offers;
      expect(offer['@type']).toBe('Offer');
      expect(typeof offer.price).toBe('string');
      expect(offer.price).toMatch(/^\d+\.\d{2}$/);
      expect(offer.price).toBe(products[i].price.replace('$', ''));
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.availability).toMatch(availabilityUrl);
      expect(offer.url).toBe(`${siteUrl}/shop`);
    });
  });

  it('gives every product a unique SKU', () => {
    const skus = list.itemListElement.map((entry: Json) => entry.item.sku);
    expect(new Set(skus).size).toBe(14);
  });
});

describe('seasonalJsonLd', () => {
  const list = asJson(seasonalJsonLd(siteUrl));

  it('lists the four seasonal products at 9.99, 5.99, 7.99 and 34.99', () => {
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(4);
    const names = list.itemListElement.map((entry: Json) => entry.item.name);
    expect(names).toEqual(seasonalItems.map((item) => item.name));
    const prices = list.itemListElement.map((entry: Json) => entry.item.offers.price);
    expect(prices).toEqual(['9.99', '5.99', '7.99', '34.99']);
  });

  it('marks the limited items as limited availability in USD', () => {
    for (const entry of list.itemListElement) {
      expect(entry.item['@type']).toBe('Product');
      expect(entry.item.offers.priceCurrency).toBe('USD');
      expect(entry.item.offers.availability).toBe('https://schema.org/LimitedAvailability');
      expect(entry.item.offers.url).toBe(`${siteUrl}/seasonal`);
    }
  });
});

describe('faqJsonLd', () => {
  const faq = asJson(faqJsonLd());

  it('is an FAQPage of six questions named exactly as the delivery FAQ cards', () => {
    expect(faq['@context']).toBe('https://schema.org');
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity).toHaveLength(6);
    expect(faq.mainEntity.map((q: Json) => q.name)).toEqual(deliveryFaqs.map((item) => item.question));
  });

  it('answers every question with the card text', () => {
    faq.mainEntity.forEach((question: Json, i: number) => {
      expect(question['@type']).toBe('Question');
      expect(question.acceptedAnswer['@type']).toBe('Answer');
      expect(question.acceptedAnswer.text).toBe(deliveryFaqs[i].answer.join(' '));
      expect(question.acceptedAnswer.text.length).toBeGreaterThan(0);
    });
  });
});

describe('structuredDataFor', () => {
  const typesFor = (page: PageId) => structuredDataFor(page, siteUrl).map((data) => data['@type']);

  it('puts the Bakery on home and contact', () => {
    expect(typesFor('home')).toEqual(['Bakery']);
    expect(typesFor('contact')).toEqual(['Bakery']);
  });

  it('puts the product list on shop and the seasonal list on seasonal', () => {
    expect(typesFor('shop')).toEqual(['ItemList']);
    expect(structuredDataFor('shop', siteUrl)[0]).toEqual(catalogueJsonLd(siteUrl));
    expect(typesFor('seasonal')).toEqual(['ItemList']);
    expect(structuredDataFor('seasonal', siteUrl)[0]).toEqual(seasonalJsonLd(siteUrl));
  });

  it('puts the FAQPage on delivery', () => {
    expect(typesFor('delivery')).toEqual(['FAQPage']);
  });

  it('adds nothing on the other pages', () => {
    for (const page of ['about', 'events', 'corporate', 'core-club', 'not-found', 'error'] as const) {
      expect(structuredDataFor(page, siteUrl)).toEqual([]);
    }
  });

  it('produces JSON that survives a serialisation round trip unchanged', () => {
    for (const page of ['home', 'shop', 'seasonal', 'delivery'] as const) {
      const data = structuredDataFor(page, siteUrl);
      expect(asJson(data)).toEqual(data);
    }
  });
});
