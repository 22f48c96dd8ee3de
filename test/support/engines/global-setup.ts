/**
 * Set-up of the engines project (`test/engines/`), once for all its files: the storefront on the test
 * run's build (`../storefront-server.ts`), and WebKit's X server and WebKitWebDriver
 * (`support/engines/webkit-services.ts`) when WebKit is installed or the run is in CI (where a missing engine
 * fails).
 * Each engine's test file starts its own front server and browser.
 */
import type { TestProject } from 'vitest/node';
import { startWebKitServices, webkitInstalled } from '../../../scripts/harness/engines/webkit-services';
import { startStorefront } from '../storefront-server';
import { testBuildDir } from '../test-build';

declare module 'vitest' {
  export interface ProvidedContext {
    /** WebKitWebDriver's URL; empty when WebKit is not installed (outside CI). */
    webkitDriverUrl: string;
  }
}

/**
 * Starts the storefront and WebKit's services, and provides their addresses to the tests.
 *
 * @param project - the engines project
 * @returns the teardown, which stops them
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [storefront, webkit] = await Promise.all([
    testBuildDir().then(startStorefront),
    webkitInstalled() || process.env.CI === 'true' ? startWebKitServices() : null,
  ]);
  project.provide('siteOrigin', storefront.origin);
  project.provide('webkitDriverUrl', webkit?.driverUrl ?? '');
  return async () => {
    await webkit?.stop();
    storefront.close();
  };
}
