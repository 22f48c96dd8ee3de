/**
 * The island loader never leaves an island's input swallowed (docs/decisions/0001-islands-on-a-multi-page-
 * site.md): it asks for an island's code three times, 300 ms and then 1 s apart, each retry from a retry
 * folder (another URL, as a browser keeps a failed module URL failed); when every attempt fails, or the
 * island's render throws, it marks the island given up (`data-hydration="failed"`, which releases held
 * input) and the console names the island and its chunk.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETRY_PAUSES_MS, retryCopyUrl, withRetries } from '../../client/island-retry';
import { defineIsland } from '../../shared/components/island';

describe('the retries of an island code', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are two, 300 ms and then 1 s after a failure, and the last error is the answer', async () => {
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`attempt ${n} failed`);
    });
    const outcome = withRetries(attempt, RETRY_PAUSES_MS, () => {}).catch((error: Error) => error.message);
    await vi.advanceTimersByTimeAsync(299);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(attempt).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempt).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(await outcome).toBe('attempt 2 failed');
    expect(attempt.mock.calls.map(([n]) => n)).toEqual([0, 1, 2]);
  });

  it('are announced as soon as an attempt fails, before the pause, with the next attempt number', async () => {
    const attempt = vi.fn(async (n: number) => {
      throw new Error(`attempt ${n} failed`);
    });
    const onRetry = vi.fn();
    const outcome = withRetries(attempt, RETRY_PAUSES_MS, onRetry).catch(() => 'given up');
    await vi.advanceTimersByTimeAsync(0);
    expect(onRetry.mock.calls).toEqual([[1]]);
    await vi.advanceTimersByTimeAsync(300);
    expect(onRetry.mock.calls).toEqual([[1], [2]]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await outcome).toBe('given up');
    expect(onRetry, 'none after the last attempt').toHaveBeenCalledTimes(2);
  });

  it('stop at the first attempt that loads', async () => {
    const attempt = vi.fn(async (n: number) => {
      if (n === 0) throw new Error('failed once');
      return `loaded by attempt ${n}`;
    });
    const outcome = withRetries(attempt, RETRY_PAUSES_MS, () => {});
    await vi.advanceTimersByTimeAsync(300);
    expect(await outcome).toBe('loaded by attempt 1');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('ask for the loader again from a numbered folder beside it, so each retry is a URL of its own', () => {
    const loader = 'https://shop.example/assets/island-loader-ABC123.js';
    expect(retryCopyUrl(loader, 1)).toBe('https://shop.example/assets/retry-1/island-loader-ABC123.js');
    expect(retryCopyUrl(loader, 2)).toBe('https://shop.example/assets/retry-2/island-loader-ABC123.js');
  });
});

/** What the mocked registry's import of the island does. */
let islandModule: () => Promise<unknown>;

/** Puts a wanted island on the page, then runs a fresh island loader over it with the mocked registry. */
async function loadIslandWith(load: () => Promise<unknown>) {
  islandModule = load;
  document.body.innerHTML =
    '<div data-island="newsletter" data-wanted data-props="{}" data-chunk="/assets/newsletter-ABC123.js">' +
    '<p>server markup</p></div>';
  vi.resetModules();
  vi.doMock('../../shared/island-registry', () => ({
    islandImport: (name: string) => (name === 'newsletter' ? () => islandModule() : undefined),
  }));
  await import('../../client/island-loader');
  return document.querySelector('[data-island]') as HTMLElement;
}

describe('an island the loader gives up', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.doUnmock('../../shared/island-registry');
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('when its code never loads: retrying after the first retry, then failed, and the console names it', async () => {
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const island = await loadIslandWith(load);
    expect(island.getAttribute('data-hydration')).toBe('started');
    const startedAt = performance.now();
    const states: { state: string | null; at: number }[] = [];
    new MutationObserver(() =>
      states.push({ state: island.getAttribute('data-hydration'), at: performance.now() - startedAt }),
    ).observe(island, { attributeFilter: ['data-hydration'] });
    await waitFor(() => expect(island.getAttribute('data-hydration')).toBe('failed'), { timeout: 5_000 });
    expect(states[0]?.state, 'retrying before failed').toBe('retrying');
    // The first retry comes after the first pause; a first attempt that fails does not mark it.
    expect(states[0]?.at, 'ms until retrying').toBeGreaterThanOrEqual((RETRY_PAUSES_MS[0] ?? 0) - 1);
    expect(load).toHaveBeenCalledTimes(1);
    const [message] = vi.mocked(console.error).mock.calls.at(-1) ?? [];
    expect(message).toContain('Island "newsletter"');
    expect(message).toContain('/assets/newsletter-ABC123.js');
    expect(island.textContent).toBe('server markup');
  });

  it('when its render throws while hydrating: marked failed, and the console names it', async () => {
    const Broken = (): never => {
      throw new Error('the widget broke');
    };
    const island = await loadIslandWith(async () => ({
      default: defineIsland('newsletter', Broken, { hydrateOn: 'interaction' }),
    }));
    await waitFor(() => expect(island.getAttribute('data-hydration')).toBe('failed'), { timeout: 5_000 });
    const [message, error] = vi.mocked(console.error).mock.calls.at(-1) ?? [];
    expect(message).toContain('Island "newsletter" threw while hydrating');
    expect(String(error)).toContain('the widget broke');
  });
});
