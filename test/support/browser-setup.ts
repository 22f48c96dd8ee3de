/**
 * Set-up of the browser project, once for all its files: the storefront (the real app on the test
 * run's build, `storefront-server.ts`) on a free loopback port, and one Chromium (its headless shell,
 * `HEADLESS_SHELL_PATH`) that every test file connects to and opens its own contexts in.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../../scripts/chromium';
import { startStorefront } from './storefront-server';
import { testBuildDir } from './test-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where to connect to the shared Chromium; empty when none is installed (outside CI). */
    browserWsEndpoint: string;
  }
}

export default async function setup(project: TestProject) {
  const storefront = await startStorefront(await testBuildDir());
  const browser =
    existsSync(HEADLESS_SHELL_PATH) || process.env.CI === 'true'
      ? await chromium.launchServer({ executablePath: HEADLESS_SHELL_PATH, args: [...CHROMIUM_ARGS] })
      : null;
  project.provide('siteOrigin', storefront.origin);
  project.provide('browserWsEndpoint', browser?.wsEndpoint() ?? '');
  return async () => {
    await browser?.close();
    storefront.close();
  };
}
