/**
 * Header and footer navigation, derived from the page table (`pages.ts`): a page appears in the header
 * when its row names a header label, and in a footer group for each footer placement of its row.
 */
import { footerGroups, pageList } from './page-table';

/** A navigation link. */
export interface NavLink {
  label: string;
  href: string;
}

/** The header links, in page-table order. */
export const headerLinks: readonly NavLink[] = pageList.flatMap((page) =>
  page.header && page.path ? [{ label: page.header, href: page.path }] : [],
);

/** The footer's link groups with their links, in page-table order. */
export const footerNavigation: readonly { heading: string; links: readonly NavLink[] }[] = footerGroups.map(
  (group) => ({
    heading: group.heading,
    links: pageList.flatMap((page) =>
      (page.footer ?? [])
        .filter((placement) => placement.group === group.id && page.path)
        .map((placement) => ({
          label: placement.label,
          href: `${page.path}${placement.fragment ? `#${placement.fragment}` : ''}`,
        })),
    ),
  }),
);
