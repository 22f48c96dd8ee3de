/**
 * The rules about time in `deploy/varnish/default.vcl`, against a stub origin that sends the storefront's
 * `Cache-Control` with a one-second `s-maxage` (`scripts/harness/varnish.ts` says why): a stale copy is
 * served at once while one background fetch refreshes it; past the origin's stale-while-revalidate a
 * visitor waits for a fresh page; when the origin is down or answers 5xx, visitors get the last good
 * page (stale-if-error); 5xx answers and answers that set a cookie are never stored.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  addressOf,
  describeEdge,
  type Edge,
  STUB_CACHE_CONTROL,
  type StubOrigin,
  send,
  startEdge,
  startStubOrigin,
  waitFor,
} from '../../scripts/harness/varnish';

/** The stub's answer when it sheds load, as the storefront's busy 503 (server/middleware/load-shedding.ts). */
const BUSY = { status: 503, cacheControl: 'no-store', headers: { 'Retry-After': '2' } } as const;

/** A one-second `s-maxage` and a one-second stale-while-revalidate: past both after two seconds. */
const SHORT_WINDOW = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

/**
 * Settles once a copy fetched at `fetchedAt` is past `s-maxage` and stale-while-revalidate of
 * {@link SHORT_WINDOW}. Only the clock measures a copy's age without asking for it, and asking would
 * refresh it, so this waits for the clock (not for a guessed time: the window is the origin's).
 *
 * @param fetchedAt - `Date.now()` before the copy was fetched
 */
function pastShortWindow(fetchedAt: number): Promise<void> {
  const windowMs = 2000;
  const margin = 250;
  return new Promise((resolve) =>
    setTimeout(resolve, Math.max(0, fetchedAt + windowMs + margin - Date.now())),
  );
}

describeEdge('Varnish freshness rules, against an origin with one-second lifetimes', () => {
  let stub: StubOrigin;
  let edge: Edge;
  beforeAll(async () => {
    stub = await startStubOrigin();
    edge = await startEdge(addressOf(stub.origin));
  });
  afterAll(async () => {
    await edge?.stop();
    await stub?.stop();
  });
  const get = (target: string) => send(`${edge.origin}${target}`, { headers: { 'accept-encoding': 'gzip' } });

  it('after s-maxage answers at once from the stale copy, while one background fetch refreshes it', async () => {
    stub.route('/swr', { cacheControl: STUB_CACHE_CONTROL });
    const first = await get('/swr');
    expect([first.cache, first.text]).toEqual(['MISS', '/swr #1']);
    // From now on the origin takes 3 s to answer, and its next copy is fresh for a minute.
    stub.route('/swr', { delayMs: 3000, cacheControl: 'public, max-age=0, s-maxage=60' });
    const stale = await waitFor(
      () => get('/swr'),
      (answer) => answer.cache !== 'HIT',
    );
    expect([stale.cache, stale.text]).toEqual(['STALE', '/swr #1']);
    expect(stale.ms).toBeLessThan(1000);
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get('/swr')));
    for (const answer of crowd) {
      expect([answer.cache, answer.text]).toEqual(['STALE', '/swr #1']);
      expect(answer.ms).toBeLessThan(1000);
    }
    const refreshed = await waitFor(
      () => get('/swr'),
      (answer) => answer.text !== '/swr #1',
    );
    expect([refreshed.cache, refreshed.text]).toEqual(['HIT', '/swr #2']);
    expect(stub.hits('/swr')).toBe(2);
  });

  it("past the origin's stale-while-revalidate, with the origin up, a visitor waits for a fresh page", async () => {
    stub.route('/past', { cacheControl: SHORT_WINDOW });
    const fetchedAt = Date.now();
    expect((await get('/past')).text).toBe('/past #1');
    await pastShortWindow(fetchedAt);
    const next = await get('/past');
    expect([next.cache, next.text]).toEqual(['MISS', '/past #2']);
  });

  it('when the origin sheds with 503, visitors get the last good page, within the window and past it', async () => {
    stub.route('/busy', { cacheControl: SHORT_WINDOW });
    const fetchedAt = Date.now();
    expect((await get('/busy')).text).toBe('/busy #1');
    stub.route('/busy', BUSY);
    const withinWindow = await waitFor(
      () => get('/busy'),
      (answer) => answer.cache !== 'HIT',
    );
    expect([withinWindow.status, withinWindow.cache, withinWindow.text]).toEqual([200, 'STALE', '/busy #1']);
    await pastShortWindow(fetchedAt);
    const pastWindow = await get('/busy');
    expect([pastWindow.status, pastWindow.cache, pastWindow.text]).toEqual([200, 'STALE', '/busy #1']);
    expect(stub.hits('/busy')).toBeGreaterThan(2);
    // The origin recovers: the next visitors get its new page.
    stub.route('/busy', { cacheControl: 'public, max-age=0, s-maxage=60' });
    const recovered = await waitFor(
      () => get('/busy'),
      (answer) => answer.text !== '/busy #1',
    );
    expect(recovered.status).toBe(200);
  });

  it('never stores a 5xx, even one that claims to be cacheable: every visitor asks the origin again', async () => {
    stub.route('/busy-new', BUSY);
    stub.route('/error', { status: 500, cacheControl: 'public, max-age=0, s-maxage=60' });
    for (const target of ['/busy-new', '/error']) {
      const answers = [await get(target), await get(target)];
      expect(answers.map((answer) => [answer.status, answer.cache])).toEqual([
        [target === '/error' ? 500 : 503, 'MISS'],
        [target === '/error' ? 500 : 503, 'MISS'],
      ]);
      expect(stub.hits(target)).toBe(2);
    }
    expect((await get('/busy-new')).headers['retry-after']).toBe('2');
  });

  it('never stores an answer that sets a cookie', async () => {
    stub.route('/cookie', {
      cacheControl: 'public, max-age=0, s-maxage=60',
      headers: { 'Set-Cookie': 'id=1' },
    });
    const answers = [await get('/cookie'), await get('/cookie')];
    expect(answers.map((answer) => answer.cache)).toEqual(['MISS', 'MISS']);
    expect(answers.map((answer) => answer.text)).toEqual(['/cookie #1', '/cookie #2']);
  });

  // Last: it stops the origin.
  it('when the origin is down, visitors get the last good page, past its window, while /healthz fails', async () => {
    stub.route('/down', { cacheControl: SHORT_WINDOW });
    const fetchedAt = Date.now();
    expect((await get('/down')).text).toBe('/down #1');
    await pastShortWindow(fetchedAt);
    await stub.stop();
    // Right away (the probe has not noticed yet: the failed fetch falls back on the copy), and once the
    // probe has marked the origin sick (the copy is served without asking it).
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const page = await get('/down');
      expect([page.status, page.cache, page.text]).toEqual([200, 'STALE', '/down #1']);
      const health = await get('/healthz');
      expect([health.status, health.headers['cache-control']]).toEqual([503, 'no-store']);
      if (attempt === 0)
        await waitFor(
          () => edge.originHealth(),
          (health) => health === 'sick',
        );
    }
    const never = await get('/never-asked');
    expect([never.status, never.headers['retry-after']]).toEqual([503, '5']);
  });
});
