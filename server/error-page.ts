import { brand } from '../shared/content/brand';
import { escapeHtml } from './document';

/**
 * A small, self-contained HTML page for a client error (400, 405, 414...) answered before routing.
 * It links the site stylesheet (allowed by the CSP) and never echoes the request.
 *
 * @param status - HTTP status code
 * @param title - reason phrase, e.g. "Bad Request"
 * @param message - one friendly sentence
 * @param css - URL of the site stylesheet, or null when none is built
 * @returns the HTML document
 */
export function smallErrorPage(status: number, title: string, message: string, css: string | null): string {
  const heading = `${status} ${escapeHtml(title)}`;
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${heading} | ${escapeHtml(brand.name)}</title>${css ? `<link rel="stylesheet" href="${css}">` : ''}`;
  return `<!doctype html><html lang="en-US"><head>${head}</head><body><main id="main" class="error-screen"><div class="error-screen__inner container"><h1 class="error-screen__title">${heading}</h1><p class="error-screen__message">${escapeHtml(message)}</p><p><a class="button button--primary" href="/">Back to the home page</a></p></div></main></body></html>`;
}
