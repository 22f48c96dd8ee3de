import { useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useDocumentMeta } from './document-meta';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The root route's layout: skip link, fixed header, the page in `<main>`, footer
 * (spec §2; WCAG 2.4.1 "Bypass Blocks": the skip link is the first tab stop and moves focus to main).
 */
export function RootLayout() {
  useDocumentMeta();
  // Marks the document once hydration has committed; browser tests and monitoring wait for it.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
