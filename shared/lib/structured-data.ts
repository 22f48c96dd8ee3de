import { brand, socialLinks, storeOpeningHours } from '../content/business';
import { products } from '../content/catalogue';
import { deliveryFaqs } from '../content/delivery';
import type { PageId } from '../content/pages';
import { seasonalCollection, seasonalItems } from '../content/seasonal';
import { priceAmount, productSku } from './catalogue';

/** A JSON-LD object (schema.org vocabulary). */
export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/**
 * The business as a schema.org `Bakery` (a `LocalBusiness`) with opening hours, contact details and an
 * offer catalogue of the products (issue 3, "Found"). Built from the content modules the pages show.
 *
 * @param siteUrl - absolute origin, e.g. "https://www.sweetcoreco.com"
 * @returns the JSON-LD object
 */
export function bakeryJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': context,
    '@type': 'Bakery',
    '@id': `${siteUrl}/#business`,
    name: brand.name,
    description: brand.shortDescription,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.png`,
    email: brand.email,
    telephone: brand.phoneHref.replace('tel:', ''),
    priceRange: '$$',
    address: {
      '@type': 'PostalAddress',
      addressLocality: brand.city,
      addressRegion: brand.region,
      addressCountry: brand.country,
    },
    areaServed: brand.areaServed,
    founder: { '@type': 'Person', name: brand.founderName },
    openingHoursSpecification: storeOpeningHours.map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...hours.dayOfWeek],
      opens: hours.opens,
      closes: hours.closes,
    })),
    sameAs: socialLinks.map((link) => link.href),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: 'Handmade treats',
      itemListElement: products.map((product) => ({
        '@type': 'Offer',
        price: priceAmount(product.price).toFixed(2),
        priceCurrency: 'USD',
        itemOffered: { '@type': 'Product', name: product.name, sku: productSku(product) },
      })),
    },
  };
}

function offer(price: string, url: string, availability: string): JsonLd {
  return {
    '@type': 'Offer',
    price: priceAmount(price).toFixed(2),
    priceCurrency: 'USD',
    availability: `https://schema.org/${availability}`,
    url,
  };
}

/**
 * The catalogue as an `ItemList` of `Product`s, each with an `Offer` (price, currency, availability).
 *
 * @param siteUrl - absolute origin
 * @returns the JSON-LD object for /shop
 */
export function catalogueJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': context,
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
        category: product.category,
        image: product.image.src,
        brand: { '@type': 'Brand', name: brand.name },
        offers: offer(product.price, `${siteUrl}/shop`, 'InStock'),
      },
    })),
  };
}

/**
 * The seasonal collection as an `ItemList` of limited-availability `Product`s with `Offer`s.
 *
 * @param siteUrl - absolute origin
 * @returns the JSON-LD object for /seasonal
 */
export function seasonalJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': context,
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
 * The delivery questions as an `FAQPage`, question for question the same text the page shows.
 *
 * @returns the JSON-LD object for /delivery
 */
export function faqJsonLd(): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: deliveryFaqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer.join(' ') },
    })),
  };
}

/**
 * The structured data a page carries: Bakery on / and /contact, Products on /shop and /seasonal,
 * FAQPage on /delivery, nothing elsewhere.
 *
 * @param page - the matched page
 * @param siteUrl - absolute origin
 * @returns zero or more JSON-LD objects
 */
export function structuredDataFor(page: PageId, siteUrl: string): JsonLd[] {
  switch (page) {
    case 'home':
    case 'contact':
      return [bakeryJsonLd(siteUrl)];
    case 'shop':
      return [catalogueJsonLd(siteUrl)];
    case 'seasonal':
      return [seasonalJsonLd(siteUrl)];
    case 'delivery':
      return [faqJsonLd()];
    default:
      return [];
  }
}
