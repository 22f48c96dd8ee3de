import { useEffect } from 'react';
import { ScrollRestoration } from 'react-router-dom';
import { markLayoutHydrated } from '../lib/hydration-signal';
import { useDocumentMeta } from './document-meta';
import { PageOutlet } from './page-outlet';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The root route's layout: skip link, fixed header, the page in `<main>`, footer
 * (spec §2; WCAG 2.4.1 "Bypass Blocks": the skip link is the first tab stop and moves focus to main).
 */
export function RootLayout() {
  useDocumentMeta();
  // The client entry marks the document as hydrated once this and every island have committed.
  useEffect(() => {
    markLayoutHydrated();
  }, []);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <PageOutlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
