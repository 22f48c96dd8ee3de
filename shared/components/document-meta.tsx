import { useEffect } from 'react';
import { useMatches } from 'react-router-dom';
import { type PageId, pageTitles } from '../content/page-titles';

/**
 * The page id of the deepest matched route that declares one in its `handle`.
 *
 * @param matches - the router's matches, outermost first
 * @returns the page id, or 'not-found' when none declares one
 */
export function matchedPage(matches: readonly { handle?: unknown }[]): PageId {
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i].handle as { page?: PageId } | undefined;
    if (handle?.page) return handle.page;
  }
  return 'not-found';
}

function setContent(selector: string, value: string) {
  document.head.querySelector(selector)?.setAttribute('content', value);
}

/**
 * Keeps `<head>` in step after client-side navigation: the title, canonical URL and Open Graph title and
 * URL of the matched page (descriptions stay server-side: crawlers read the server's `<head>`). The server writes the same tags for the first load (server/document.ts);
 * this only runs in the browser, after hydration, so it cannot cause a mismatch. The canonical origin
 * is read from the server-written canonical link, never from `location`.
 */
export function useDocumentMeta(): void {
  const matches = useMatches();
  const page = matchedPage(matches);

  useEffect(() => {
    const meta = pageTitles[page];
    document.title = meta.title;
    setContent('meta[property="og:title"]', meta.title);
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (canonical && meta.path) {
      const url = new URL(meta.path, canonical.href).href;
      canonical.href = url;
      setContent('meta[property="og:url"]', url);
    }
  }, [page]);
}
