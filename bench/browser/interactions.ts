/**
 * The interactions `npm run bench:browser` measures on each route once the page settled, and the taps it
 * makes during the load, before their island hydrated.
 */
import type { Locator, Page } from 'playwright-core';
import { categories, products } from '../../shared/content/catalogue';
import { heroItems } from '../../shared/content/home';
import { newsletterCopy } from '../../shared/content/newsletter';
import { filterProducts } from '../../shared/lib/filter-products';
import { WAIT_MS } from './model';

/** An interaction measured once the page has settled. */
interface Interaction {
  /** As printed, e.g. `carousel dot 3`. */
  name: string;
  /** Gets the page ready, unmeasured: e.g. fills a field. */
  prepare?: (page: Page) => Promise<void>;
  /** What the finger taps, at the middle of its box (the measured input, {@link tapCentre}). */
  control: (page: Page) => Locator;
  /** What shows once it worked. */
  result: (page: Page) => Locator;
  /** Undoes it, unmeasured: e.g. closes the menu. */
  undo?: (page: Page) => Promise<void>;
}

/** The category the shop's link selects: the second, so the grid changes. */
const shopCategory = categories[1];
if (!shopCategory) throw new Error('the catalogue needs two categories');
/** How many slides the hero carousel has. */
const slideCount = heroItems.length;
/** The hero slide the carousel dot selects, 1-based. */
const DOT_SLIDE = 3;
const filterNav = (page: Page) => page.getByRole('navigation', { name: 'Filter products by category' });
const contactForm = (page: Page) => page.getByRole('form', { name: 'Get In Touch' });

/** The menu button, on every page at this width. */
export const MENU: Interaction = {
  name: 'menu button',
  control: (page) => page.getByRole('button', { name: 'Open menu' }),
  result: (page) => page.getByRole('dialog', { name: 'Menu' }),
  undo: async (page) => {
    await page.getByRole('button', { name: 'Close menu' }).tap();
    await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'hidden', timeout: WAIT_MS });
  },
};

/** The interactions of each route besides the menu button. */
const INTERACTIONS: Readonly<Record<string, readonly Interaction[]>> = {
  '/shop': [
    {
      name: `category link "${shopCategory.name}"`,
      control: (page) => filterNav(page).getByRole('link', { name: shopCategory.name, exact: true }),
      result: (page) => filterNav(page).locator('[aria-current="true"]', { hasText: shopCategory.name }),
    },
  ],
  '/': [
    {
      name: `carousel dot ${DOT_SLIDE}`,
      control: (page) => page.getByRole('button', { name: `Show slide ${DOT_SLIDE} of ${slideCount}:` }),
      result: (page) =>
        page.locator(`[aria-roledescription="slide"][aria-label="${DOT_SLIDE} of ${slideCount}"]`),
    },
    {
      name: 'carousel pause/play',
      control: (page) => page.getByRole('button', { name: 'Pause slideshow' }),
      result: (page) => page.getByRole('button', { name: 'Play slideshow' }),
    },
    {
      name: 'newsletter submit',
      prepare: (page) =>
        page.getByRole('textbox', { name: newsletterCopy.label }).fill('visitor@example.com'),
      control: (page) => page.getByRole('button', { name: newsletterCopy.button }),
      result: (page) => page.getByRole('heading', { name: newsletterCopy.thankYouHeading }),
    },
  ],
  '/contact': [
    {
      name: '"Get In Touch" submit',
      prepare: (page) =>
        contactForm(page).getByRole('textbox', { name: 'Email' }).fill('visitor@example.com'),
      control: (page) => contactForm(page).getByRole('button', { name: 'Send Message' }),
      result: (page) => page.getByRole('heading', { name: 'Your request is ready to send' }),
    },
  ],
};

/** The interactions measured on a route. */
export const interactionsOf = (route: string) => [...(INTERACTIONS[route] ?? []), MENU];

/** A tap made during the load: what is tapped, and what shows once it worked (JavaScript for the page). */
export interface EarlyTap {
  name: string;
  control: string;
  shown: string;
}

const shopNames = JSON.stringify(filterProducts(products, shopCategory).map((product) => product.name));
/** The taps made during the load, by route. */
export const EARLY_TAPS: Readonly<Record<string, EarlyTap>> = {
  '/shop': {
    name: `category link "${shopCategory.name}"`,
    control:
      '[...document.querySelectorAll(\'nav[aria-label="Filter products by category"] a\')]' +
      `.find((link) => link.textContent.trim() === ${JSON.stringify(shopCategory.name)})`,
    shown:
      "JSON.stringify([...document.querySelectorAll('#shop-grid > li:not([hidden]) .product-card__name')]" +
      `.map((name) => name.textContent)) === ${JSON.stringify(shopNames)}`,
  },
  '/': {
    name: `carousel dot ${DOT_SLIDE}`,
    control: `document.querySelector('button[aria-label^="Show slide ${DOT_SLIDE} of ${slideCount}:"]')`,
    shown:
      '[...document.querySelectorAll(\'[aria-roledescription="slide"]\')]' +
      ".filter((slide) => slide.checkVisibility()).map((slide) => slide.getAttribute('aria-label'))" +
      `.join() === '${DOT_SLIDE} of ${slideCount}'`,
  },
};
