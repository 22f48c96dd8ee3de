/**
 * The page table's rules: every row has what a page needs, so a new page is either complete or a test
 * names what is missing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { footerNavigation, headerLinks } from '../../shared/content/navigation';
import { addressablePages, ERROR_PAGE, pageList } from '../../shared/content/site-map';

const root = path.resolve(import.meta.dirname, '../..');
const rows = pageList.map((page) => [page.id, page] as const);

describe('the page table', () => {
  it.each(rows)('%s has a title of at most 60 characters', (_id, page) => {
    expect(page.title.length, page.title).toBeLessThanOrEqual(60);
  });

  it.each(rows)('%s has a description of 70-160 characters', (_id, page) => {
    expect(page.description.length, page.description).toBeGreaterThanOrEqual(70);
    expect(page.description.length, page.description).toBeLessThanOrEqual(160);
  });

  it.each(pageList.filter((page) => page.id !== ERROR_PAGE).map((page) => [page.id] as const))(
    '%s has a page component',
    (id) => {
      const file = path.join(root, 'shared/pages', `${id}.tsx`);
      expect(
        existsSync(file),
        `page "${id}" has no component: create shared/pages/${id}.tsx exporting Component`,
      ).toBe(true);
      expect(readFileSync(file, 'utf8'), `shared/pages/${id}.tsx must export Component`).toMatch(
        /export function Component\b/,
      );
    },
  );

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
        `page "${id}" is in no footer group: add a footer placement to its row in shared/content/site-map.ts`,
      ).toContain(pagePath);
    },
  );

  it('puts in the header exactly the rows that name a header label, in table order', () => {
    expect(headerLinks).toEqual(
      pageList.flatMap((page) => (page.header && page.path ? [{ label: page.header, href: page.path }] : [])),
    );
  });
});
