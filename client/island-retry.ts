/**
 * How the island loader (`client/island-loader.tsx`) asks again for an island's code that did not load
 * (docs/decisions/0001-islands-on-a-multi-page-site.md): when, and from which URL.
 */
import { RetryFolder } from '../shared/lib/island-contract';

/**
 * The pauses before the second and the third attempt to load an island's code, in ms: three attempts in
 * all, the last about 1.3 s after the first fails, so a visitor who acted is answered within 3 s.
 */
export const RETRY_PAUSES_MS: readonly number[] = [300, 1000];

/**
 * Runs `attempt(0)` and, while it rejects, `attempt(1)`, `attempt(2)`... after each pause in turn.
 *
 * @param attempt - one attempt, given its number from 0
 * @param pausesMs - the pause before each further attempt, in ms; none: a single attempt
 * @param onRetry - called as soon as an attempt has failed and another will follow, before the pause,
 *   with the next attempt's number (from 1)
 * @returns the first attempt's result that resolves; rejects with the last error when every one failed
 */
export async function withRetries<T>(
  attempt: (n: number) => Promise<T>,
  pausesMs: readonly number[],
  onRetry: (next: number) => void,
): Promise<T> {
  for (let n = 0; ; n += 1) {
    try {
      return await attempt(n);
    } catch (error) {
      const pause = pausesMs[n];
      if (pause === undefined) throw error;
      onRetry(n + 1);
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

/**
 * The URL of the island loader's file in retry folder `n`: `/assets/retry-<n>/<file>` beside
 * `/assets/<file>`.
 *
 * @param loaderUrl - the loader's URL (its `import.meta.url`), e.g. `https://shop.example/assets/island-loader-X.js`
 * @param n - the retry's number, from 1
 * @returns the absolute URL of its copy, e.g. `https://shop.example/assets/retry-1/island-loader-X.js`
 */
export function retryCopyUrl(loaderUrl: string, n: number): string {
  return new URL(`${RetryFolder.prefix}${n}/${loaderUrl.split('/').pop()}`, loaderUrl).href;
}
