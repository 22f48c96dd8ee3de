/**
 * The JSON-LD each page carries (schema.org vocabulary, typed with `schema-dts`), built from the same
 * content modules the pages show, so search results never disagree with the page. Which page carries
 * which is the `structuredData` column of the page table.
 */
import type { Bakery, FAQPage, ItemList, Offer, WithContext } from 'schema-dts';
import { brand, socialLinks } from './brand';
import { products } from './catalogue';
import { deliveryFaqs } from './delivery';
import { productSku } from './format';
import { storeHours } from './hours';
import type { StructuredDataKind } from './page-table';
import { seasonalCollection, seasonalItems } from './seasonal';
import type { Usd } from './types';

/** A JSON-LD document for a `<script type="application/ld+json">` block. */
export type JsonLd = WithContext<Bakery> | WithContext<ItemList> | WithContext<FAQPage>;

function offer(price: Usd, url: string, availability: 'InStock' | 'LimitedAvailability'): Offer {
  return {
    '@type': 'Offer',
    price: price.toFixed(2),
    priceCurrency: 'USD',
    availability: `https://schema.org/${availability}`,
    url,
  };
}

/**
 * The business as a schema.org `Bakery` (a `LocalBusiness`) with its opening hours, contact details
 * and an offer catalogue of the products.
 *
 * @param siteUrl - absolute origin, e.g. "https://www.example.com"
 * @returns the JSON-LD document
 */
export function bakeryJsonLd(siteUrl: string): WithContext<Bakery> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Bakery',
    '@id': `${siteUrl}/#business`,
    name: brand.name,
    description: brand.shortDescription,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.png`,
    email: brand.email,
    telephone: brand.phone.e164,
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: brand.city,
      addressRegion: brand.region,
      addressCountry: brand.country,
    },
    areaServed: brand.areaServed,
    founder: { '@type': 'Person', name: brand.founderName },
    openingHoursSpecification: storeHours.flatMap((hours) =>
      'opens' in hours
        ? [
            {
              '@type': 'OpeningHoursSpecification' as const,
              dayOfWeek: [...hours.days],
              opens: hours.opens,
              closes: hours.closes,
            },
          ]
        : [],
    ),
    sameAs: socialLinks.map((link) => link.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Handmade treats',
      itemListElement: products.map((product) => ({
        '@type': 'Offer',
        price: product.price.toFixed(2),
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Product', name: product.name, sku: productSku(product) },
      })),
    },
  };
}

/**
 * The catalogue as an `ItemList` of `Product`s, each with an `Offer`.
 *
 * @param siteUrl - absolute origin
 * @returns the JSON-LD document for the shop
 */
export function catalogueJsonLd(siteUrl: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `${brand.name} shop`,
    itemListElement: products.map((product, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: product.name,
        description: product.description,
        sku: productSku(product),
        category: product.categoryName,
        image: product.photo?.src ?? `${siteUrl}/og-image.png`,
        brand: { '@type': 'Brand', name: brand.name },
        offers: offer(product.price, `${siteUrl}/shop`, 'InStock'),
      },
    })),
  };
}

/**
 * The seasonal collection as an `ItemList` of limited-availability `Product`s.
 *
 * @param siteUrl - absolute origin
 * @returns the JSON-LD document for the seasonal page
 */
export function seasonalJsonLd(siteUrl: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: seasonalCollection.name,
    itemListElement: seasonalItems.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      item: {
        '@type': 'Product',
        name: item.name,
        description: item.description,
        image: `${siteUrl}/og-image.png`,
        brand: { '@type': 'Brand', name: brand.name },
        offers: offer(item.price, `${siteUrl}/seasonal`, item.limited ? 'LimitedAvailability' : 'InStock'),
      },
    })),
  };
}

/**
 * The delivery questions as an `FAQPage`, with exactly the text the page shows.
 *
 * @returns the JSON-LD document for the delivery page
 */
export function faqJsonLd(): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: deliveryFaqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
    })),
  };
}

/**
 * The JSON-LD of one kind.
 *
 * @param kind - the page's `structuredData` in the page table
 * @param siteUrl - absolute origin
 * @returns zero or one JSON-LD document
 */
export function structuredData(kind: StructuredDataKind, siteUrl: string): JsonLd[] {
  switch (kind) {
    case 'business':
      return [bakeryJsonLd(siteUrl)];
    case 'catalogue':
      return [catalogueJsonLd(siteUrl)];
    case 'seasonal':
      return [seasonalJsonLd(siteUrl)];
    case 'faq':
      return [faqJsonLd()];
    case 'none':
      return [];
  }
}
