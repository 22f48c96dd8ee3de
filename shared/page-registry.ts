/**
 * Every page component, one line per page, by its id in the page table (`shared/content/site-map.ts`).
 * The route table (`shared/routes.tsx`) and the server's not-found answer take components from here.
 * A page in the table without a line here, or a line without a page, fails `npm run typecheck`
 * naming the id; a file in `shared/pages/` without a line fails a unit test naming the file.
 */
import type { ComponentType } from 'react';
import type { ERROR_PAGE, PageId } from './content/site-map';
import { Component as About } from './pages/about';
import { Component as Contact } from './pages/contact';
import { Component as CoreClub } from './pages/core-club';
import { Component as Corporate } from './pages/corporate';
import { Component as Delivery } from './pages/delivery';
import { Component as Events } from './pages/events';
import { Component as Home } from './pages/home';
import { Component as NotFound } from './pages/not-found';
import { Component as Seasonal } from './pages/seasonal';
import { Component as Shop } from './pages/shop';

/** The pages a route shows: every page of the table but the error page, which the server renders. */
export type RoutedPageId = Exclude<PageId, typeof ERROR_PAGE>;

/** Each routed page's component. */
export const pageComponents = {
  home: Home,
  shop: Shop,
  about: About,
  events: Events,
  corporate: Corporate,
  contact: Contact,
  delivery: Delivery,
  seasonal: Seasonal,
  'core-club': CoreClub,
  'not-found': NotFound,
} as const satisfies Record<RoutedPageId, ComponentType>;
