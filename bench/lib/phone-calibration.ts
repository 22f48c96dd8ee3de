/**
 * The phone Lighthouse means, on any host. Lighthouse's mobile preset slows the CPU 4×, which stands for
 * a mid-range phone only on a host whose benchmarkIndex is near 1,500; Lighthouse's CPU-throttling
 * calculator (its `docs/throttling.md`) gives the multiplier for a faster host as
 * `3 + (benchmarkIndex − 1300) / 233`. This module reads the host's index with Lighthouse's own page
 * function and turns it into that multiplier (docs/benchmarks.md, "The phone").
 */
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Browser } from 'playwright-core';
import { median } from './stats';

/** The index at which the calculator's multiplier is 3×, and how many index points make one more ×. */
const CALCULATOR = { baseIndex: 1300, baseMultiplier: 3, indexPerStep: 233 } as const;

/**
 * The CPU slowdown that makes this host the phone Lighthouse's mobile preset stands for.
 *
 * @param benchmarkIndex - Lighthouse's benchmarkIndex of the host (its GC-heavy string benchmark, per s / 10)
 * @returns the multiplier, rounded to one decimal, e.g. 8.2 at an index of 2,513; on a host slower than
 *   the calculator's range (below 1,300) its 3× scaled down in proportion, never below 1
 * @throws RangeError when the index is not a positive number
 */
export function calibratedCpuMultiplier(benchmarkIndex: number): number {
  if (!(benchmarkIndex > 0)) throw new RangeError(`invalid benchmarkIndex ${benchmarkIndex}`);
  const { baseIndex, baseMultiplier, indexPerStep } = CALCULATOR;
  const multiplier =
    benchmarkIndex >= baseIndex
      ? baseMultiplier + (benchmarkIndex - baseIndex) / indexPerStep
      : Math.max(1, (baseMultiplier * benchmarkIndex) / baseIndex);
  return Math.round(multiplier * 10) / 10;
}

/**
 * Reads the host's benchmarkIndex as Lighthouse does before every audit: its page function run in a blank
 * page of an unthrottled Chromium, here `samples` times, the median kept.
 *
 * @param browser - a Chromium launched by Playwright
 * @param samples - how many times to run the benchmark (each takes about half a second)
 * @returns the index (higher is faster)
 */
export async function hostBenchmarkIndex(browser: Browser, samples = 3): Promise<number> {
  const page = await browser.newPage();
  try {
    const values: number[] = [];
    for (let sample = 0; sample < samples; sample++)
      values.push(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
    return median(values);
  } finally {
    await page.close();
  }
}
