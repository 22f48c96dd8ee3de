/**
 * An HTML string as a document, for tests and the lab that read a page's markup: happy-dom's parser,
 * with no script, style sheet or frame loaded. Its own module, so a reader of markup does not load the
 * test server's harness (`http.ts`) with it.
 */
import { Window } from 'happy-dom';

/**
 * Parses an HTML document without running scripts or loading resources.
 *
 * @param html - a complete HTML document
 * @returns the document and a `close` to release the window
 */
export function parseHtml(html: string): { document: Document; close: () => Promise<void> } {
  const window = new Window({
    settings: {
      disableJavaScriptEvaluation: true,
      disableJavaScriptFileLoading: true,
      disableCSSFileLoading: true,
      disableIframePageLoading: true,
    },
  });
  const document = new window.DOMParser().parseFromString(html, 'text/html') as unknown as Document;
  return { document, close: () => window.happyDOM.close() };
}
