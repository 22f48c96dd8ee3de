/** The canonical form of a path: one answer per page, and 400 for what can never be one. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalPath } from '../../server/middleware/guards';

describe('canonicalPath', () => {
  it('leaves canonical paths alone', () => {
    for (const path of ['/', '/shop', '/a/b', '/caf%C3%A9', "/a-b_c.d~e!$&'()*+,;=:@"])
      expect(canonicalPath(path)).toBe(path);
  });

  it('removes a trailing slash and collapses repeated slashes, so the result never starts with //', () => {
    expect(canonicalPath('/shop/')).toBe('/shop');
    expect(canonicalPath('//evil.example/')).toBe('/evil.example');
    expect(canonicalPath('///a//b///')).toBe('/a/b');
    expect(canonicalPath('//')).toBe('/');
  });

  it('decodes escapes that need none and writes the rest with upper-case hex', () => {
    expect(canonicalPath('/%73hop')).toBe('/shop');
    expect(canonicalPath('/caf%c3%a9')).toBe('/caf%C3%A9');
    expect(canonicalPath('/a%20b')).toBe('/a%20b');
  });

  it('answers 400 for dot segments, plain or escaped, so /%2e%2e/about never renders the about page', () => {
    for (const path of ['/%2e%2e/about', '/%2E/shop', '/../about', '/./shop', '/shop/..', '/a/%2e%2E/b'])
      expect(canonicalPath(path), path).toMatchObject({ status: 400 });
  });

  it('answers 400 for malformed escapes, control characters, backslashes and escaped slashes', () => {
    for (const path of [
      '/%',
      '/%zz',
      '/a%',
      '/a%00b',
      '/a%0d%0ab',
      '/a%7f',
      '/\\evil.example',
      '/%5cevil',
      '/a%2Fb',
    ])
      expect(canonicalPath(path), path).toMatchObject({ status: 400 });
  });

  it('answers 400 for a target that is not a path', () => {
    for (const target of ['http://evil.example/', '*', ''])
      expect(canonicalPath(target)).toMatchObject({ status: 400 });
  });

  it('never echoes the request in its message', () => {
    const answer = canonicalPath('/%<script>');
    expect(JSON.stringify(answer)).not.toContain('<script>');
  });

  it('is idempotent and always starts with exactly one slash', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const first = canonicalPath(path.startsWith('/') ? path : `/${path}`);
        if (typeof first !== 'string') return true;
        return canonicalPath(first) === first && /^\/(?!\/)/.test(first);
      }),
    );
  });
});
