/**
 * Path and document title of every page (spec §2 "Screens and routes"); titles stay at most 60
 * characters (issue 3). Apart from the descriptions (pages.ts) because the browser needs only these,
 * to keep the title current after client-side navigation.
 */

/** Key of a page in the route table; the route's `handle.page`. */
export type PageId =
  | 'home'
  | 'shop'
  | 'about'
  | 'events'
  | 'corporate'
  | 'contact'
  | 'delivery'
  | 'seasonal'
  | 'core-club'
  | 'not-found'
  | 'error';

/** Path and title of one page. */
export interface PageTitle {
  /** Path of the page; the not-found and error pages have none (no canonical URL). */
  path: string | null;
  /** Full document title, at most 60 characters. */
  title: string;
}

/** Path and title per page. */
export const pageTitles: Record<PageId, PageTitle> = {
  home: { path: '/', title: 'Sweet Core Co. | Handmade Candy Apples & Sweet Treats' },
  shop: { path: '/shop', title: 'Shop Candy Apples, Pretzels & Gift Boxes | Sweet Core Co.' },
  about: { path: '/about', title: 'Our Story: Meet the Founder | Sweet Core Co.' },
  events: { path: '/events', title: 'Event Dessert Tables & Party Treats | Sweet Core Co.' },
  corporate: { path: '/corporate', title: 'Corporate Gifts & Branded Treats | Sweet Core Co.' },
  contact: { path: '/contact', title: 'Contact Us & Custom Orders | Sweet Core Co.' },
  delivery: { path: '/delivery', title: 'Delivery, Pickup & Shipping FAQ | Sweet Core Co.' },
  seasonal: { path: '/seasonal', title: 'Holiday Glaze Collection: Seasonal Treats | Sweet Core Co.' },
  'core-club': { path: '/core-club', title: 'Core Club Monthly Treat Box Waitlist | Sweet Core Co.' },
  error: { path: null, title: 'Something Went Wrong | Sweet Core Co.' },
  'not-found': { path: null, title: 'Page Not Found | Sweet Core Co.' },
};
