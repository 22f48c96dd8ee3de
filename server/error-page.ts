import { escapeHtml } from './document';

/**
 * A small, self-contained HTML page for a client error (400, 403, 405, 414...) answered before routing.
 * Styled with its own stylesheet link so it stays within the CSP; it never echoes the request.
 *
 * @param status - HTTP status code
 * @param title - short reason, e.g. "Bad Request"
 * @param message - one friendly sentence
 * @param css - URL of the site stylesheet, or null when none is built
 * @returns the HTML document
 */
export function smallErrorPage(status: number, title: string, message: string, css: string | null): string {
  const head = `<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${status} ${escapeHtml(title)} | Sweet Core Co.</title>${css ? `<link rel="stylesheet" href="${css}">` : ''}`;
  return `<!doctype html><html lang="en-US"><head>${head}</head><body><main id="main" class="error-screen"><h1 class="error-screen__title">${status} ${escapeHtml(title)}</h1><p class="error-screen__detail">${escapeHtml(message)}</p><p><a class="button button--primary" href="/">Back to the home page</a></p></main></body></html>`;
}
