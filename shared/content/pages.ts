/**
 * Identity, navigation label and search metadata of every page (spec §2 "Screens and routes").
 * Titles stay at most 60 characters and descriptions between 70 and 160 (issue 3, "Found").
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

/** Search and social metadata of one page. */
export interface PageMeta {
  /** Path of the page; the not-found page has none (it has no canonical URL). */
  path: string | null;
  /** Full document title, at most 60 characters. */
  title: string;
  /** Meta description, 70-160 characters. */
  description: string;
}

/** Metadata per page, written into `<head>` by the server and kept current by the client on navigation. */
export const pageMeta: Record<PageId, PageMeta> = {
  home: {
    path: '/',
    title: 'Sweet Core Co. | Handmade Candy Apples & Sweet Treats',
    description:
      'Handcrafted candy apples, chocolate-dipped pretzels, rice krispie treats and gift boxes, made fresh in Decatur, GA. Local pickup and nationwide shipping.',
  },
  shop: {
    path: '/shop',
    title: 'Shop Candy Apples, Pretzels & Gift Boxes | Sweet Core Co.',
    description:
      'Browse our handmade candy apples, chocolate pretzels, rice krispie treats and gift boxes, with ingredients, allergens, storage tips, sizes and prices.',
  },
  about: {
    path: '/about',
    title: 'Our Story: Meet the Founder | Sweet Core Co.',
    description:
      'Meet the founder behind Sweet Core Co., a Black-owned, woman-led sweets studio rooted in community, local ingredients and handcrafted quality.',
  },
  events: {
    path: '/events',
    title: 'Event Dessert Tables & Party Treats | Sweet Core Co.',
    description:
      'Candy apples and treats for birthdays, weddings, showers, school and corporate events. Dessert packages from $85 for 10-15 guests to full sweet tables.',
  },
  corporate: {
    path: '/corporate',
    title: 'Corporate Gifts & Branded Treats | Sweet Core Co.',
    description:
      'Branded candy apples and gift boxes for clients and teams, with custom packaging and volume savings of 5% to 15% off retail. Request a corporate quote.',
  },
  contact: {
    path: '/contact',
    title: 'Contact Us & Custom Orders | Sweet Core Co.',
    description:
      'Questions, custom orders, events or press: get in touch with Sweet Core Co. Local pickup Mon-Fri 10am-6pm and Saturday 9am-4pm. We reply within 24 hours.',
  },
  delivery: {
    path: '/delivery',
    title: 'Delivery, Pickup & Shipping FAQ | Sweet Core Co.',
    description:
      'Pickup hours, free local delivery within 15 miles over $25, nationwide shipping from $12.99, preparation times, storage and care for your treats.',
  },
  seasonal: {
    path: '/seasonal',
    title: 'Holiday Glaze Collection: Seasonal Treats | Sweet Core Co.',
    description:
      'Limited-time Winter Wonderland treats: Peppermint Bark Apple, Eggnog Krispie Dreams, Gingerbread Pretzel Twist and the Holiday Magic Box. Order soon.',
  },
  'core-club': {
    path: '/core-club',
    title: 'Core Club Monthly Treat Box Waitlist | Sweet Core Co.',
    description:
      'A monthly box of 6-8 handmade treats with free shipping for members. Pause or cancel anytime. Join the waitlist for early access and a launch discount.',
  },
  error: {
    path: null,
    title: 'Something Went Wrong | Sweet Core Co.',
    description:
      'Something went wrong while loading this page. Please try again in a moment, or head back to the Sweet Core Co. home page to keep browsing.',
  },
  'not-found': {
    path: null,
    title: 'Page Not Found | Sweet Core Co.',
    description:
      'This page could not be found. Head back to the Sweet Core Co. home page to browse handmade candy apples, pretzels, krispie treats and gift boxes.',
  },
};

/** A navigation link. */
export interface NavLink {
  label: string;
  to: string;
}

/** The six header links, in order (spec §2 "Shared header"). */
export const headerLinks: readonly NavLink[] = [
  { label: 'Home', to: '/' },
  { label: 'Shop', to: '/shop' },
  { label: 'About', to: '/about' },
  { label: 'Events', to: '/events' },
  { label: 'Corporate', to: '/corporate' },
  { label: 'Contact', to: '/contact' },
];

/** Footer link groups (spec §2 "Shared footer": the eight routes, plus FAQ and Care Instructions to /delivery). */
export const footerGroups: readonly { heading: string; links: readonly NavLink[] }[] = [
  {
    heading: 'Shop',
    links: [
      { label: 'All Treats', to: '/shop' },
      { label: 'Seasonal Drops', to: '/seasonal' },
      { label: 'Core Club', to: '/core-club' },
      { label: 'Corporate Gifts', to: '/corporate' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'Our Story', to: '/about' },
      { label: 'Events', to: '/events' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Delivery & Pickup', to: '/delivery' },
      { label: 'FAQ', to: '/delivery' },
      { label: 'Care Instructions', to: '/delivery' },
    ],
  },
];
