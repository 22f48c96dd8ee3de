import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The frame of every page: skip link, fixed header, the page in `<main>`, footer
 * (WCAG 2.4.1 "Bypass Blocks": the skip link is the first tab stop and moves focus to main).
 *
 * @param props.currentPath - path of the page being shown (marks the current link), or null
 * @param props.children - the page
 */
export function SiteLayout({ currentPath, children }: { currentPath: string | null; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader currentPath={currentPath} />
      <main id="main" className="site-main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </>
  );
}

/** The root route's component: {@link SiteLayout} around the matched page. */
export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <SiteLayout currentPath={pathname}>
      <Outlet />
    </SiteLayout>
  );
}
