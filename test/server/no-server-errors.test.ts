/**
 * No 5xx from any path or query: whatever Unicode, escape or broken escape a link carries, the app
 * answers with a page, a redirect, a 404 or a 400 with the small error page, never a server error. And
 * whatever method, hostile path and headers a client sends, it never gets a 5xx, never sees a tag from
 * its path reflected in the body, and is never redirected off-site.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOnSite, listenDuringFile, rawRequest, silentApp } from '../support/http';

const port = listenDuringFile(silentApp());

/** Any text at all, every code point possible (line and paragraph separators, emoji, controls). */
const anyText = fc.string({ unit: 'binary', maxLength: 16 });
/** Correctly percent-encoded Unicode. */
const encoded = anyText.map((text) => encodeURIComponent(text));
/** Arbitrary bytes, percent-encoded: often not UTF-8 at all. */
const rawBytes = fc
  .array(fc.integer({ min: 0, max: 255 }), { maxLength: 8 })
  .map((bytes) => bytes.map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join(''));
/** A path segment or query part: plain letters, encoded Unicode, raw bytes or a known page name. */
const part = fc.oneof(encoded, rawBytes, fc.constantFrom('shop', 'about', 'assets', 'x', ''));
const path = fc.array(part, { minLength: 1, maxLength: 4 }).map((segments) => `/${segments.join('/')}`);
const query = fc
  .array(fc.tuple(part, part), { maxLength: 4 })
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('&'));

describe('any path and query', () => {
  it('gets an answer below 500: a page, a redirect, a 404 or a 400 with the small error page', async () => {
    await fc.assert(
      fc.asyncProperty(path, query, async (pathPart, queryPart) => {
        const target = queryPart ? `${pathPart}?${queryPart}` : pathPart;
        const res = await rawRequest(port(), 'GET', target);
        expect(res.status, target).toBeGreaterThanOrEqual(200);
        expect(res.status, target).toBeLessThan(500);
        if (res.status === 400) expect(res.body, target).toContain('400 Bad Request');
      }),
      {
        numRuns: 300,
        examples: [
          ['/x%E2%80%A8', ''],
          ['/x%E2%80%A9', ''],
          ['/shop%E2%80%A8', 'category=%E2%80%A9'],
          ['/%F0%9F%8D%8E', 'utm_source=%E2%80%A8'],
        ],
      },
    );
  });

  it.each(['/x%E2%80%A8', '/x%E2%80%A9'])(
    'answers %s (a line or paragraph separator) with the 404 page',
    async (target) => {
      const res = await rawRequest(port(), 'GET', target);
      expect(res.status).toBe(404);
      expect(res.body).toContain('Oops! Page not found');
    },
  );
});

describe('random hostile input', () => {
  const marker = '<marker-xyz>';
  const methods = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'TRACE', 'FOO'];
  const nasty = fc.constantFrom(
    '%',
    '%%',
    '%2',
    '%zz',
    '%00',
    '%0d%0a',
    '%2e%2e',
    '%2f',
    '%5c',
    '\\',
    '\u0000',
    '/',
    '//',
    '..',
    '.',
    '?',
    '#',
    '~',
    ';',
    '<',
    '>',
    '"',
    "'",
    ' ',
    'é',
    '%C3%A9',
    '%E0%A4%A',
    '[]',
    '__proto__',
    'shop',
    'assets',
    'category=',
  );
  const hostilePath = fc.oneof(
    fc.webPath().map((p) => (p.startsWith('/') ? p : `/${p}`)),
    fc.array(nasty, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
    fc.string({ maxLength: 40 }).map((s) => `/${s}`),
    fc.webUrl(),
  );
  const withMarker = fc.tuple(hostilePath, fc.nat()).map(([p, at]) => {
    const position = 1 + (at % Math.max(1, p.length));
    return p.slice(0, position) + marker + p.slice(position);
  });
  const headerValue = fc.stringMatching(/^[\x20-\x7e]{0,60}$/);
  const headers = fc.record(
    {
      Accept: fc.oneof(fc.constantFrom('text/html', 'text/plain', '*/*', 'application/json'), headerValue),
      'Accept-Encoding': fc.oneof(
        fc.constantFrom('gzip', 'br', 'deflate', 'identity', 'br;q=0, gzip', '*'),
        headerValue,
      ),
      'If-None-Match': headerValue,
      'If-Modified-Since': headerValue,
      Range: fc.oneof(fc.constantFrom('bytes=0-10', 'bytes=-5', 'bytes=999999-', 'bytes=a-b'), headerValue),
      Cookie: headerValue,
      'X-Forwarded-For': headerValue,
    },
    { requiredKeys: [] },
  );

  it('never answers 5xx and never reflects a <marker-xyz> tag from the path', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...methods), withMarker, headers, async (method, target, extra) => {
        // A space, CR or LF would end the request line early; the parser rejects those itself.
        const res = await rawRequest(port(), method, target, extra);
        expect(res.status, `${method} ${JSON.stringify(target)}`).toBeGreaterThanOrEqual(100);
        expect(res.status, `${method} ${JSON.stringify(target)}`).toBeLessThan(500);
        expect(res.body.includes(marker), `${method} ${JSON.stringify(target)} reflected the marker`).toBe(
          false,
        );
        if (res.headers.location !== undefined) {
          expect(isOnSite(res.headers.location), `Location ${res.headers.location}`).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  });
});
