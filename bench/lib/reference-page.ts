/**
 * The host's floor, measured in the same run as the storefront: a plain page with as many words as the
 * storefront's page, and nothing else (no stylesheet, no script, no image). What its load costs the main
 * thread is what any page of that length costs on this host at that moment; the storefront's figures are
 * read beside it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseHtml } from '../../scripts/harness/parse-html';

/** A loopback server of plain pages. */
export interface ReferencePages {
  /** The URL of a plain page of `words` words. */
  urlFor(words: number): string;
  /** Stops the server. */
  close(): void;
}

/** Words a plain page repeats, in the storefront's register. */
const FILLER =
  'handmade caramel apples dipped pretzels rice krispie treats gift boxes baked fresh every morning';

/**
 * A plain HTML page: a title, one heading and paragraphs of 60 words, `words` words in all.
 *
 * @param words - how many words the body holds (0 or more)
 * @returns the HTML, with a `<meta name="viewport">` as the storefront's pages have
 */
function plainPage(words: number): string {
  const pool = FILLER.split(' ');
  const text = Array.from({ length: words }, (_, index) => pool[index % pool.length]);
  const paragraphs: string[] = [];
  for (let start = 0; start < text.length; start += 60)
    paragraphs.push(`<p>${text.slice(start, start + 60).join(' ')}</p>`);
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Plain page</title></head>',
    `<body><h1>Plain page</h1>${paragraphs.join('')}</body></html>`,
  ].join('');
}

/**
 * How many words a page shows: the words of its body's text, scripts and styles left out.
 *
 * @param html - a whole HTML document
 * @returns the count of whitespace-separated words
 */
export async function wordsOf(html: string): Promise<number> {
  const parsed = parseHtml(html);
  try {
    for (const element of parsed.document.querySelectorAll('script, style, template')) element.remove();
    return (parsed.document.body?.textContent ?? '').split(/\s+/).filter(Boolean).length;
  } finally {
    await parsed.close();
  }
}

/**
 * Starts the server of plain pages on a free loopback port: `/?words=N` answers a page of N words.
 *
 * @returns its URLs and `close()`
 */
export async function startReferencePages(): Promise<ReferencePages> {
  const server: Server = createServer((req, res) => {
    const words = Number(new URL(req.url ?? '/', 'http://localhost').searchParams.get('words'));
    if (!Number.isInteger(words) || words < 0) {
      res.writeHead(400, { 'content-type': 'text/plain' }).end('words: a whole number, 0 or more');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(plainPage(words));
  });
  const port = await new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
  return {
    urlFor: (words) => `http://127.0.0.1:${port}/?words=${words}`,
    close: () => server.close(),
  };
}
