/**
 * The server's HTTP policies, each decided in one module under server/http/: the Cache-Control of an
 * answer by its status, which answers carry the page ETag and which conditional requests match it, and
 * the route label a request is measured under, decided once.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_ERROR_CACHE_CONTROL,
  cacheControlFor,
  PAGE_CACHE_CONTROL,
  SERVER_ERROR_CACHE_CONTROL,
} from '../../server/http/cache-policy';
import { carriesEtag, isFresh } from '../../server/http/etag';
import { routeLabelOf } from '../../server/http/route-label';

describe('cacheControlFor', () => {
  it.each([
    [200, PAGE_CACHE_CONTROL],
    [301, PAGE_CACHE_CONTROL],
    [304, PAGE_CACHE_CONTROL],
    [400, CLIENT_ERROR_CACHE_CONTROL],
    [404, CLIENT_ERROR_CACHE_CONTROL],
    [499, CLIENT_ERROR_CACHE_CONTROL],
    [500, SERVER_ERROR_CACHE_CONTROL],
    [503, SERVER_ERROR_CACHE_CONTROL],
    [0, SERVER_ERROR_CACHE_CONTROL],
    [600, SERVER_ERROR_CACHE_CONTROL],
    [Number.NaN, SERVER_ERROR_CACHE_CONTROL],
  ])('gives status %d %j', (status, expected) => {
    expect(cacheControlFor(status)).toBe(expected);
  });

  it('never lets anything keep a server error', () => {
    expect(SERVER_ERROR_CACHE_CONTROL).toBe('no-store');
  });
});

describe('the page ETag', () => {
  it('is carried by every answer below 500 and by no 5xx', () => {
    for (const status of [200, 304, 400, 404, 499]) expect(carriesEtag(status), String(status)).toBe(true);
    for (const status of [500, 502, 503, 599, 0, Number.NaN])
      expect(carriesEtag(status), String(status)).toBe(false);
  });

  const etag = 'W/"abc"';
  it.each([
    [{}, false],
    [{ 'if-none-match': etag }, true],
    [{ 'if-none-match': '"abc"' }, true],
    [{ 'if-none-match': '"other", W/"abc"' }, true],
    [{ 'if-none-match': '  "other"  ,  W/"abc"  ' }, true],
    [{ 'if-none-match': '"other"' }, false],
    [{ 'if-none-match': 'W/"ab"' }, false],
    [{ 'if-none-match': '*' }, true],
    [{ 'if-none-match': etag, 'cache-control': 'max-age=0, no-cache' }, false],
    [{ 'if-none-match': etag, 'cache-control': 'max-age=0' }, true],
    [{ 'if-modified-since': 'Wed, 21 Oct 2099 07:28:00 GMT' }, false],
    [{ 'if-none-match': etag, 'if-modified-since': 'Wed, 21 Oct 2015 07:28:00 GMT' }, true],
  ])('matches the conditional headers %j: %s', (headers, expected) => {
    expect(isFresh(headers, etag)).toBe(expected);
  });
});

describe('routeLabelOf', () => {
  it.each([
    ['/', '/'],
    ['/shop', '/shop'],
    ['/healthz', 'health'],
    ['/readyz', 'health'],
    ['/robots.txt', 'site_file'],
    ['/speculation-rules.json', 'site_file'],
    ['/__dev/events', 'dev'],
    ['/assets/main-1234.css', 'static'],
    ['/favicon.ico', 'static'],
    ['/no-such-page', 'not_found'],
    ['/shop/', 'not_found'],
  ])('labels %s as %s', (path, label) => {
    expect(routeLabelOf({ path })).toBe(label);
  });

  it('decides a request’s label once: a later reader gets it even after the path has changed', () => {
    const req = { path: '/shop' };
    expect(routeLabelOf(req)).toBe('/shop');
    req.path = '/no-such-page';
    expect(routeLabelOf(req)).toBe('/shop');
    expect(routeLabelOf({ path: '/no-such-page' })).toBe('not_found');
  });
});
