/**
 * The JSON-LD of each kind says what the pages say: built from the same content modules, in the shapes
 * search engines read.
 */
import { describe, expect, it } from 'vitest';
import { brand } from '../../shared/content/brand';
import { products } from '../../shared/content/catalogue';
import { deliveryFaqs } from '../../shared/content/delivery';
import { storeHours } from '../../shared/content/hours';
import { seasonalItems } from '../../shared/content/seasonal';
import {
  bakeryJsonLd,
  catalogueJsonLd,
  faqJsonLd,
  seasonalJsonLd,
  structuredData,
} from '../../shared/content/structured-data';

const siteUrl = 'https://shop.example.test';

// biome-ignore lint/suspicious/noExplicitAny: parsed JSON-LD is inspected field by field.
type Json = any;

/** The JSON-LD as a crawler reads it: serialised and parsed back. */
const asJson = (value: unknown): Json => JSON.parse(JSON.stringify(value));

const availability = /^https:\/\/schema\.org\/(InStock|LimitedAvailability)$/;

describe('the business (Bakery)', () => {
  const bakery = asJson(bakeryJsonLd(siteUrl));

  it('names the shop and gives its address, telephone in E.164 and email', () => {
    expect(bakery['@context']).toBe('https://schema.org');
    expect(bakery['@type']).toBe('Bakery');
    expect(bakery.name).toBe(brand.name);
    expect(bakery.address).toEqual({
      '@type': 'PostalAddress',
      addressLocality: brand.city,
      addressRegion: brand.region,
      addressCountry: brand.country,
    });
    expect(bakery.telephone).toMatch(/^\+\d{8,15}$/);
    expect(bakery.email).toBe(brand.email);
  });

  it('states the store hours as schema.org days and 24-hour times', () => {
    const expected = storeHours.flatMap((hours) =>
      'opens' in hours ? [{ dayOfWeek: [...hours.days], opens: hours.opens, closes: hours.closes }] : [],
    );
    expect(bakery.openingHoursSpecification.map(({ '@type': _, ...rest }: Json) => rest)).toEqual(expected);
    for (const spec of bakery.openingHoursSpecification) {
      expect(spec['@type']).toBe('OpeningHoursSpecification');
      expect(spec.opens).toMatch(/^\d{2}:\d{2}$/);
    }
  });

  it('uses absolute URLs on the configured site, never another origin', () => {
    expect(bakery.url).toBe(`${siteUrl}/`);
    expect(bakery['@id']).toBe(`${siteUrl}/#business`);
    for (const key of ['logo', 'image']) expect(bakery[key].startsWith(`${siteUrl}/`)).toBe(true);
  });

  it('offers every catalogue product at its price in USD with two decimals', () => {
    expect(bakery.hasOfferCatalog.itemListElement).toHaveLength(products.length);
    bakery.hasOfferCatalog.itemListElement.forEach((offer: Json, i: number) => {
      expect(offer.priceCurrency).toBe('USD');
      expect(offer.price).toBe(products[i]?.price.toFixed(2));
      expect(offer.itemOffered.name).toBe(products[i]?.name);
    });
  });
});

describe('the catalogue (ItemList of Products)', () => {
  const list = asJson(catalogueJsonLd(siteUrl));

  it('lists every product in catalogue order with 1-based positions, its category and an offer', () => {
    expect(list['@type']).toBe('ItemList');
    expect(list.itemListElement).toHaveLength(products.length);
    list.itemListElement.forEach((entry: Json, i: number) => {
      const product = products[i];
      expect(entry.position).toBe(i + 1);
      expect(entry.item.name).toBe(product?.name);
      expect(entry.item.category).toBe(product?.categoryName);
      expect(entry.item.offers.price).toBe(product?.price.toFixed(2));
      expect(entry.item.offers.priceCurrency).toBe('USD');
      expect(entry.item.offers.availability).toMatch(availability);
      expect(entry.item.offers.url).toBe(`${siteUrl}/shop`);
    });
  });

  it('images a product with its verified photo, or the site image, never a photo of something else', () => {
    list.itemListElement.forEach((entry: Json, i: number) => {
      expect(entry.item.image).toBe(products[i]?.photo?.src ?? `${siteUrl}/og-image.png`);
    });
  });

  it('gives every product a unique SKU', () => {
    const skus = list.itemListElement.map((entry: Json) => entry.item.sku);
    expect(new Set(skus).size).toBe(products.length);
  });
});

describe('the seasonal collection', () => {
  it('lists the seasonal items at their prices, limited ones as limited availability', () => {
    const list = asJson(seasonalJsonLd(siteUrl));
    expect(list.itemListElement.map((entry: Json) => [entry.item.name, entry.item.offers.price])).toEqual(
      seasonalItems.map((item) => [item.name, item.price.toFixed(2)]),
    );
    list.itemListElement.forEach((entry: Json, i: number) => {
      const expected = seasonalItems[i]?.limited ? 'LimitedAvailability' : 'InStock';
      expect(entry.item.offers.availability).toBe(`https://schema.org/${expected}`);
    });
  });
});

describe('the delivery FAQ', () => {
  it('asks and answers exactly what the page shows', () => {
    const faq = asJson(faqJsonLd());
    expect(faq['@type']).toBe('FAQPage');
    expect(faq.mainEntity.map((q: Json) => [q.name, q.acceptedAnswer.text])).toEqual(
      deliveryFaqs.map((item) => [item.question, item.answer.join(' ')]),
    );
  });
});

describe('structuredData by kind', () => {
  it('gives one document per kind and none for "none"', () => {
    expect(structuredData('business', siteUrl)).toEqual([bakeryJsonLd(siteUrl)]);
    expect(structuredData('catalogue', siteUrl)).toEqual([catalogueJsonLd(siteUrl)]);
    expect(structuredData('seasonal', siteUrl)).toEqual([seasonalJsonLd(siteUrl)]);
    expect(structuredData('faq', siteUrl)).toEqual([faqJsonLd()]);
    expect(structuredData('none', siteUrl)).toEqual([]);
  });
});
