/**
 * Search metadata of every page (spec §2; issue 3 "Found"): path and title from page-titles.ts plus a
 * meta description of 70-160 characters, used by the server for `<head>`, the sitemap and social tags.
 */
import { type PageId, type PageTitle, pageTitles } from './page-titles';

export { footerGroups, headerLinks, type NavLink } from './navigation';
export type { PageId } from './page-titles';

/** Search and social metadata of one page. */
export interface PageMeta extends PageTitle {
  /** Meta description, 70-160 characters. */
  description: string;
}

const descriptions: Record<PageId, string> = {
  home: 'Handcrafted candy apples, chocolate-dipped pretzels, rice krispie treats and gift boxes, made fresh in Decatur, GA. Local pickup and nationwide shipping.',
  shop: 'Browse our handmade candy apples, chocolate pretzels, rice krispie treats and gift boxes, with ingredients, allergens, storage tips, sizes and prices.',
  about:
    'Meet the founder behind Sweet Core Co., a Black-owned, woman-led sweets studio rooted in community, local ingredients and handcrafted quality.',
  events:
    'Candy apples and treats for birthdays, weddings, showers, school and corporate events. Dessert packages from $85 for 10-15 guests to full sweet tables.',
  corporate:
    'Branded candy apples and gift boxes for clients and teams, with custom packaging and volume savings of 5% to 15% off retail. Request a corporate quote.',
  contact:
    'Questions, custom orders, events or press: get in touch with Sweet Core Co. Local pickup Mon-Fri 10am-6pm and Saturday 9am-4pm. We reply within 24 hours.',
  delivery:
    'Pickup hours, free local delivery within 15 miles over $25, nationwide shipping from $12.99, preparation times, storage and care for your treats.',
  seasonal:
    'Limited-time Winter Wonderland treats: Peppermint Bark Apple, Eggnog Krispie Dreams, Gingerbread Pretzel Twist and the Holiday Magic Box. Order soon.',
  'core-club':
    'A monthly box of 6-8 handmade treats with free shipping for members. Pause or cancel anytime. Join the waitlist for early access and a launch discount.',
  error:
    'Something went wrong while loading this page. Please try again in a moment, or head back to the Sweet Core Co. home page to keep browsing.',
  'not-found':
    'This page could not be found. Head back to the Sweet Core Co. home page to browse handmade candy apples, pretzels, krispie treats and gift boxes.',
};

/** Metadata per page, written into `<head>` by the server. */
export const pageMeta = Object.fromEntries(
  Object.entries(pageTitles).map(([page, meta]) => [
    page,
    { ...meta, description: descriptions[page as PageId] },
  ]),
) as Record<PageId, PageMeta>;
