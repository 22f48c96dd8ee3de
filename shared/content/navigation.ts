/** Header and footer navigation (spec §2 "Shared header", "Shared footer"). */

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
