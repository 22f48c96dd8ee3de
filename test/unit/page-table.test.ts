/**
 * The page table's rules: every row has what a page needs, so a new page is either complete or a test
 * names what is missing.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerNavigation, headerLinks } from '../../shared/content/navigation';
import { addressablePages, NOT_FOUND_PAGE, pageList } from '../../shared/content/page-table';
import { pageComponents } from '../../shared/routes';

const root = path.resolve(import.meta.dirname, '../..');
const rows = pageList.map((page) => [page.id, page] as const);
const pageFiles = readdirSync(path.join(root, 'shared/pages')).filter((file) => file.endsWith('.tsx'));

describe('the page table', () => {
  it.each(rows)('%s has a title of at most 60 characters', (_id, page) => {
    expect(page.title.length, page.title).toBeLessThanOrEqual(60);
  });

  it.each(rows)('%s has a description of 70-160 characters', (_id, page) => {
    expect(page.description.length, page.description).toBeGreaterThanOrEqual(70);
    expect(page.description.length, page.description).toBeLessThanOrEqual(160);
  });

  it.each(addressablePages.map((page) => [page.id] as const))(
    '%s has a page component in the route table',
    (id) => {
      const component = (pageComponents as Record<string, unknown>)[id];
      expect(
        typeof component,
        `page "${id}" has no component: add a line for it to pageComponents in shared/routes.tsx`,
      ).toBe('function');
    },
  );

  it.each(pageFiles)('shared/pages/%s is listed in the route table', (file) => {
    const id = file.replace(/\.tsx$/, '');
    // The not-found page has no route: the root route's error boundary shows it for any unknown path.
    expect(
      [...Object.keys(pageComponents), NOT_FOUND_PAGE],
      `shared/pages/${file} is not in shared/routes.tsx: add "${id}: …" to pageComponents`,
    ).toContain(id);
  });

  it('gives every page a different path, title and description', () => {
    for (const key of ['path', 'title', 'description'] as const) {
      const values = addressablePages.map((page) => page[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
  });

  it.each(addressablePages.filter((page) => page.path !== '/').map((page) => [page.id, page.path] as const))(
    '%s (%s) is linked from the footer',
    (id, pagePath) => {
      const hrefs = footerNavigation.flatMap((group) => group.links.map((link) => link.href.split('#')[0]));
      expect(
        hrefs,
        `page "${id}" is in no footer group: add a footer placement to its row in shared/content/page-table.ts`,
      ).toContain(pagePath);
    },
  );

  it('puts in the header exactly the rows that name a header label, in table order', () => {
    expect(headerLinks).toEqual(
      pageList.flatMap((page) => (page.header && page.path ? [{ label: page.header, href: page.path }] : [])),
    );
  });
});
