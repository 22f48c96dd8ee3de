/**
 * No 5xx from any path or query: whatever Unicode, escape or broken escape a link carries, the app
 * answers with a page, a redirect, a 404 or a 400 with the small error page, never a server error.
 */
import fc from 'fast-check';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type Listening, listen, rawRequest } from './http-helpers';

let server: Listening;
beforeAll(async () => {
  server = await listen(createApp({ logger: pino({ level: 'silent' }) }));
});
afterAll(() => server.close());

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
        const res = await rawRequest(server.port, 'GET', target);
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
      const res = await rawRequest(server.port, 'GET', target);
      expect(res.status).toBe(404);
      expect(res.body).toContain('Oops! Page not found');
    },
  );
});
